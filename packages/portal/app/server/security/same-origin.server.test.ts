import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin.server.js';

const post = (headers: Record<string, string>) =>
  new Request('http://portal.test/login', { method: 'POST', headers });

describe('isSameOriginRequest', () => {
  it.each([
    [{ Origin: 'http://portal.test' }, null, true],
    [{ Origin: 'https://evil.test' }, null, false],
    [{ Origin: 'null' }, null, false],
    [{ Referer: 'http://portal.test/login' }, null, true],
    [{ Referer: 'http://evil.test/page' }, null, false],
    [{}, null, true],
    [{ Origin: 'http://portal.test', 'Sec-Fetch-Site': 'cross-site' }, null, false],
    [{ Origin: 'https://portal.test' }, null, true],
    [{ Origin: 'ftp://portal.test' }, null, false],
    [{ Origin: 'ws://portal.test' }, null, false],
    [{ Referer: 'file://portal.test/form.html' }, null, false],
    [{ Origin: 'http://portal.test' }, 'http://portal.test', true],
    [{ Origin: 'https://portal.test' }, 'http://portal.test', false],
    [{ Origin: 'https://portal.example.com' }, 'https://portal.example.com', true],
    [{ Origin: 'http://portal.test' }, 'https://portal.example.com', false],
  ])('should judge %o (public origin %s) as %s', (headers, publicOrigin, expected) => {
    expect(isSameOriginRequest(post(headers), { publicOrigin })).toBe(expected);
  });
});
