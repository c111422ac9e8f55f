import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

// A key of its own, derived from the token key, as the pending sign-in cookie's: the bearer-token HMAC key
// never doubles as an AES key, and the two AES keys never meet.
function secretKey(tokenKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenKey, 'rigready', 'customer-connection-secret', 32));
}

/**
 * A customer connection's client secret sealed for the database: AES-256-GCM under a key derived from the
 * token key (HKDF), a fresh 12-byte IV, the connection's id as additional data (a sealed secret copied to
 * another connection's row does not open), as base64url `iv | ciphertext | tag`.
 *
 * @example
 * const sealed = sealConnectionSecret(runtime.tokenKey, connectionId, 'client-secret');
 */
export function sealConnectionSecret(tokenKey: Uint8Array, connectionId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretKey(tokenKey), iv);
  cipher.setAAD(Buffer.from(connectionId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The client secret of {@link sealConnectionSecret}, or null when the sealed text was altered, belongs to
 * another connection or was sealed under another token key.
 *
 * @example
 * const secret = openConnectionSecret(runtime.tokenKey, row.id, row.client_secret_sealed);
 */
export function openConnectionSecret(
  tokenKey: Uint8Array,
  connectionId: string,
  sealed: string,
): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(tokenKey), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(connectionId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
