import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { DocumentStore } from '../documents/store/document-store.server.js';
import { type ImportOptions, type ImportReport, importFolder } from './import-folder.server.js';
import {
  type EntityCounts,
  finishImportRun,
  type ImportRunOrigin,
  startImportRun,
} from './import-runs.server.js';

/** The outcome of {@link runImport}: the run's id in the import history and the import's report. */
export interface ImportRunResult {
  runId: string;
  report: ImportReport;
}

function summaryOf(rows: Record<string, number>): Record<string, EntityCounts> {
  return Object.fromEntries(
    Object.entries(rows).map(([file, count]) => [
      file.replace(/\.n?json$/, ''),
      { file, rows: count, added: 0, changed: 0, deleted: 0 },
    ]),
  );
}

/**
 * Imports a data-format folder as one recorded run: the run is in the import history from its start, ends
 * succeeded, refused (with its problems) or failed, and the audit log notes it. `options.runId` continues a
 * run recorded already instead of starting one.
 *
 * @example
 * const { runId, report } = await runImport(handle, store, '/imports/2026-11', { source: 'command', actor: 'ops@etl-1' });
 */
export async function runImport(
  handle: DatabaseHandle,
  store: DocumentStore,
  folder: string,
  origin: ImportRunOrigin,
  options: ImportOptions = {},
): Promise<ImportRunResult> {
  const started = performance.now();
  const runId = options.runId ?? (await startImportRun(handle, origin, new Date()));
  let report: ImportReport;
  try {
    report = await importFolder(handle, store, folder, options);
  } catch (error) {
    const problem = { file: folder, row: 0, field: '(import)', reason: (error as Error).message };
    const durationMs = performance.now() - started;
    await finishImportRun(
      handle,
      runId,
      { status: 'failed', summary: null, problems: [problem], durationMs },
      new Date(),
    );
    throw error;
  }
  const durationMs = performance.now() - started;
  await finishImportRun(
    handle,
    runId,
    report.ok
      ? { status: 'succeeded', summary: summaryOf(report.rows), problems: [], durationMs }
      : { status: 'refused', summary: null, problems: report.problems, durationMs },
    new Date(),
  );
  await writeAudit(
    handle,
    {
      action: report.ok ? 'data.import' : 'data.import-refused',
      actorUserId: null,
      details: report.ok
        ? { folder, run: runId, source: origin.source, rows: report.rows, documents: report.documents }
        : { folder, run: runId, source: origin.source, problems: report.problems.length },
    },
    new Date(),
  );
  return { runId, report };
}
