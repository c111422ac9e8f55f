import { newToken } from './token-hash.server.js';

/**
 * What starts every import key, so a key is told from a user's bearer token (a JWT) at a glance, and a
 * secret scanner can find one pasted where it should not be.
 */
export const IMPORT_KEY_PREFIX = 'rrik_';

/**
 * A new import key: the prefix and 256 random bits. Only its hash (hashToken) is stored.
 *
 * @example
 * const key = newImportKey(); // 'rrik_3q2V...' (48 characters)
 */
export function newImportKey(): string {
  return `${IMPORT_KEY_PREFIX}${newToken()}`;
}

/**
 * Whether a presented credential is an import key by its form (whether it is a valid one is the database's
 * to say).
 *
 * @example
 * looksLikeImportKey('rrik_3q2V...'); // true
 * looksLikeImportKey('eyJhbGciOi...'); // false
 */
export function looksLikeImportKey(credential: string): boolean {
  return credential.startsWith(IMPORT_KEY_PREFIX);
}
