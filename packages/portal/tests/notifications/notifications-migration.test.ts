import { describe, expect, it } from 'vitest';
import { notificationsMigration } from '../../app/server/db/migrations/0009-notifications.server.js';
import { deriveImportRuns } from '../../app/server/notifications/derive-runs.server.js';
import { NORTHWIND } from '../helpers/actors.js';
import { DIALECTS, useTestDatabase } from '../helpers/test-database.js';
import { recordRun } from './support/import-history.js';

describe.each(DIALECTS)('the notifications migration on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should count the runs that succeeded before it as derived, so an upgrade tells no one of the past', async () => {
    const { handle } = database();
    await notificationsMigration.down?.(handle.db);
    await recordRun(handle, 'old-0', '2026-11-01T08:00:00.000Z', []);
    await recordRun(handle, 'old-1', '2026-11-02T08:00:00.000Z', [
      { entity: 'ncr', customer: NORTHWIND, key: ['NW-NCR7'], kind: 'added' },
    ]);
    await notificationsMigration.up(handle.db);
    const derived = await handle.db
      .selectFrom('notification_derived_runs')
      .select('run_id')
      .orderBy('run_id')
      .execute();
    expect(derived.map((row) => row.run_id)).toEqual(['old-0', 'old-1']);
    await recordRun(handle, 'new-1', '2026-11-26T08:00:00.000Z', [
      { entity: 'ncr', customer: NORTHWIND, key: ['NW-NCR8'], kind: 'added' },
    ]);
    expect(await deriveImportRuns(handle, new Date('2026-11-26T09:00:00.000Z'))).toBe(1);
    const events = await handle.db.selectFrom('notification_events').select('title').execute();
    expect(events.map((row) => row.title)).toEqual(['NCR NW-NCR8 opened']);
  });
});
