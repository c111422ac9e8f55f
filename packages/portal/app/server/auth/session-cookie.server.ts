import { requestCookie } from './request-cookie.server.js';

/** Whether the cookie is `Secure` with the `__Host-` prefix (production, HTTPS) or plain (local http). */
export interface CookieMode {
  secure: boolean;
}

const BASE_NAME = 'rigready_session';

/**
 * The session cookie's name: `__Host-rigready_session` when secure (bound to this host, path /, HTTPS
 * only), `rigready_session` otherwise.
 *
 * @example
 * sessionCookieName({ secure: true }); // '__Host-rigready_session'
 */
export function sessionCookieName(mode: CookieMode): string {
  return mode.secure ? `__Host-${BASE_NAME}` : BASE_NAME;
}

/**
 * The session id from the request's Cookie header, or null. Only the cookie of the current mode counts,
 * so a plain cookie cannot stand in for the `__Host-` one.
 *
 * @example
 * readSessionCookie(request, { secure: false }); // 'k3J...'
 */
export function readSessionCookie(request: Request, mode: CookieMode): string | null {
  const value = requestCookie(request, sessionCookieName(mode));
  return value !== null && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

/**
 * The Set-Cookie value that stores a session id: httpOnly, SameSite=Lax, path /, living from `now` (the
 * portal's clock, which set the expiry) until the session's absolute expiry; Secure (and `__Host-`) when
 * the mode says so.
 *
 * @example
 * headers.append('Set-Cookie',
 *   sessionCookie(token, new Date(session.absoluteExpiresAt), { secure: true }, runtime.now()));
 */
export function sessionCookie(token: string, expires: Date, mode: CookieMode, now: Date): string {
  const maxAge = Math.max(0, Math.floor((expires.getTime() - now.getTime()) / 1000));
  const secure = mode.secure ? '; Secure' : '';
  return `${sessionCookieName(mode)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/**
 * The Set-Cookie value that removes the session cookie (sign-out).
 *
 * @example
 * headers.append('Set-Cookie', clearedSessionCookie({ secure: false }));
 */
export function clearedSessionCookie(mode: CookieMode): string {
  const secure = mode.secure ? '; Secure' : '';
  return `${sessionCookieName(mode)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
