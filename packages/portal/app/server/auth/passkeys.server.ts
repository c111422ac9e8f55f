import { createHmac, hkdfSync } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { DatabaseHandle } from '../db/database.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';

/** A passkey as the security page lists it. */
export interface PasskeyListing {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

// The relying party is the portal's configured origin, never a request's Host: a passkey made through a
// forged Host would be bound to the wrong site.
function relyingParty(runtime: PortalRuntime) {
  return { id: new URL(runtime.env.origin).hostname, origin: runtime.env.origin };
}

// A challenge derived from what it is for (a session's registration, a pending sign-in's one use), so no
// challenge is stored: the pending sign-in is used once, and a replayed registration finds its credential
// id taken.
// The options carry the bytes; the browser's answer names them in base64url, as expected here.
function challengeFor(
  tokenKey: Uint8Array,
  purpose: string,
): { bytes: Uint8Array<ArrayBuffer>; expected: string } {
  const key = Buffer.from(hkdfSync('sha256', tokenKey, 'rigready', 'passkey-challenge', 32));
  const digest = createHmac('sha256', key).update(purpose).digest();
  return { bytes: new Uint8Array(digest), expected: digest.toString('base64url') };
}

const parsed = <T>(json: string): T | null => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
      ? (value as T)
      : null;
  } catch {
    return null;
  }
};

/**
 * A user's passkeys, oldest first.
 *
 * @example
 * const passkeys = await listPasskeys(handle, identity.user.id);
 */
export async function listPasskeys(handle: DatabaseHandle, userId: string): Promise<PasskeyListing[]> {
  const rows = await handle.db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/**
 * The options the browser's `navigator.credentials.create` gets to make a passkey for the signed-in user
 * (its existing passkeys excluded), bound to the session that asks.
 *
 * @example
 * const options = await passkeyRegistrationOptions(runtime, identity.user, identity.session.idHash);
 */
export async function passkeyRegistrationOptions(
  runtime: PortalRuntime,
  user: { id: string; email: string },
  sessionIdHash: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await runtime.handle.db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  return generateRegistrationOptions({
    rpName: 'rigready',
    rpID: relyingParty(runtime).id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    challenge: challengeFor(runtime.tokenKey, `register:${user.id}:${sessionIdHash}`).bytes,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/**
 * Checks the browser's new passkey against the session's challenge and the portal's origin and stores it
 * under `name`; false for a response that does not verify or a credential stored before.
 *
 * @example
 * const added = await addPasskey(runtime, userId, idHash, 'Work laptop', JSON.stringify(response));
 */
export async function addPasskey(
  runtime: PortalRuntime,
  userId: string,
  sessionIdHash: string,
  name: string,
  responseJson: string,
): Promise<boolean> {
  const response = parsed<RegistrationResponseJSON>(responseJson);
  if (!response) return false;
  const party = relyingParty(runtime);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challengeFor(runtime.tokenKey, `register:${userId}:${sessionIdHash}`).expected,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  const inserted = await runtime.handle.db
    .insertInto('passkeys')
    .values({
      id: credential.id,
      user_id: userId,
      name,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      created_at: runtime.now().toISOString(),
      last_used_at: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Removes one of the user's own passkeys; false when the id is not one of theirs (another user's id
 * changes nothing).
 *
 * @example
 * await removePasskey(handle, identity.user.id, form.get('id'));
 */
export async function removePasskey(handle: DatabaseHandle, userId: string, id: string): Promise<boolean> {
  const result = await handle.db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The options `navigator.credentials.get` gets at a pending sign-in: the user's passkeys, and a challenge
 * bound to that pending sign-in.
 *
 * @example
 * const options = await passkeySignInOptions(runtime, pending.userId, pending.id);
 */
export async function passkeySignInOptions(
  runtime: PortalRuntime,
  userId: string,
  pendingId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await runtime.handle.db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return generateAuthenticationOptions({
    rpID: relyingParty(runtime).id,
    allowCredentials: passkeys.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) })),
    challenge: challengeFor(runtime.tokenKey, `sign-in:${pendingId}`).bytes,
    userVerification: 'preferred',
  });
}

/**
 * Checks a passkey's answer at a pending sign-in: one of the user's own passkeys, signed over the pending
 * sign-in's challenge from the portal's origin, with a counter that moved on (or stays 0 on authenticators
 * that keep none). Stores the counter and the time of use.
 *
 * @example
 * if (await takePasskey(runtime, pending.userId, pending.id, form.get('response'))) signIn();
 */
export async function takePasskey(
  runtime: PortalRuntime,
  userId: string,
  pendingId: string,
  responseJson: string,
): Promise<boolean> {
  const response = parsed<AuthenticationResponseJSON>(responseJson);
  if (!response) return false;
  const stored = await runtime.handle.db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', response.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!stored) return false;
  const party = relyingParty(runtime);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challengeFor(runtime.tokenKey, `sign-in:${pendingId}`).expected,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: stored.id,
      publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
      counter: Number(stored.counter),
      transports: JSON.parse(stored.transports),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const updated = await runtime.handle.db
    .updateTable('passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: runtime.now().toISOString() })
    .where('id', '=', stored.id)
    .where('counter', '=', stored.counter)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}
