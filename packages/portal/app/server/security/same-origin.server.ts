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
    return seen.host === new URL(request.url).host;
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
