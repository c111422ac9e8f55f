import { createHash } from 'node:crypto';
import { ActionError } from '../actions/action-error.server.js';
import { type AdminChangeContext, AdminChangeError } from '../admin/change-context.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { revokeSession, revokeUserSessions } from '../auth/session-store.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { deviceName } from './device-name.server.js';

/** One of a user's live sessions as their sessions page lists it. */
export interface UserSessionView {
  /** Names the session in a form; derived from its id hash, which itself never leaves the server. */
  key: string;
  device: string;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session the page was asked from. */
  current: boolean;
}

/**
 * The name a session goes by on the sessions page: a hash of its id hash, so the page never shows the
 * value bearer tokens and the session table are keyed by.
 *
 * @example
 * sessionKey('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'); // 32 hex digits
 */
export function sessionKey(idHash: string): string {
  return createHash('sha256').update(`session-key:${idHash}`).digest('hex').slice(0, 32);
}

async function liveSessionRows(handle: DatabaseHandle, userId: string, now: Date) {
  const at = now.toISOString();
  return handle.db
    .selectFrom('sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'user_agent', 'address'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', at)
    .where('absolute_expires_at', '>', at)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * The user's live sessions, the most recently seen first, with the one asked from marked current.
 *
 * @example
 * const sessions = await listUserSessions(handle, identity.user.id, identity.session.idHash, new Date());
 */
export async function listUserSessions(
  handle: DatabaseHandle,
  userId: string,
  currentIdHash: string,
  now: Date,
): Promise<UserSessionView[]> {
  const rows = await liveSessionRows(handle, userId, now);
  return rows.map((row) => ({
    key: sessionKey(row.id_hash),
    device: deviceName(row.user_agent),
    address: row.address,
    signedInAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id_hash === currentIdHash,
  }));
}

/** Who ends a session: the signed-in user, their session and the address they ask from. */
export interface SessionOwner {
  userId: string;
  idHash: string;
  address: string;
}

/**
 * Ends one of the user's own sessions, named by its {@link sessionKey}; the bearer tokens issued for it
 * end with it. A key of no live session of this user (another user's, an ended one) is refused with 404,
 * the same answer either way. Audited as `session.ended`.
 *
 * @throws ActionError 404 when the key names no live session of the user.
 * @example
 * const { device } = await endOwnSession(handle, { userId, idHash, address }, form.get('session'), new Date());
 */
export async function endOwnSession(
  handle: DatabaseHandle,
  owner: SessionOwner,
  key: unknown,
  now: Date,
): Promise<{ device: string; current: boolean }> {
  if (typeof key !== 'string' || key === '') throw new ActionError(400, 'Choose the session to end');
  const rows = await liveSessionRows(handle, owner.userId, now);
  const row = rows.find((candidate) => sessionKey(candidate.id_hash) === key);
  if (!row) throw new ActionError(404, 'That session is not one of yours, or it has ended already');
  await revokeSession(handle, row.id_hash);
  const device = deviceName(row.user_agent);
  await writeAudit(
    handle,
    {
      action: 'session.ended',
      actorUserId: owner.userId,
      details: { device, sessionAddress: row.address, address: owner.address },
    },
    now,
  );
  return { device, current: row.id_hash === owner.idHash };
}

/**
 * Ends every session of the user but the one asked from, with their bearer tokens. Audited as
 * `session.others-ended` with how many ended (0 when there were none: repeating it is harmless).
 *
 * @example
 * const ended = await endOtherSessions(handle, { userId, idHash, address }, new Date());
 */
export async function endOtherSessions(
  handle: DatabaseHandle,
  owner: SessionOwner,
  now: Date,
): Promise<number> {
  const ended = await revokeUserSessions(handle, owner.userId, owner.idHash);
  await writeAudit(
    handle,
    {
      action: 'session.others-ended',
      actorUserId: owner.userId,
      details: { sessionsEnded: ended, address: owner.address },
    },
    now,
  );
  return ended;
}

/**
 * A provider admin ends every session of a user (and so every bearer token issued for them), as when a
 * device is lost or an account is suspected taken over; the user must sign in again everywhere. Audited as
 * `admin.user.sessions-ended` with how many ended; repeating it ends none and is audited again.
 *
 * @throws AdminChangeError 404 when there is no such user.
 * @example
 * const { email, ended } = await endSessionsOfUser(change, 'u-ola');
 */
export async function endSessionsOfUser(
  change: AdminChangeContext,
  userId: string,
): Promise<{ email: string; ended: number }> {
  const user = await change.handle.db
    .selectFrom('users')
    .select(['id', 'email', 'Customer'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AdminChangeError(404, 'No such user: choose the user again from the list');
  const ended = await revokeUserSessions(change.handle, user.id);
  await writeAudit(
    change.handle,
    {
      action: 'admin.user.sessions-ended',
      actorUserId: change.adminUserId,
      customer: user.Customer,
      details: { email: user.email, sessionsEnded: ended },
    },
    change.now,
  );
  return { email: user.email, ended };
}
