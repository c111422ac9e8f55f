import { data } from 'react-router';
import type { DatabaseHandle } from '../db/database.server.js';
import { listImportRuns } from '../importer/import-runs.server.js';
import { type ImportRunLine, importRunLine } from './import-run-line.server.js';

/** Runs on one page of the Imports screen. */
const IMPORT_RUNS_PAGE_SIZE = 50;

/** One page of the import history, newest first; `older` opens the next page back, null on the last. */
export interface ImportRunsPage {
  runs: ImportRunLine[];
  older: string | null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * The `before` of the Imports screen's address (the start of the last run of the page before, as an ISO
 * instant), or null for the newest page. Anything else is refused with a 400 that says what it must be.
 *
 * @example
 * importRunsBefore(new URLSearchParams('before=2026-11-26T07:14:05.000Z')); // '2026-11-26T07:14:05.000Z'
 */
export function importRunsBefore(params: URLSearchParams): string | null {
  const text = params.get('before');
  if (text === null || text === '') return null;
  const time = INSTANT.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time))
    throw data(
      { message: `"before" must be a UTC time such as 2026-11-26T07:14:05.000Z, not "${text.slice(0, 40)}"` },
      { status: 400 },
    );
  return new Date(time).toISOString();
}

/**
 * One page of the import history: up to {@link IMPORT_RUNS_PAGE_SIZE} runs started before `before` (all
 * when null), newest first, as lines on the clock of `timeZone`.
 *
 * @example
 * const { runs, older } = await importRunsPage(handle, null, 'Europe/Oslo');
 */
export async function importRunsPage(
  handle: DatabaseHandle,
  before: string | null,
  timeZone: string,
): Promise<ImportRunsPage> {
  const listed = await listImportRuns(handle, {
    limit: IMPORT_RUNS_PAGE_SIZE + 1,
    ...(before ? { before } : {}),
  });
  const runs = listed.slice(0, IMPORT_RUNS_PAGE_SIZE);
  const older = listed.length > IMPORT_RUNS_PAGE_SIZE ? (runs.at(-1)?.startedAt ?? null) : null;
  return { runs: runs.map((run) => importRunLine(run, timeZone)), older };
}
