import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.server.js';

const TOKEN = 'A'.repeat(43);

describe('the session cookie', () => {
  it('should be __Host- prefixed and Secure in secure mode, plain otherwise', () => {
    const expires = new Date(Date.now() + 3600_000);
    expect(sessionCookie(TOKEN, expires, { secure: true })).toMatch(
      /^__Host-rigready_session=A{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(3599|3600); Secure$/,
    );
    expect(sessionCookie(TOKEN, expires, { secure: false })).not.toContain('Secure');
    expect(clearedSessionCookie({ secure: false })).toContain('Max-Age=0');
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
