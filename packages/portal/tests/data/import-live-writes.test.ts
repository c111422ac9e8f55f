import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listImportRuns } from '../../app/server/importer/import-runs.server.js';
import { startLiveWrites } from '../../bench/support/live-writes.js';
import { writeDemoDataSet } from '../../scripts/demo-data/index.js';
import { DIALECTS, TEST_POSTGRES_URL, useTestDatabase } from '../helpers/test-database.js';

const PORTAL_DIR = new URL('../../', import.meta.url).pathname;
const SERIALS = 20_000;

describe.each(DIALECTS)('an import while the portal writes, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should succeed without failing or stalling a live write', { timeout: 180_000 }, async () => {
    const { handle, dataDir, schema } = database();
    const folder = mkdtempSync(join(tmpdir(), 'rigready-live-import-'));
    try {
      await writeDemoDataSet(folder, { customers: 1, serialsPerCustomer: SERIALS });
      const userId = randomUUID();
      await handle.db
        .insertInto('users')
        .values({
          id: userId,
          email: 'live@rigready.test',
          email_key: 'live@rigready.test',
          name: null,
          phone: null,
          Customer: null,
          is_admin: 1,
          routes_list: '[]',
          assets: '[]',
          excluded_assets: '[]',
          flags: '{}',
          password_hash: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const databaseUrl =
        dialect === 'sqlite'
          ? `file:${join(dataDir, 'test.sqlite')}`
          : `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      // The import runs in a process of its own, as `npm run import` does beside the portal.
      const live = startLiveWrites(handle, userId, 20);
      const child = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/import.ts', folder],
        {
          cwd: PORTAL_DIR,
          env: { ...process.env, PORTAL_DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
          timeout: 170_000,
        },
      );
      const figures = await live.stop();
      console.log(
        `${dialect}: ${figures.writes} live writes during the import, p95 ${figures.p95Ms.toFixed(1)} ms, ` +
          `max ${figures.maxMs.toFixed(1)} ms`,
      );
      expect(child.stdout).toMatch(/^Imported /m);
      expect(figures.failures).toEqual([]);
      expect(figures.writes).toBeGreaterThan(20);
      const [run] = await listImportRuns(handle, { limit: 1 });
      expect(run?.status).toBe('succeeded');
      expect(run?.summary?.serials?.added).toBe(SERIALS);
      const serials = await handle.db
        .selectFrom('serials')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(serials.count)).toBe(SERIALS);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
