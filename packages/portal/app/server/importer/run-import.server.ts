import { writeAudit } from '../audit/audit-log.server.js';
import { ensureCurrentChangeHistoryMonths } from '../db/change-history-partitions.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { DocumentStore } from '../document-store/document-store.server.js';
import { logger } from '../observability/logger.server.js';
import { applyPlan } from './apply-plan.server.js';
import { checkDataSet } from './check-data-set.server.js';
import {
  analyzeAfterImport,
  copyDocuments,
  type ImportReport,
  planSummary,
  removeOrphanedDocuments,
} from './import-folder.server.js';
import { acquireImportLease, renewImportLease } from './import-lease.server.js';
import type { ImportOptions } from './import-options.server.js';
import type { ImportProblem } from './import-problem.server.js';
import {
  type EntityCounts,
  finishImportRun,
  type ImportRunOrigin,
  noteImportRun,
  readImportRun,
  startImportRun,
} from './import-runs.server.js';
import { writeTransaction } from './write-transaction.server.js';

/** The outcome of {@link runImport}: the run's id in the import history and the import's report. */
export interface ImportRunResult {
  runId: string;
  report: ImportReport;
}

/**
 * What a failed run records. A run pushed with a key shows its problems to the key's holder: the error,
 * which may name server paths, goes to the server log, and the run says where to find it.
 */
function failureProblem(
  error: unknown,
  folder: string,
  runId: string,
  pushedWithKey: boolean,
): ImportProblem {
  const reason = (error as Error).message;
  if (!pushedWithKey) return { file: folder, row: 0, field: '(import)', reason };
  logger.error({ err: error }, `import ${runId} failed`);
  return {
    file: '(data set)',
    row: 0,
    field: '(import)',
    reason: `the import failed on the server; the error is in the server log (run ${runId})`,
  };
}

/** Checks, then applies, holding the run's lease and noting its progress as it goes. */
async function checkAndApply(
  handle: DatabaseHandle,
  store: DocumentStore,
  folder: string,
  runId: string,
  options: ImportOptions,
): Promise<{ report: ImportReport; summary: Record<string, EntityCounts> | null }> {
  await acquireImportLease(handle, runId);
  const checked = await checkDataSet(handle, folder, {
    ...options,
    onRows: async (progress) => {
      await writeTransaction(handle, (db) => renewImportLease(db, runId, progress));
      await options.onRows?.(progress);
    },
  });
  if (!checked.ok) return { report: checked, summary: null };
  const summary = planSummary(checked.plan);
  await copyDocuments(store, folder, checked.plan);
  await noteImportRun(handle, runId, { status: 'applying', manifest: checked.manifest ?? undefined });
  // The changes go to their month's partition, not the DEFAULT one, also in a month the portal started before.
  await ensureCurrentChangeHistoryMonths(handle.db, new Date());
  await applyPlan(handle, checked.plan, {
    runId,
    afterEach: (db, applied, total) =>
      renewImportLease(db, runId, { file: '(applying)', rows: applied, total }),
  });
  await removeOrphanedDocuments(handle, store, checked.plan);
  await analyzeAfterImport(handle);
  return { report: { ok: true, rows: checked.rows, documents: checked.plan.documents.size }, summary };
}

/**
 * Imports a data-format folder as one recorded run: the run is in the import history from its start
 * (`checking`, then `applying`), ends succeeded (with what it added, changed and deleted per entity),
 * refused (with its problems; nothing written) or failed, and the audit log notes it. Only one run checks
 * and applies at a time; a second waits for the first. `options.runId` continues a run recorded already.
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
  // A continued run keeps the source it was recorded with (the API's, when the command continues it).
  let source = origin.source;
  if (options.runId) {
    const recorded = await readImportRun(handle, options.runId);
    if (recorded?.status !== 'checking') {
      const state = recorded ? `has status ${recorded.status}` : 'does not exist';
      throw new Error(
        `import run ${options.runId} ${state}; only a run recorded as checking can be continued`,
      );
    }
    source = recorded.source;
  }
  const runId = options.runId ?? (await startImportRun(handle, origin, new Date()));
  // A run pushed with an import key holds only what a key may carry and never forces, however it is run.
  const pushedWithKey = source === 'api';
  const reach = pushedWithKey ? { ...options, pushedWithKey, force: false } : options;
  let outcome: Awaited<ReturnType<typeof checkAndApply>>;
  try {
    outcome = await checkAndApply(handle, store, folder, runId, reach);
  } catch (error) {
    const problem = failureProblem(error, folder, runId, pushedWithKey);
    const durationMs = performance.now() - started;
    await finishImportRun(
      handle,
      runId,
      { status: 'failed', summary: null, problems: [problem], durationMs },
      new Date(),
    );
    throw error;
  }
  const { report, summary } = outcome;
  const durationMs = performance.now() - started;
  await finishImportRun(
    handle,
    runId,
    report.ok
      ? { status: 'succeeded', summary, problems: [], durationMs }
      : { status: 'refused', summary: null, problems: report.problems, durationMs },
    new Date(),
  );
  await writeAudit(
    handle,
    {
      action: report.ok ? 'data.import' : 'data.import-refused',
      actorUserId: null,
      details: report.ok
        ? { folder, run: runId, source, rows: report.rows, documents: report.documents }
        : { folder, run: runId, source, problems: report.problems.length },
    },
    new Date(),
  );
  return { runId, report };
}
