import { createHash, hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { DatabaseHandle } from '../db/database.server.js';
import { recordRateLimitHit } from '../security/rate-limit.server.js';
import { requestCookie } from './request-cookie.server.js';
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

const BASE_NAME = 'rigready_oidc';
const ENCRYPTION = { alg: 'dir', enc: 'A256GCM' } as const;
const AUDIENCE = 'rigready:oidc-pending';

// A key of its own, derived from the token key, so the bearer-token HMAC key never doubles as an AES key.
function cookieKey(tokenKey: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', tokenKey, 'rigready', 'oidc-pending-sign-in', 32));
}

/**
 * The pending sign-in cookie's name: `__Host-rigready_oidc` when secure, `rigready_oidc` otherwise.
 *
 * @example
 * pendingOidcCookieName({ secure: true }); // '__Host-rigready_oidc'
 */
export function pendingOidcCookieName(mode: CookieMode): string {
  return mode.secure ? `__Host-${BASE_NAME}` : BASE_NAME;
}

/**
 * The Set-Cookie value that carries a pending sign-in: encrypted and authenticated (JWE, A256GCM), so the
 * PKCE verifier stays secret and nothing in it can be changed; httpOnly, SameSite=Lax (the provider sends
 * the browser back by a top-level GET), 10 minutes.
 *
 * @example
 * headers.append('Set-Cookie', await sealPendingOidc(runtime.tokenKey, pending, { secure: true }));
 */
export async function sealPendingOidc(
  tokenKey: Uint8Array,
  pending: PendingOidcSignIn,
  mode: CookieMode,
): Promise<string> {
  const issuedAtSeconds = Math.floor(pending.issuedAt / 1000);
  const sealed = await new EncryptJWT({
    state: pending.state,
    nonce: pending.nonce,
    cv: pending.codeVerifier,
    iat_ms: pending.issuedAt,
    ...(pending.connectionId ? { cn: pending.connectionId } : {}),
  })
    .setProtectedHeader(ENCRYPTION)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(issuedAtSeconds + PENDING_OIDC_MS / 1000)
    .encrypt(cookieKey(tokenKey));
  const secure = mode.secure ? '; Secure' : '';
  return `${pendingOidcCookieName(mode)}=${sealed}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${PENDING_OIDC_MS / 1000}${secure}`;
}

/**
 * The Set-Cookie value that removes the pending sign-in cookie (every callback sends it).
 *
 * @example
 * headers.append('Set-Cookie', clearedPendingOidc({ secure: false }));
 */
export function clearedPendingOidc(mode: CookieMode): string {
  const secure = mode.secure ? '; Secure' : '';
  return `${pendingOidcCookieName(mode)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
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
  const sealed = requestCookie(request, pendingOidcCookieName(mode));
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, cookieKey(tokenKey), {
      audience: AUDIENCE,
      currentDate: now,
      keyManagementAlgorithms: [ENCRYPTION.alg],
      contentEncryptionAlgorithms: [ENCRYPTION.enc],
      requiredClaims: ['exp', 'iat'],
    });
    const { state, nonce, cv, iat_ms: issuedAt, cn } = payload;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof cv !== 'string') return null;
    if (typeof issuedAt !== 'number' || now.getTime() - issuedAt >= PENDING_OIDC_MS) return null;
    if (cn !== undefined && typeof cn !== 'string') return null;
    return { state, nonce, codeVerifier: cv, issuedAt, ...(cn ? { connectionId: cn } : {}) };
  } catch {
    return null;
  }
}

// "At most one use per state" is a limit of 1 in the shared rate_limits table: every instance sees the
// use. The window comes from the start time, not the clock, so all uses of one state count in one row.
const SINGLE_USE = { name: 'oidc-state', limit: 1, windowMs: PENDING_OIDC_MS } as const;

/**
 * Marks a pending sign-in as used; answers false when it was used before (a replayed callback). Rows of
 * states that have expired anyway are removed on the way.
 *
 * @example
 * if (!(await claimPendingOidc(handle, pending, now))) return refuse('replayed');
 */
export async function claimPendingOidc(
  handle: DatabaseHandle,
  pending: PendingOidcSignIn,
  now: Date,
): Promise<boolean> {
  const key = createHash('sha256').update(pending.state).digest('hex');
  const hits = await recordRateLimitHit(handle, SINGLE_USE, key, new Date(pending.issuedAt));
  await handle.db
    .deleteFrom('rate_limits')
    .where('bucket', 'like', `${SINGLE_USE.name}:%`)
    .where('window_start', '<', new Date(now.getTime() - 2 * PENDING_OIDC_MS).toISOString())
    .execute();
  return hits <= SINGLE_USE.limit;
}
