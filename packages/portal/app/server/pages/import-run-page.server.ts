import { formatDateTime } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import { formatProblem } from '../importer/import-problem.server.js';
import type { ImportRunProgress } from '../importer/import-runs.server.js';
import { readImportRun } from '../importer/import-runs.server.js';
import { type ImportRunLine, importRunLine, unchangedRows } from './import-run-line.server.js';
import { type ManifestEntry, manifestEntries } from './manifest-entries.server.js';

/** What a run did to one entity (one contract file). */
export interface ImportEntityLine {
  entity: string;
  file: string;
  rows: number;
  added: number;
  changed: number;
  /** Rows read that wrote nothing. */
  unchanged: number;
  deleted: number;
}

/** One import run as its page shows it. */
export interface ImportRunPage {
  run: ImportRunLine;
  /** The end as `DD.MM.YYYY HH:mm`, null while the run is under way. */
  finished: string | null;
  /** The file being read and its rows so far, while the run is under way. */
  progress: ImportRunProgress | null;
  /** One line per entity, in the order the run wrote them; empty unless the run succeeded. */
  entities: ImportEntityLine[];
  manifest: ManifestEntry[] | null;
  /** The problems kept (the first thousand), as `file:row field: reason`; `run.problems` counts them all. */
  problems: string[];
}

/**
 * One import run for its page, its times on the clock of `timeZone`; null for an id no run has.
 *
 * @example
 * const page = await importRunPage(handle, runId, 'Europe/Oslo'); // page?.run.statusLabel === 'Refused'
 */
export async function importRunPage(
  handle: DatabaseHandle,
  id: string,
  timeZone: string,
): Promise<ImportRunPage | null> {
  const run = await readImportRun(handle, id);
  if (!run) return null;
  return {
    run: importRunLine(run, timeZone),
    finished: run.finishedAt === null ? null : formatDateTime(run.finishedAt, { timeZone }),
    progress: run.progress,
    entities: Object.entries(run.summary ?? {}).map(([entity, counts]) => ({
      entity,
      file: counts.file,
      rows: counts.rows,
      added: counts.added,
      changed: counts.changed,
      unchanged: unchangedRows(counts),
      deleted: counts.deleted,
    })),
    manifest: manifestEntries(run.manifest, timeZone),
    problems: run.problems.map(formatProblem),
  };
}
