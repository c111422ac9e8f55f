/**
 * Whether the request most likely comes from a phone: the browser's own `Sec-CH-UA-Mobile` hint where it
 * sends one (Chromium does on every request), otherwise "Mobi" in the user agent (Safari, Firefox), the
 * token their phone builds carry. A guess for the first render only: the page corrects it once measured.
 *
 * @example
 * isPhoneRequest(new Headers({ 'Sec-CH-UA-Mobile': '?1' })); // true
 */
export function isPhoneRequest(headers: Headers): boolean {
  const hint = headers.get('Sec-CH-UA-Mobile');
  if (hint !== null) return hint.trim() === '?1';
  return /Mobi/.test(headers.get('User-Agent') ?? '');
}
