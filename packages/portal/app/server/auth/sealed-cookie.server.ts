import { hkdfSync } from 'node:crypto';
import { EncryptJWT, type JWTPayload, jwtDecrypt } from 'jose';
import type { DatabaseHandle } from '../db/database.server.js';
import { recordRateLimitHit } from '../security/rate-limit.server.js';
import { requestCookie } from './request-cookie.server.js';
import type { CookieMode } from './session-cookie.server.js';

/**
 * One kind of short-lived state a sign-in carries between two requests in a sealed cookie: its cookie's
 * name, the audience its token is for, the HKDF info of its own key, how long it lives and its SameSite.
 *
 * @example
 * const PENDING: SealedCookieKind = {
 *   baseName: 'rigready_oidc', audience: 'rigready:oidc-pending', keyInfo: 'oidc-pending-sign-in',
 *   lifetimeMs: 10 * 60_000, sameSite: 'Lax',
 * };
 */
export interface SealedCookieKind {
  baseName: string;
  audience: string;
  keyInfo: string;
  lifetimeMs: number;
  sameSite: 'Lax' | 'Strict';
}

const ENCRYPTION = { alg: 'dir', enc: 'A256GCM' } as const;

// A key of each kind's own, derived from the token key, so the bearer-token HMAC key never doubles as an
// AES key and one kind's cookie never opens as another's.
function cookieKey(kind: SealedCookieKind, tokenKey: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', tokenKey, 'rigready', kind.keyInfo, 32));
}

/**
 * The cookie's name: `__Host-<baseName>` when secure, `<baseName>` otherwise.
 *
 * @example
 * sealedCookieName(PENDING, { secure: true }); // '__Host-rigready_oidc'
 */
export function sealedCookieName(kind: SealedCookieKind, mode: CookieMode): string {
  return mode.secure ? `__Host-${kind.baseName}` : kind.baseName;
}

function cookieAttributes(kind: SealedCookieKind, mode: CookieMode, maxAgeSeconds: number): string {
  const secure = mode.secure ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=${kind.sameSite}; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * The Set-Cookie value that carries `claims`, encrypted and authenticated (JWE, A256GCM, so nothing in it
 * can be read or changed), issued at `issuedAt` (ms since the epoch, kept as `iat_ms`) and living the
 * kind's lifetime from then; `id`, when given, is the token's `jti`.
 *
 * @example
 * headers.append('Set-Cookie', await sealCookie(PENDING, tokenKey, { state }, Date.now(), { secure: true }));
 */
export async function sealCookie(
  kind: SealedCookieKind,
  tokenKey: Uint8Array,
  claims: JWTPayload,
  issuedAt: number,
  mode: CookieMode,
  id?: string,
): Promise<string> {
  const issuedAtSeconds = Math.floor(issuedAt / 1000);
  const token = new EncryptJWT({ ...claims, iat_ms: issuedAt })
    .setProtectedHeader(ENCRYPTION)
    .setAudience(kind.audience)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + kind.lifetimeMs / 1000);
  if (id !== undefined) token.setJti(id);
  const sealed = await token.encrypt(cookieKey(kind, tokenKey));
  return `${sealedCookieName(kind, mode)}=${sealed}; ${cookieAttributes(kind, mode, kind.lifetimeMs / 1000)}`;
}

/**
 * The Set-Cookie value that removes the kind's cookie.
 *
 * @example
 * headers.append('Set-Cookie', clearedSealedCookie(PENDING, { secure: false }));
 */
export function clearedSealedCookie(kind: SealedCookieKind, mode: CookieMode): string {
  return `${sealedCookieName(kind, mode)}=; ${cookieAttributes(kind, mode, 0)}`;
}

/**
 * The claims of the request's cookie of this kind with its `iat_ms` as `issuedAt`, or null when the cookie
 * is missing, forged, altered, sealed with another key, lacks one of `requiredClaims` or is older than the
 * kind's lifetime. The caller checks the types of its own claims.
 *
 * @example
 * const opened = await openSealedCookie(PENDING, request, tokenKey, { secure: false }, now);
 */
export async function openSealedCookie(
  kind: SealedCookieKind,
  request: Request,
  tokenKey: Uint8Array,
  mode: CookieMode,
  now: Date,
  requiredClaims: readonly string[] = [],
): Promise<{ claims: JWTPayload; issuedAt: number } | null> {
  const sealed = requestCookie(request, sealedCookieName(kind, mode));
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, cookieKey(kind, tokenKey), {
      audience: kind.audience,
      currentDate: now,
      keyManagementAlgorithms: [ENCRYPTION.alg],
      contentEncryptionAlgorithms: [ENCRYPTION.enc],
      requiredClaims: ['exp', 'iat', ...requiredClaims],
    });
    const issuedAt = payload.iat_ms;
    if (typeof issuedAt !== 'number' || now.getTime() - issuedAt >= kind.lifetimeMs) return null;
    return { claims: payload, issuedAt };
  } catch {
    return null;
  }
}

/**
 * Marks the state keyed `key` (issued at `issuedAt`) as used; false when it was used before (a replay).
 * "At most one use" is a limit of 1 in the shared rate_limits table, so every instance sees the use; the
 * window starts at the issue time, not the clock, so all uses of one state count in one row. Rows of
 * states that have expired anyway are removed on the way.
 *
 * @example
 * if (!(await claimSealedState(handle, 'oidc-state', PENDING, stateHash, pending.issuedAt, now))) refuse();
 */
export async function claimSealedState(
  handle: DatabaseHandle,
  name: string,
  kind: SealedCookieKind,
  key: string,
  issuedAt: number,
  now: Date,
): Promise<boolean> {
  const singleUse = { name, limit: 1, windowMs: kind.lifetimeMs };
  const hits = await recordRateLimitHit(handle, singleUse, key, new Date(issuedAt));
  await handle.db
    .deleteFrom('rate_limits')
    .where('bucket', 'like', `${name}:%`)
    .where('window_start', '<', new Date(now.getTime() - 2 * kind.lifetimeMs).toISOString())
    .execute();
  return hits <= singleUse.limit;
}
