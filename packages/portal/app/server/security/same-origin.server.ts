const WEB_SCHEMES = new Set(['http:', 'https:']);

/**
 * Whether a state-changing request comes from the portal's own pages: refused when the browser says it is
 * cross-site (Sec-Fetch-Site) or when Origin (else Referer) names another origin or is opaque. Requests
 * without either header are not from a browser form (API clients with a bearer token) and pass; the
 * SameSite=Lax cookie is the second line.
 *
 * @example
 * isSameOriginRequest(request, { publicOrigin: 'https://portal.example.com' }); // true or false
 */
export function isSameOriginRequest(request: Request, options: { publicOrigin: string | null }): boolean {
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return false;
  const origin = request.headers.get('Origin') ?? refererOrigin(request.headers.get('Referer'));
  if (origin === null) return true;
  if (origin === 'null') return false;
  try {
    const seen = new URL(origin);
    if (options.publicOrigin) return seen.origin === options.publicOrigin;
    // Without PORTAL_ORIGIN: the Host header's host, on either web scheme (a TLS proxy in front may be
    // unknown here). A cross-site page cannot set the Host its victim's browser sends; a client that sets
    // both headers itself carries no victim's cookie. docs/security.md (CSRF) says so.
    return WEB_SCHEMES.has(seen.protocol) && seen.host === new URL(request.url).host;
  } catch {
    return false;
  }
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
