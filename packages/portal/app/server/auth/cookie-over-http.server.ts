/** What the sign-in page says when the browser will drop the Secure session cookie. */
export const COOKIE_OVER_HTTP_MESSAGE =
  'Signing in will not work at this address: it is plain http, and the portal sends its session cookie to HTTPS only (SESSION_COOKIE_SECURE), so the browser drops it and you come back here. The operator serves the portal over HTTPS (PORTAL_ORIGIN=https://…), or sets SESSION_COOKIE_SECURE=off for a plain-http deployment.';

// Browsers keep Secure cookies on these hosts over plain http (they are secure contexts).
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The warning for a page reached over plain http at a host other than the loopback while the session
 * cookie is Secure, or null. A TLS-terminating proxy's `X-Forwarded-Proto: https` counts as https: the
 * answer only decides a hint, so the header needs no trust.
 *
 * @example
 * cookieOverHttpWarning(new Request('http://10.0.0.5:3000/login'), true); // COOKIE_OVER_HTTP_MESSAGE
 */
export function cookieOverHttpWarning(request: Request, secureCookies: boolean): string | null {
  if (!secureCookies) return null;
  const url = new URL(request.url);
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  const protocol = forwarded ? `${forwarded}:` : url.protocol;
  if (protocol !== 'http:' || LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost')) return null;
  return COOKIE_OVER_HTTP_MESSAGE;
}
