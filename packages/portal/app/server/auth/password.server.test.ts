import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.server.js';

describe('password hashing', () => {
  it('should produce an argon2id PHC string with the OWASP parameters and a fresh salt each time', async () => {
    const first = await hashPassword('rigready-demo');
    const second = await hashPassword('rigready-demo');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
  });

  it('should verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('rigready-demo');
    expect(await verifyPassword('rigready-demo', stored)).toBe(true);
    expect(await verifyPassword('rigready-demO', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('should verify nothing against a malformed or foreign hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(false);
  });

  it('should refuse to hash an empty password', async () => {
    await expect(hashPassword('')).rejects.toThrow('must not be empty');
  });
});
