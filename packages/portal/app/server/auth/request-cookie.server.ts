/**
 * The value of one cookie of the request's Cookie header, or null when it is absent.
 *
 * @example
 * requestCookie(request, 'rigready_oidc'); // 'eyJ...'
 */
export function requestCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
