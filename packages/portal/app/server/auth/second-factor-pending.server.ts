import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';
import {
  claimSealedState,
  clearedSealedCookie,
  openSealedCookie,
  type SealedCookieKind,
  sealCookie,
} from './sealed-cookie.server.js';
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

// SameSite=Strict: only the portal's own pages post it.
const PENDING_SECOND_FACTOR: SealedCookieKind = {
  baseName: 'rigready_second_factor',
  audience: 'rigready:second-factor-pending',
  keyInfo: 'second-factor-pending',
  lifetimeMs: PENDING_SECOND_FACTOR_MS,
  sameSite: 'Strict',
};

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
 * The Set-Cookie value that carries a pending second factor: sealed (see sealCookie), so nothing in it can
 * be read or changed; httpOnly, SameSite=Strict, 10 minutes.
 *
 * @example
 * headers.append('Set-Cookie', await sealPendingSecondFactor(runtime.tokenKey, pending, { secure: true }));
 */
export function sealPendingSecondFactor(
  tokenKey: Uint8Array,
  pending: PendingSecondFactor,
  mode: CookieMode,
): Promise<string> {
  const claims = { uid: pending.userId, method: pending.method, address: pending.address };
  return sealCookie(PENDING_SECOND_FACTOR, tokenKey, claims, pending.issuedAt, mode, pending.id);
}

/**
 * The Set-Cookie value that removes the pending second factor (sent once the session starts).
 *
 * @example
 * headers.append('Set-Cookie', clearedPendingSecondFactor({ secure: false }));
 */
export function clearedPendingSecondFactor(mode: CookieMode): string {
  return clearedSealedCookie(PENDING_SECOND_FACTOR, mode);
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
  const opened = await openSealedCookie(PENDING_SECOND_FACTOR, request, tokenKey, mode, now, ['jti']);
  if (!opened) return null;
  const { uid, method, address, jti } = opened.claims;
  if (typeof uid !== 'string' || typeof address !== 'string' || typeof jti !== 'string') return null;
  if (method !== 'password' && method !== 'link') return null;
  return { userId: uid, id: jti, method, address, issuedAt: opened.issuedAt };
}

/**
 * Marks a pending second factor as used when its session starts; false when it was used before (a replayed
 * cookie).
 *
 * @example
 * if (!(await claimPendingSecondFactor(handle, pending, now))) return backToSignIn();
 */
export function claimPendingSecondFactor(
  handle: DatabaseHandle,
  pending: PendingSecondFactor,
  now: Date,
): Promise<boolean> {
  return claimSealedState(
    handle,
    'second-factor-pending',
    PENDING_SECOND_FACTOR,
    pending.id,
    pending.issuedAt,
    now,
  );
}
