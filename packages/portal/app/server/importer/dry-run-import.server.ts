import type { DatabaseHandle } from '../db/database.server.js';
import { checkDataSet } from './check-data-set.server.js';
import { planSummary } from './import-folder.server.js';
import type { ImportOptions } from './import-options.server.js';
import type { ImportProblem } from './import-problem.server.js';
import type { EntityCounts } from './import-runs.server.js';

/** What an import of a folder would do, or every problem that would refuse it. */
export type DryRunReport =
  | {
      ok: true;
      summary: Record<string, EntityCounts>;
      documents: number;
      /** Fields the import would ignore (see unreadFields): no reason to refuse, but mostly mistakes. */
      unreadFields: ImportProblem[];
    }
  | { ok: false; problems: ImportProblem[] };

/**
 * Checks a data-format folder exactly as an import does (every file, row, reference, the manifest and the
 * delete guard) and compares it with the database, then stops: per entity, how many rows it would add,
 * change and delete, and the fields it would ignore. It writes nothing (no rows, no documents, no import run) and takes no lease, so it
 * runs beside the portal and beside an import.
 *
 * @example
 * const report = await dryRunImport(handle, '/imports/2026-11');
 * if (report.ok) report.summary.serials; // { file: 'serials.ndjson', rows: 27, added: 2, changed: 1, deleted: 0 }
 */
export async function dryRunImport(
  handle: DatabaseHandle,
  folder: string,
  options: Pick<ImportOptions, 'force' | 'maxDeleteShare' | 'onFile' | 'pushedWithKey'> = {},
): Promise<DryRunReport> {
  const checked = await checkDataSet(handle, folder, options);
  if (!checked.ok) return checked;
  return {
    ok: true,
    summary: planSummary(checked.plan),
    documents: checked.plan.documents.size,
    unreadFields: checked.unreadFields,
  };
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The lines `npm run import -- --check` prints for a data set the import would take: one per entity.
 *
 * @example
 * dryRunLines({ serials: { file: 'serials.ndjson', rows: 27, added: 2, changed: 1, deleted: 0 } });
 * // ['serials.ndjson: 27 rows; would add 2, change 1, delete 0']
 */
export function dryRunLines(summary: Record<string, EntityCounts>): string[] {
  return Object.values(summary).map(
    ({ file, rows, added, changed, deleted }) =>
      `${file}: ${count(rows)} ${rows === 1 ? 'row' : 'rows'}; would add ${count(added)}, ` +
      `change ${count(changed)}, delete ${count(deleted)}`,
  );
}
