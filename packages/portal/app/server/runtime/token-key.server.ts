import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PortalEnv } from '../config/env.server.js';
import { type DatabaseHandle, openDatabase } from '../db/database.server.js';
import { shareSecret } from './shared-secret.server.js';

/** The bearer-token key's row in portal_secrets. */
const SECRET_NAME = 'auth-token-key';
/** Where each instance kept its own key before the database held it; adopted once, then unused. */
const LEGACY_KEY_FILE = 'auth-token.key';

// server.ts reads the key before serving; the React Router build's runtime takes it from here. Each loads
// this module separately, so the key lives on globalThis.
const KEY_SLOT = Symbol.for('rigready.auth.tokenKey');
const slot = globalThis as { [KEY_SLOT]?: Uint8Array };

function legacyKey(dataDir: string): Buffer | null {
  try {
    const stored = Buffer.from(readFileSync(join(dataDir, LEGACY_KEY_FILE), 'utf8').trim(), 'base64url');
    return stored.length >= 32 ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The bearer-token key every instance on this database shares: the one stored in it, else a new one that
 * the first instance to start stores (a concurrent start stores nothing and reads the winner's). A key the
 * data folder kept from before is adopted, so tokens and signed links already out stay valid.
 *
 * @example
 * const key = await shareTokenKey(handle, '/srv/rigready/data'); // 32 bytes, the same on every host
 */
export async function shareTokenKey(handle: DatabaseHandle, dataDir: string): Promise<Uint8Array> {
  return shareSecret(handle, SECRET_NAME, () => legacyKey(dataDir) ?? randomBytes(32));
}

/**
 * Reads (or makes) the shared key from the configured database for this process's runtime; with
 * AUTH_TOKEN_SECRET set there is nothing to read. Call before serving (server.ts).
 *
 * @example
 * await prepareTokenKey(getEnv(), getIdentityConfig().tokenSecret);
 */
export async function prepareTokenKey(env: PortalEnv, secret: string | null): Promise<void> {
  if (secret) return;
  const handle = openDatabase(env.database);
  try {
    slot[KEY_SLOT] = await shareTokenKey(handle, env.dataDir);
  } finally {
    await handle.close();
  }
}

/**
 * The HMAC key that signs bearer tokens and links: AUTH_TOKEN_SECRET when set, else the key shared through
 * the database (see {@link prepareTokenKey}).
 *
 * @example
 * const key = loadTokenKey(identity.tokenSecret);
 */
export function loadTokenKey(secret: string | null): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  const key = slot[KEY_SLOT];
  if (!key) throw new Error('the bearer-token key was not read from the database before serving');
  return key;
}
