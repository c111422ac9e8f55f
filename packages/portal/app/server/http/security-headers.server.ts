/**
 * The Content-Security-Policy of an HTML page: scripts only with this request's nonce (and what they
 * load, 'strict-dynamic'), WebAssembly compiled (the QR decoder; no JavaScript eval), workers of this
 * origin only, nothing framing the portal, no plugins, frames, forms and connections to this origin only.
 * Styles allow inline attributes because the ui kit positions virtualised rows with `style`.
 *
 * @example
 * contentSecurityPolicy('r4nd0m', { development: false });
 * // "default-src 'self'; script-src 'nonce-r4nd0m' 'strict-dynamic' 'wasm-unsafe-eval'; worker-src 'self'; ..."
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const connect = options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'";
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' (WebAssembly alone, never eval of JavaScript): the label scanner's worker compiles
    // ZXing's .wasm. A worker file's own answer carries no CSP here, but a proxy that puts this policy on
    // every answer, /assets included, would otherwise stop the decoder.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${options.development ? " 'unsafe-eval'" : ''}`,
    // The QR decoding worker and the service worker are files of this origin; no blob: or data: workers.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    connect,
    "object-src 'none'",
    // Frames of this origin only: the certificates page frames a certificate PDF, no plugin needed.
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the headers every dynamic answer gets: no sniffing, no framing, a strict referrer policy, no
 * caching of private content, HSTS in production, the camera for this origin alone (no microphone, no
 * location), and the CSP (the page's, or a deny-all one for data).
 *
 * @example
 * applySecurityHeaders(headers, { production: true, csp: contentSecurityPolicy(nonce, { development: false }) });
 */
export function applySecurityHeaders(
  headers: Headers,
  options: { production: boolean; csp?: string; cacheable?: boolean },
): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'same-origin');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  // The camera for this origin only: /scan reads label QR codes with it (getUserMedia).
  headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
  headers.set('Content-Security-Policy', options.csp ?? "default-src 'none'; frame-ancestors 'none'");
  if (!options.cacheable) headers.set('Cache-Control', 'no-store');
  if (options.production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * The headers of a document the portal's own pages show in a frame (the certificates): the same as
 * {@link applySecurityHeaders}, except that this origin, and only it, may frame the answer.
 *
 * @example
 * applyFramedDocumentHeaders(headers, { production: true });
 */
export function applyFramedDocumentHeaders(headers: Headers, options: { production: boolean }): void {
  applySecurityHeaders(headers, { ...options, csp: "default-src 'none'; frame-ancestors 'self'" });
  headers.set('X-Frame-Options', 'SAMEORIGIN');
}
