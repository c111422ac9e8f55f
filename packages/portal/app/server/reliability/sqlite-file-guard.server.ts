import { type Stats, statSync } from 'node:fs';
import { DatabaseUnavailableError } from './database-unavailable.server.js';

/** A healthy verdict is reused this long, so the check costs a few stat calls per interval, not per query. */
const HEALTHY_FOR_MS = 250;

const noWriteBits = (stats: Stats) => (stats.mode & 0o222) === 0;

/**
 * A check of an open SQLite file that SQLite itself does not make: an open connection keeps reading a
 * file that was made read-only or moved away (and root writes to it regardless), so the portal would
 * serve from a database nobody can maintain. The check throws {@link DatabaseUnavailableError} when the
 * file is gone from its path, was replaced by another file, or it or its -wal/-shm file has no write
 * permission; it passes again as soon as the file is back.
 *
 * @example
 * const check = sqliteFileGuard('/srv/rigready/rigready.sqlite');
 * check(); // throws while the file is read-only
 */
export function sqliteFileGuard(path: string): () => void {
  let identity: { dev: number; ino: number } | undefined;
  let healthyUntil = 0;
  return () => {
    const now = performance.now();
    if (now < healthyUntil) return;
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) throw new DatabaseUnavailableError(`the database file ${path} is missing`);
    identity ??= { dev: stats.dev, ino: stats.ino };
    if (stats.dev !== identity.dev || stats.ino !== identity.ino) {
      throw new DatabaseUnavailableError(
        `the database file ${path} was replaced while open: restart to use it`,
      );
    }
    for (const file of [path, `${path}-wal`, `${path}-shm`]) {
      const found = file === path ? stats : statSync(file, { throwIfNoEntry: false });
      if (found && noWriteBits(found)) throw new DatabaseUnavailableError(`${file} is read-only`);
    }
    healthyUntil = now + HEALTHY_FOR_MS;
  };
}
