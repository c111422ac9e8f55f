import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PORTAL_DIR = join(import.meta.dirname, '..', '..');

/**
 * Fails the calling suite, saying how to build, when the portal's production build is missing: a test of the
 * built portal that skipped itself instead would pass without checking anything.
 */
export function requireBuiltPortal(): void {
  const entries = ['build/bin/server.js', 'build/server/index.js'];
  const missing = entries.filter((entry) => !existsSync(join(PORTAL_DIR, entry)));
  if (missing.length > 0)
    throw new Error(
      `The portal is not built (${missing.join(', ')} missing): run \`pnpm build:packages && pnpm build:portal\` ` +
        'first (`npm test` does it).',
    );
}
