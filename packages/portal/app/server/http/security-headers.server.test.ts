import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, contentSecurityPolicy } from './security-headers.server.js';

describe('contentSecurityPolicy', () => {
  it('should allow nonce scripts, WebAssembly and workers of this origin, and nothing framing the page', () => {
    expect(contentSecurityPolicy('r4nd0m', { development: false })).toBe(
      "default-src 'self'; script-src 'nonce-r4nd0m' 'strict-dynamic' 'wasm-unsafe-eval'; worker-src 'self'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
        "object-src 'none'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("should add eval and the dev server's web socket in development only", () => {
    expect(contentSecurityPolicy('r4nd0m', { development: true })).toBe(
      "default-src 'self'; script-src 'nonce-r4nd0m' 'strict-dynamic' 'wasm-unsafe-eval' 'unsafe-eval'; " +
        "worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self' ws: wss:; object-src 'none'; frame-src 'self'; base-uri 'none'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });
});

describe('applySecurityHeaders', () => {
  it('should let this origin alone use the camera, and nobody the microphone or the location', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { production: true });
    expect(headers.get('Permissions-Policy')).toBe('camera=(self), microphone=(), geolocation=()');
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
