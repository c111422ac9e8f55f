/**
 * The same request as seen by the page a sub-route belongs to (its cookies and method, the page's path),
 * so a download endpoint under a page is guarded exactly as that page: same sign-in, admin and guest rules.
 *
 * @example
 * const identity = await requirePageUser(asPageRequest(request, '/delivery'));
 */
export function asPageRequest(request: Request, page: `/${string}`): Request {
  return new Request(new URL(page, request.url), { method: 'GET', headers: request.headers });
}
