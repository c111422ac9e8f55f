import { describe, expect, it } from 'vitest';
import { COOKIE_OVER_HTTP_MESSAGE, cookieOverHttpWarning } from './cookie-over-http.server.js';

const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('the warning of a Secure session cookie over plain http', () => {
  it('should warn over http at a LAN address or name while the cookie is Secure', () => {
    expect(cookieOverHttpWarning(at('http://10.0.0.5:3000/login'), true)).toBe(COOKIE_OVER_HTTP_MESSAGE);
    expect(cookieOverHttpWarning(at('http://portal.lan/login'), true)).toBe(COOKIE_OVER_HTTP_MESSAGE);
  });

  it('should not warn at the loopback, over https, behind a TLS proxy, or with SESSION_COOKIE_SECURE=off', () => {
    expect(cookieOverHttpWarning(at('http://localhost:3000/login'), true)).toBe(null);
    expect(cookieOverHttpWarning(at('http://127.0.0.1:3000/login'), true)).toBe(null);
    expect(cookieOverHttpWarning(at('https://portal.example.com/login'), true)).toBe(null);
    expect(
      cookieOverHttpWarning(at('http://10.0.0.5:3000/login', { 'X-Forwarded-Proto': 'https' }), true),
    ).toBe(null);
    expect(cookieOverHttpWarning(at('http://10.0.0.5:3000/login'), false)).toBe(null);
  });
});
