import { join } from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.server.js';
import type { DocumentStore } from '../document-store/document-store.server.js';
import { applyPlan } from './apply-plan.server.js';
import { checkDataSet } from './check-data-set.server.js';
import type { ImportOptions } from './import-options.server.js';
import type { ImportPlan } from './import-plan.server.js';
import type { ImportProblem } from './import-problem.server.js';
import type { EntityCounts } from './import-runs.server.js';
import { referencedDocuments } from './stored-documents.server.js';

/** The outcome of an import: rows read per file, or every problem found (then nothing was written). */
export type ImportReport =
  | { ok: true; rows: Record<string, number>; documents: number }
  | { ok: false; problems: ImportProblem[] };

/**
 * What a plan does to each entity: rows read, and rows added, changed and deleted.
 *
 * @example
 * planSummary(plan).serials; // { file: 'serials.ndjson', rows: 27, added: 27, changed: 0, deleted: 0 }
 */
export function planSummary(plan: ImportPlan): Record<string, EntityCounts> {
  return Object.fromEntries(
    plan.entities.map((entity) => {
      const added = entity.writes.filter((write) => write.changes === null).length;
      const counts: EntityCounts = {
        file: entity.file,
        rows: entity.rows,
        added,
        changed: entity.writes.length - added,
        deleted: entity.deletes.length,
      };
      return [entity.entity, counts];
    }),
  );
}

/**
 * Imports a data-format folder (docs/data-contract.md): checks every file and compares it with the
 * database (nothing written when there is any problem, every problem reported as file, row and field),
 * copies the referenced documents into the store, then writes only the rows that differ, in short
 * transactions (see applyPlan), and removes the documents only deleted rows referred to. runImport does the same as a
 * recorded run, with history and a lease.
 *
 * @example
 * const report = await importFolder(handle, store, '/imports/2026-05', { onFile: (p) => console.log(p.file) });
 * if (!report.ok) console.error(report.problems.map(formatProblem).join('\n'));
 */
export async function importFolder(
  handle: DatabaseHandle,
  store: DocumentStore,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const checked = await checkDataSet(handle, folder, options);
  if (!checked.ok) return checked;
  await copyDocuments(store, folder, checked.plan);
  await applyPlan(handle, checked.plan, { runId: null });
  await removeOrphanedDocuments(handle, store, checked.plan);
  await analyzeAfterImport(handle);
  return { ok: true, rows: checked.rows, documents: checked.plan.documents.size };
}

/**
 * Removes from the store the documents that only rows a snapshot deleted referred to, once those deletes
 * are applied (a document some stored row still names stays).
 *
 * @example
 * await removeOrphanedDocuments(handle, store, plan);
 */
export async function removeOrphanedDocuments(
  handle: DatabaseHandle,
  store: DocumentStore,
  plan: ImportPlan,
): Promise<void> {
  if (plan.orphanCandidates.size === 0) return;
  const kept = await referencedDocuments(handle.db, plan.orphanCandidates);
  for (const document of plan.orphanCandidates) if (!kept.has(document)) await store.delete(document);
}

/**
 * Copies every document the data set's rows refer to into the store (replacing what was there), before
 * any row that points to one is written. When a copy fails, the documents this call added are removed
 * again before the error goes on (no row refers to them); one it replaced keeps its new bytes.
 *
 * @example
 * await copyDocuments(store, '/imports/2026-05', plan);
 */
export async function copyDocuments(store: DocumentStore, folder: string, plan: ImportPlan): Promise<void> {
  const added: string[] = [];
  try {
    for (const document of plan.documents) {
      const existed = await store.exists(document);
      await store.putFile(document, join(folder, document));
      if (!existed) added.push(document);
    }
  } catch (error) {
    for (const document of added) await store.delete(document).catch(() => {});
    throw error;
  }
}

/**
 * Fresh statistics let both planners pick the covering inventory index right after a large import. On
 * SQLite, ANALYZE holds the write lock while it runs; sampling (analysis_limit) keeps that to milliseconds
 * however large the tables are, so the portal's writes barely wait.
 *
 * @example
 * await analyzeAfterImport(handle);
 */
export async function analyzeAfterImport(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'sqlite') await sql`pragma analysis_limit = 1000`.execute(handle.db);
  for (const table of ['serials', 'items', 'customers'])
    await sql`analyze ${sql.table(table)}`.execute(handle.db);
}
