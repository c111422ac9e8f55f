import { describe, expect, it } from 'vitest';
import { openFactorSecret, sealFactorSecret } from './factor-secret.server.js';

const KEY = new Uint8Array(32).fill(7);
const SECRET = new TextEncoder().encode('12345678901234567890');

describe('sealed TOTP secrets', () => {
  it('open with the same key and user', () => {
    const stored = sealFactorSecret(KEY, 'u1', SECRET);
    expect(stored).not.toContain('12345678901234567890');
    expect(openFactorSecret(KEY, 'u1', stored)).toEqual(SECRET);
  });

  it('do not open for another user, another key, or once altered', () => {
    const stored = sealFactorSecret(KEY, 'u1', SECRET);
    expect(openFactorSecret(KEY, 'u2', stored)).toBeNull();
    expect(openFactorSecret(new Uint8Array(32).fill(8), 'u1', stored)).toBeNull();
    const altered = Buffer.from(stored, 'base64url');
    altered[40] = (altered[40] ?? 0) ^ 1;
    expect(openFactorSecret(KEY, 'u1', altered.toString('base64url'))).toBeNull();
    expect(openFactorSecret(KEY, 'u1', 'short')).toBeNull();
  });
});
