import { createHash, randomBytes } from 'node:crypto';

/**
 * A new unguessable token (256 random bits, base64url). Only its hash is stored.
 *
 * @example
 * const token = newToken(); // 43 characters
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token: its SHA-256 in hex. A leaked table gives no usable cookie or link.
 *
 * @example
 * hashToken('abc'); // 'ba7816bf...'
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
