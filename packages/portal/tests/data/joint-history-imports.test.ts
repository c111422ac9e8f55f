import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeOldChanges } from '../../app/server/importer/change-history-retention.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { jointHistory } from '../../app/server/joint-history/joint-history.server.js';
import { toolHistory } from '../../app/server/joint-history/tool-history.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor, NORTHWIND } from '../helpers/actors.js';
import { DIALECTS, useTestDatabase } from '../helpers/test-database.js';

const JOINT_LIFE = join(import.meta.dirname, '..', 'fixtures', 'joint-life');
const ORIGIN = { source: 'command', actor: 'ops@etl-1' } as const;

describe.each(DIALECTS)('a joint moved between two real imports on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should date the first import as first recorded and the second as the move and location change', async () => {
    const { handle, store } = database();
    // Only Date is faked: the imports' runs are dated by the clock, the database drivers' timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-01T08:00:00Z'));
    await runImport(handle, store, join(JOINT_LIFE, 'first'), ORIGIN);
    vi.setSystemTime(new Date('2025-11-02T09:00:00Z'));
    await runImport(handle, store, join(JOINT_LIFE, 'second'), ORIGIN);
    vi.useRealTimers();
    const scoped = createScopedDb(handle, actorFor(NORTHWIND));
    const joint = await jointHistory(scoped, 'NW-0001', 'Europe/Oslo');
    expect(joint?.events.map((event) => [event.date, event.kind, event.title])).toEqual([
      ['2025-06-01', 'received', 'Received from Rig A'],
      ['2025-06-19', 'inspected', 'Inspected: Accepted'],
      ['2025-07-07', 'shipped', 'Shipped to Rig A'],
      ['2025-09-02', 'returned', 'Returned from Rig A'],
      ['2025-09-10', 'inspected', 'Inspected: Accepted'],
      ['2025-10-01', 'recorded', 'First listed in the portal'],
      ['2025-11-02', 'moved', 'Moved to Tananger, rack R2, position 5'],
      ['2025-11-02', 'location', 'Location: Inspection'],
    ]);
    expect(joint?.events.slice(6)).toEqual([
      {
        date: '2025-11-02',
        kind: 'moved',
        title: 'Moved to Tananger, rack R2, position 5',
        facts: [['From', 'Tananger, rack R1, position 1']],
        action: null,
      },
      {
        date: '2025-11-02',
        kind: 'location',
        title: 'Location: Inspection',
        facts: [['Was', 'Rig Ready']],
        action: null,
      },
    ]);
    const tool = await toolHistory(scoped, 'NW-BHA1', 'Europe/Oslo');
    expect(tool?.events.map((event) => [event.date, event.kind, event.title])).toEqual([
      ['2025-04-04', 'received', 'Received from Rig A'],
      ['2025-04-10', 'inspected', 'Multi report: Accepted'],
      ['2025-07-08', 'shipped', 'Shipped to Rig A'],
      ['2025-10-01', 'recorded', 'First listed in the portal'],
      ['2025-11-02', 'moved', 'Moved to Tananger, rack B1, slot 14A'],
    ]);
  });

  it('given the first import older than the history keeps, should say so and not date a first listing', async () => {
    const { handle, store } = database();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-01T08:00:00Z'));
    await runImport(handle, store, join(JOINT_LIFE, 'first'), ORIGIN);
    vi.setSystemTime(new Date('2025-11-02T09:00:00Z'));
    await runImport(handle, store, join(JOINT_LIFE, 'second'), ORIGIN);
    vi.useRealTimers();
    const now = new Date('2026-11-15T12:00:00Z');
    const scoped = createScopedDb(handle, actorFor(NORTHWIND));
    const kept = { months: 12, now };
    // Before the job removes them, the joint's changes start with its first listing: nothing is missing.
    expect((await jointHistory(scoped, 'NW-0001', 'Europe/Oslo', null, kept))?.historyNote).toBeNull();
    await removeOldChanges(handle, 12, now);
    const joint = await jointHistory(scoped, 'NW-0001', 'Europe/Oslo', null, kept);
    expect(joint?.events.map((event) => [event.date, event.kind, event.title])).toEqual([
      ['2025-06-01', 'received', 'Received from Rig A'],
      ['2025-06-19', 'inspected', 'Inspected: Accepted'],
      ['2025-07-07', 'shipped', 'Shipped to Rig A'],
      ['2025-09-02', 'returned', 'Returned from Rig A'],
      ['2025-09-10', 'inspected', 'Inspected: Accepted'],
      ['2025-11-02', 'moved', 'Moved to Tananger, rack R2, position 5'],
      ['2025-11-02', 'location', 'Location: Inspection'],
    ]);
    expect(joint?.historyNote).toBe(
      'Changes before November 2025 are no longer kept (history is kept for 12 months)',
    );
    const tool = await toolHistory(scoped, 'NW-BHA1', 'Europe/Oslo', null, kept);
    expect(tool?.events.map((event) => event.kind)).toEqual(['received', 'inspected', 'shipped', 'moved']);
    expect(tool?.historyNote).toBe(
      'Changes before November 2025 are no longer kept (history is kept for 12 months)',
    );
    const unset = await jointHistory(scoped, 'NW-0001', 'Europe/Oslo');
    expect(unset?.historyNote).toBeNull();
  });
});
