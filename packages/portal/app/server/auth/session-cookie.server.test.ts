import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.server.js';

const TOKEN = 'A'.repeat(43);

describe('the session cookie', () => {
  it('should be __Host- prefixed and Secure in secure mode, plain otherwise', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    const expires = new Date('2026-11-26T10:00:00Z');
    expect(sessionCookie(TOKEN, expires, { secure: true }, now)).toBe(
      `__Host-rigready_session=${TOKEN}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure`,
    );
    expect(sessionCookie(TOKEN, expires, { secure: false }, now)).not.toContain('Secure');
    expect(clearedSessionCookie({ secure: false })).toContain('Max-Age=0');
  });

  it("should live from the portal's clock, so a clock fixed in the past (PORTAL_NOW) keeps the cookie", () => {
    const expires = new Date('2020-01-01T08:00:00Z');
    expect(sessionCookie(TOKEN, expires, { secure: false }, new Date('2020-01-01T00:00:00Z'))).toContain(
      'Max-Age=28800',
    );
  });

  it("should read only the current mode's cookie, and only a well-formed value", () => {
    const request = (cookie: string) => new Request('http://portal.test/', { headers: { Cookie: cookie } });
    expect(readSessionCookie(request(`a=1; __Host-rigready_session=${TOKEN}`), { secure: true })).toBe(TOKEN);
    expect(readSessionCookie(request(`rigready_session=${TOKEN}`), { secure: true })).toBeNull();
    expect(readSessionCookie(request('rigready_session=short'), { secure: false })).toBeNull();
    expect(
      readSessionCookie(request('rigready_session=<script>aaaaaaaaaaaaaaaaaaaaa'), { secure: false }),
    ).toBeNull();
  });
});
