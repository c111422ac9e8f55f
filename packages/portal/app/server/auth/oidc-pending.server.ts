import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';
import {
  claimSealedState,
  clearedSealedCookie,
  openSealedCookie,
  type SealedCookieKind,
  sealCookie,
} from './sealed-cookie.server.js';
import type { CookieMode } from './session-cookie.server.js';

/** What the browser carries from GET /auth/oidc/start to the callback, sealed in a cookie. */
export interface PendingOidcSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** When the sign-in started (ms since the epoch): it lives {@link PENDING_OIDC_MS} from then. */
  issuedAt: number;
  /** The customer connection signed in through; absent for the portal's own provider. */
  connectionId?: string;
}

/**
 * A started provider sign-in must come back within 10 minutes.
 *
 * @example
 * const expired = now.getTime() - pending.issuedAt >= PENDING_OIDC_MS;
 */
export const PENDING_OIDC_MS = 10 * 60_000;

// SameSite=Lax: the provider sends the browser back by a top-level GET.
const PENDING_OIDC: SealedCookieKind = {
  baseName: 'rigready_oidc',
  audience: 'rigready:oidc-pending',
  keyInfo: 'oidc-pending-sign-in',
  lifetimeMs: PENDING_OIDC_MS,
  sameSite: 'Lax',
};

/**
 * The Set-Cookie value that carries a pending sign-in: sealed (see sealCookie), so the PKCE verifier stays
 * secret and nothing in it can be changed; httpOnly, SameSite=Lax, 10 minutes.
 *
 * @example
 * headers.append('Set-Cookie', await sealPendingOidc(runtime.tokenKey, pending, { secure: true }));
 */
export function sealPendingOidc(
  tokenKey: Uint8Array,
  pending: PendingOidcSignIn,
  mode: CookieMode,
): Promise<string> {
  const claims = {
    state: pending.state,
    nonce: pending.nonce,
    cv: pending.codeVerifier,
    ...(pending.connectionId ? { cn: pending.connectionId } : {}),
  };
  return sealCookie(PENDING_OIDC, tokenKey, claims, pending.issuedAt, mode);
}

/**
 * The Set-Cookie value that removes the pending sign-in cookie (every callback sends it).
 *
 * @example
 * headers.append('Set-Cookie', clearedPendingOidc({ secure: false }));
 */
export function clearedPendingOidc(mode: CookieMode): string {
  return clearedSealedCookie(PENDING_OIDC, mode);
}

/**
 * The pending sign-in of the request's cookie, or null when it is missing, forged, altered, sealed with
 * another key or older than {@link PENDING_OIDC_MS}.
 *
 * @example
 * const pending = await openPendingOidc(request, runtime.tokenKey, { secure: false }, runtime.now());
 */
export async function openPendingOidc(
  request: Request,
  tokenKey: Uint8Array,
  mode: CookieMode,
  now: Date,
): Promise<PendingOidcSignIn | null> {
  const opened = await openSealedCookie(PENDING_OIDC, request, tokenKey, mode, now);
  if (!opened) return null;
  const { state, nonce, cv, cn } = opened.claims;
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof cv !== 'string') return null;
  if (cn !== undefined && typeof cn !== 'string') return null;
  return { state, nonce, codeVerifier: cv, issuedAt: opened.issuedAt, ...(cn ? { connectionId: cn } : {}) };
}

/**
 * Marks a pending sign-in as used; answers false when it was used before (a replayed callback).
 *
 * @example
 * if (!(await claimPendingOidc(handle, pending, now))) return refuse('replayed');
 */
export function claimPendingOidc(
  handle: DatabaseHandle,
  pending: PendingOidcSignIn,
  now: Date,
): Promise<boolean> {
  const key = createHash('sha256').update(pending.state).digest('hex');
  return claimSealedState(handle, 'oidc-state', PENDING_OIDC, key, pending.issuedAt, now);
}
