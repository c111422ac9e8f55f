import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueBearerToken, readBearerToken } from './bearer-token.server.js';

const claims = { userId: 'u1', sessionIdHash: 'h1' };
const LIFETIME_MS = 15 * 60_000;

describe('readBearerToken', () => {
  it('given a token read before, should still answer expired once its lifetime is over', async () => {
    const key = randomBytes(32);
    const issued = new Date('2026-01-01T08:00:00Z');
    const { token } = await issueBearerToken(key, claims, issued, LIFETIME_MS);
    expect(await readBearerToken(key, token, issued)).toEqual({ kind: 'valid', claims });
    expect(await readBearerToken(key, token, new Date(issued.getTime() + LIFETIME_MS - 1000))).toEqual({
      kind: 'valid',
      claims,
    });
    expect(await readBearerToken(key, token, new Date(issued.getTime() + LIFETIME_MS))).toEqual({
      kind: 'expired',
      claims,
      expiredAt: new Date('2026-01-01T08:15:00Z'),
    });
  });

  it('given a token read before, should refuse it under another key and any altered copy of it', async () => {
    const key = randomBytes(32);
    const now = new Date();
    const { token } = await issueBearerToken(key, claims, now, LIFETIME_MS);
    expect((await readBearerToken(key, token, now)).kind).toBe('valid');
    expect(await readBearerToken(randomBytes(32), token, now)).toEqual({ kind: 'invalid' });
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await readBearerToken(key, altered, now)).toEqual({ kind: 'invalid' });
  });
});
