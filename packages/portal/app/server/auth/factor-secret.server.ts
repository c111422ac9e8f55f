import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A key of its own, derived from the token key, so no other use of the token key ever doubles as this one.
function secretKey(tokenKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenKey, 'rigready', 'second-factor-secret', 32));
}

/**
 * Seals a user's TOTP secret for the database: AES-256-GCM under a key derived (HKDF) from the token key,
 * with the user's id as associated data, so a sealed secret copied to another user's row does not open.
 * The stored form is base64url of the 12-byte nonce, the 16-byte tag and the ciphertext.
 *
 * @example
 * const stored = sealFactorSecret(runtime.tokenKey, userId, newTotpSecret());
 */
export function sealFactorSecret(tokenKey: Uint8Array, userId: string, secret: Uint8Array): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(tokenKey), nonce);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * The secret a {@link sealFactorSecret} sealed, or null when it was altered, sealed for another user or
 * with another token key.
 *
 * @example
 * const secret = openFactorSecret(runtime.tokenKey, userId, row.secret);
 */
export function openFactorSecret(tokenKey: Uint8Array, userId: string, stored: string): Uint8Array | null {
  const bytes = Buffer.from(stored, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(tokenKey), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]));
  } catch {
    return null;
  }
}
