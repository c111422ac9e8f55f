import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';
import type { ImportRunStatus, ImportRunsTable, ImportSource } from '../db/schema.server.js';
import type { ImportProblem } from './import-problem.server.js';

/**
 * How far a run under way is: while it checks, the file being read and its rows so far; while it applies,
 * the file `(applying)`, the rows written so far and the `total` it will write.
 */
export interface ImportRunProgress {
  file: string;
  rows: number;
  total?: number;
}

/** Problems kept with a run; the count is always exact. */
const KEPT_PROBLEMS = 1000;

/** Who started a run and from where. */
export interface ImportRunOrigin {
  source: ImportSource;
  /** `<user>@<host>` for the command, the key's name for the API, `portal` for the demo data. */
  actor: string;
  importKeyId?: string | null;
}

/** What a run did to one entity (one contract file). */
export interface EntityCounts {
  file: string;
  rows: number;
  added: number;
  changed: number;
  deleted: number;
}

/** How a run ended. */
export interface ImportRunEnd {
  status: Extract<ImportRunStatus, 'succeeded' | 'refused' | 'failed'>;
  summary: Record<string, EntityCounts> | null;
  problems: readonly ImportProblem[];
  durationMs: number;
}

/** One run as read back, JSON columns parsed. */
export interface ImportRun {
  id: string;
  source: ImportSource;
  actor: string;
  importKeyId: string | null;
  status: ImportRunStatus;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  manifest: unknown;
  progress: ImportRunProgress | null;
  summary: Record<string, EntityCounts> | null;
  problemCount: number;
  problems: ImportProblem[];
}

const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function toRun(row: ImportRunsTable): ImportRun {
  return {
    id: row.id,
    source: row.source,
    actor: row.actor,
    importKeyId: row.import_key_id,
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    manifest: parsed(row.manifest),
    progress: parsed(row.progress),
    summary: parsed(row.summary),
    problemCount: Number(row.problem_count),
    problems: parsed<ImportProblem[]>(row.problems) ?? [],
  };
}

/**
 * Records the start of an import run (status `checking`) and returns its id.
 *
 * @example
 * const id = await startImportRun(handle, { source: 'command', actor: 'ops@etl-1' }, new Date());
 */
export async function startImportRun(
  handle: DatabaseHandle,
  origin: ImportRunOrigin,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await handle.db
    .insertInto('import_runs')
    .values({
      id,
      source: origin.source,
      actor: origin.actor,
      import_key_id: origin.importKeyId ?? null,
      status: 'checking',
      started_at: now.toISOString(),
      finished_at: null,
      duration_ms: null,
      manifest: null,
      progress: null,
      summary: null,
      problem_count: 0,
      problems: null,
      lease_until: null,
    })
    .execute();
  return id;
}

/**
 * Notes where a run stands: its status, the manifest once read, the file being read.
 *
 * @example
 * await noteImportRun(handle, id, { progress: { file: 'serials.ndjson', rows: 20000 } });
 */
export async function noteImportRun(
  handle: DatabaseHandle,
  id: string,
  note: { status?: 'checking' | 'applying'; manifest?: unknown; progress?: ImportRunProgress },
): Promise<void> {
  const set: Partial<ImportRunsTable> = {};
  if (note.status) set.status = note.status;
  if (note.manifest !== undefined) set.manifest = JSON.stringify(note.manifest);
  if (note.progress) set.progress = JSON.stringify(note.progress);
  if (Object.keys(set).length === 0) return;
  await handle.db.updateTable('import_runs').set(set).where('id', '=', id).execute();
}

/**
 * Records how a run ended.
 *
 * @example
 * await finishImportRun(handle, id, { status: 'refused', summary: null, problems, durationMs: 812 }, new Date());
 */
export async function finishImportRun(
  handle: DatabaseHandle,
  id: string,
  end: ImportRunEnd,
  now: Date,
): Promise<void> {
  await handle.db
    .updateTable('import_runs')
    .set({
      status: end.status,
      finished_at: now.toISOString(),
      duration_ms: Math.round(end.durationMs),
      progress: null,
      lease_until: null,
      summary: end.summary ? JSON.stringify(end.summary) : null,
      problem_count: end.problems.length,
      problems: end.problems.length > 0 ? JSON.stringify(end.problems.slice(0, KEPT_PROBLEMS)) : null,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * One run by id, or null.
 *
 * @example
 * const run = await readImportRun(handle, id); // run?.status === 'succeeded'
 */
export async function readImportRun(handle: DatabaseHandle, id: string): Promise<ImportRun | null> {
  const row = await handle.db.selectFrom('import_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRun(row) : null;
}

/**
 * The latest runs, newest first; `before` (a started_at) pages back.
 *
 * @example
 * const runs = await listImportRuns(handle, { limit: 50 });
 */
export async function listImportRuns(
  handle: DatabaseHandle,
  options: { limit: number; before?: string },
): Promise<ImportRun[]> {
  let query = handle.db
    .selectFrom('import_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .limit(options.limit);
  if (options.before) query = query.where('started_at', '<', options.before);
  return (await query.execute()).map(toRun);
}
