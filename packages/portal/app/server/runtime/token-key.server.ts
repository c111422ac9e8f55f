import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../config/private-files.server.js';

const KEY_FILE = 'auth-token.key';

/**
 * The HMAC key that signs bearer tokens: the configured secret, else a random key generated on first start
 * and kept (mode 0600) in the data folder. Several instances must share it: configure AUTH_TOKEN_SECRET.
 *
 * @example
 * const key = loadTokenKey(null, '/srv/rigready/data'); // 32 random bytes, the same on every start
 */
export function loadTokenKey(secret: string | null, dataDir: string): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  const file = join(dataDir, KEY_FILE);
  try {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  makePrivateDirSync(dataDir);
  // 'wx' fails if another instance wrote the file meanwhile: then read theirs, so both sign alike.
  try {
    writeFileSync(file, key.toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return key;
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
}
