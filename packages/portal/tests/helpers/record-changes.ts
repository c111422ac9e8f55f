import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import type { RecordChangeKind } from '../../app/server/db/schema.server.js';

/** One change as a test writes it: the run it belongs to and when that run applied it. */
export interface TestChange {
  run: string;
  at: string;
  entity: string;
  customer: string;
  key: readonly string[];
  kind: RecordChangeKind;
  field?: string;
  asset: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * Writes import runs and their record_changes rows as an import would, for tests of what reads them.
 *
 * @example
 * await writeRecordChanges(handle, [{ run: 'r1', at: '2025-10-01T08:00:00Z', entity: 'serials', customer: 'Northwind Drilling', key: ['NW-0001'], kind: 'added', asset: 'Rig A' }]);
 */
export async function writeRecordChanges(
  handle: DatabaseHandle,
  changes: readonly TestChange[],
): Promise<void> {
  const runs = new Map(changes.map((change) => [change.run, change.at]));
  for (const [id, at] of runs)
    await handle.db
      .insertInto('import_runs')
      .values({
        id,
        source: 'command',
        actor: 'test@host',
        import_key_id: null,
        status: 'succeeded',
        started_at: at,
        finished_at: at,
        duration_ms: 0,
        manifest: null,
        progress: null,
        summary: null,
        problem_count: 0,
        problems: null,
      })
      .execute();
  for (const change of changes)
    await handle.db
      .insertInto('record_changes')
      .values({
        run_id: change.run,
        entity: change.entity,
        customer: change.customer,
        record_key: JSON.stringify(change.key),
        field: change.field ?? '',
        kind: change.kind,
        asset: change.asset,
        old_value: change.from ?? null,
        new_value: change.to ?? null,
        at: change.at,
      })
      .execute();
}
