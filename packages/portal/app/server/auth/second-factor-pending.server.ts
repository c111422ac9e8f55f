import { hkdfSync, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { DatabaseHandle } from '../db/database.server.js';
import { recordRateLimitHit } from '../security/rate-limit.server.js';
import { requestCookie } from './request-cookie.server.js';
import type { CookieMode } from './session-cookie.server.js';

/**
 * A first factor that succeeded, carried sealed in a cookie to the second-factor step: whose it was, how
 * they proved it (for the sign-in's audit entry) and a one-time id.
 */
export interface PendingSecondFactor {
  userId: string;
  /** Random; a pending state is used at most once (see {@link claimPendingSecondFactor}). */
  id: string;
  method: 'password' | 'link';
  address: string;
  /** When the first factor succeeded (ms since the epoch): it lives {@link PENDING_SECOND_FACTOR_MS}. */
  issuedAt: number;
}

/**
 * The second factor must follow the first within 10 minutes (time enough to set up an authenticator app).
 *
 * @example
 * const expired = now.getTime() - pending.issuedAt >= PENDING_SECOND_FACTOR_MS;
 */
export const PENDING_SECOND_FACTOR_MS = 10 * 60_000;

const BASE_NAME = 'rigready_second_factor';
const ENCRYPTION = { alg: 'dir', enc: 'A256GCM' } as const;
const AUDIENCE = 'rigready:second-factor-pending';

// A key of its own, derived from the token key, as the provider's pending sign-in derives its own.
function cookieKey(tokenKey: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', tokenKey, 'rigready', 'second-factor-pending', 32));
}

const cookieName = (mode: CookieMode) => (mode.secure ? `__Host-${BASE_NAME}` : BASE_NAME);

/**
 * A new pending state for a user whose first factor just succeeded.
 *
 * @example
 * const pending = newPendingSecondFactor(userId, 'password', address, runtime.now());
 */
export function newPendingSecondFactor(
  userId: string,
  method: PendingSecondFactor['method'],
  address: string,
  now: Date,
): PendingSecondFactor {
  return { userId, id: randomBytes(16).toString('hex'), method, address, issuedAt: now.getTime() };
}

/**
 * The Set-Cookie value that carries a pending second factor: encrypted and authenticated (JWE, A256GCM),
 * so nothing in it can be read or changed; httpOnly, SameSite=Strict (only the portal's own pages post
 * it), 10 minutes.
 *
 * @example
 * headers.append('Set-Cookie', await sealPendingSecondFactor(runtime.tokenKey, pending, { secure: true }));
 */
export async function sealPendingSecondFactor(
  tokenKey: Uint8Array,
  pending: PendingSecondFactor,
  mode: CookieMode,
): Promise<string> {
  const issuedAtSeconds = Math.floor(pending.issuedAt / 1000);
  const sealed = await new EncryptJWT({
    uid: pending.userId,
    method: pending.method,
    address: pending.address,
    iat_ms: pending.issuedAt,
  })
    .setProtectedHeader(ENCRYPTION)
    .setAudience(AUDIENCE)
    .setJti(pending.id)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + PENDING_SECOND_FACTOR_MS / 1000)
    .encrypt(cookieKey(tokenKey));
  const secure = mode.secure ? '; Secure' : '';
  return `${cookieName(mode)}=${sealed}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${PENDING_SECOND_FACTOR_MS / 1000}${secure}`;
}

/**
 * The Set-Cookie value that removes the pending second factor (sent once the session starts).
 *
 * @example
 * headers.append('Set-Cookie', clearedPendingSecondFactor({ secure: false }));
 */
export function clearedPendingSecondFactor(mode: CookieMode): string {
  const secure = mode.secure ? '; Secure' : '';
  return `${cookieName(mode)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
}

/**
 * The pending second factor of the request's cookie, or null when it is missing, forged, altered, sealed
 * with another key or older than {@link PENDING_SECOND_FACTOR_MS}.
 *
 * @example
 * const pending = await openPendingSecondFactor(request, runtime.tokenKey, { secure: false }, runtime.now());
 */
export async function openPendingSecondFactor(
  request: Request,
  tokenKey: Uint8Array,
  mode: CookieMode,
  now: Date,
): Promise<PendingSecondFactor | null> {
  const sealed = requestCookie(request, cookieName(mode));
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, cookieKey(tokenKey), {
      audience: AUDIENCE,
      currentDate: now,
      keyManagementAlgorithms: [ENCRYPTION.alg],
      contentEncryptionAlgorithms: [ENCRYPTION.enc],
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    const { uid, method, address, iat_ms: issuedAt, jti } = payload;
    if (typeof uid !== 'string' || typeof address !== 'string' || typeof jti !== 'string') return null;
    if (method !== 'password' && method !== 'link') return null;
    if (typeof issuedAt !== 'number' || now.getTime() - issuedAt >= PENDING_SECOND_FACTOR_MS) return null;
    return { userId: uid, id: jti, method, address, issuedAt };
  } catch {
    return null;
  }
}

// One use per pending state, counted in the shared rate_limits table so every instance sees it; the window
// starts at the state's issue time, so all uses of one state fall in one row.
const SINGLE_USE = { name: 'second-factor-pending', limit: 1, windowMs: PENDING_SECOND_FACTOR_MS } as const;

/**
 * Marks a pending second factor as used when its session starts; false when it was used before (a replayed
 * cookie). Rows of states that have expired anyway are removed on the way.
 *
 * @example
 * if (!(await claimPendingSecondFactor(handle, pending, now))) return backToSignIn();
 */
export async function claimPendingSecondFactor(
  handle: DatabaseHandle,
  pending: PendingSecondFactor,
  now: Date,
): Promise<boolean> {
  const hits = await recordRateLimitHit(handle, SINGLE_USE, pending.id, new Date(pending.issuedAt));
  await handle.db
    .deleteFrom('rate_limits')
    .where('bucket', 'like', `${SINGLE_USE.name}:%`)
    .where('window_start', '<', new Date(now.getTime() - 2 * PENDING_SECOND_FACTOR_MS).toISOString())
    .execute();
  return hits <= SINGLE_USE.limit;
}
