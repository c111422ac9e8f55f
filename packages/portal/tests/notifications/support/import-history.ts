import type { DatabaseHandle } from '../../../app/server/db/database.server.js';
import type { RecordChangeKind } from '../../../app/server/db/schema.server.js';

/** One record_changes row as a test writes it (what the importer will write for a real run). */
export interface TestChange {
  entity: string;
  customer: string;
  key: string[];
  kind: RecordChangeKind;
  asset?: string | null;
  field?: string;
  old?: string | null;
  new?: string | null;
}

/**
 * Records a succeeded import run that finished at `at` with the given record changes, as the importer
 * records one, so the notification job can be tested before the importer writes record_changes itself.
 *
 * @example
 * await recordRun(handle, 'run-1', '2026-11-26T05:00:00.000Z', [{ entity: 'ncr', customer: 'Northwind Drilling', key: ['NW-NCR2'], kind: 'added' }]);
 */
export async function recordRun(
  handle: DatabaseHandle,
  id: string,
  at: string,
  changes: readonly TestChange[],
): Promise<void> {
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
      duration_ms: 1,
      manifest: null,
      progress: null,
      summary: null,
      problem_count: 0,
      problems: null,
    })
    .execute();
  for (const change of changes) {
    await handle.db
      .insertInto('record_changes')
      .values({
        run_id: id,
        entity: change.entity,
        customer: change.customer,
        record_key: JSON.stringify(change.key),
        field: change.field ?? '',
        kind: change.kind,
        asset: change.asset ?? null,
        old_value: change.old ?? null,
        new_value: change.new ?? null,
        at,
      })
      .execute();
  }
}

/**
 * The To and Subject of each .eml text, as `to | subject`, sorted.
 *
 * @example
 * mailLines(await outbox(dir, 7)); // ['pia@polar.test | Delivery ticket PO-DT2 issued', ...]
 */
export function mailLines(mails: readonly string[]): string[] {
  return mails
    .map((mail) => {
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(mail)?.[1] ?? '';
      return `${header('To')} | ${header('Subject')}`;
    })
    .sort();
}
