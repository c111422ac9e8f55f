import { formatDateTime } from '@rigready/core';
import type { ImportRunStatus, ImportSource } from '../db/schema.server.js';
import type { EntityCounts, ImportRun } from '../importer/import-runs.server.js';
import { durationInWords } from './duration-words.server.js';

/** One import run as the Imports screen lists it: its time and duration in words, its counts summed. */
export interface ImportRunLine {
  id: string;
  /** The start as an ISO instant, for sorting. */
  startedAt: string;
  /** The start as `DD.MM.YYYY HH:mm` on the portal's clock. */
  when: string;
  source: string;
  actor: string;
  status: ImportRunStatus;
  statusLabel: string;
  /** Sums over the run's entities; null until the run has succeeded (a refused or failed run wrote none). */
  rows: number | null;
  added: number | null;
  changed: number | null;
  /** The rows read that wrote nothing: rows less added and changed, so that the four figures add up. */
  unchanged: number | null;
  deleted: number | null;
  problems: number;
  /** Null while the run is under way. */
  duration: string | null;
}

const SOURCES: Record<ImportSource, string> = {
  command: 'Command',
  api: 'API',
  start: 'Demo data',
};

const STATUSES: Record<ImportRunStatus, string> = {
  checking: 'Checking',
  applying: 'Applying',
  succeeded: 'Succeeded',
  refused: 'Refused',
  failed: 'Failed',
};

/**
 * Whether a run is still under way (its page then reloads itself).
 *
 * @example
 * isRunning('applying'); // true
 */
export function isRunning(status: ImportRunStatus): boolean {
  return status === 'checking' || status === 'applying';
}

/**
 * The rows of one entity that wrote nothing (read, neither added nor changed).
 *
 * @example
 * unchangedRows({ file: 'serials.ndjson', rows: 300, added: 280, changed: 15, deleted: 4 }); // 5
 */
export function unchangedRows(counts: EntityCounts): number {
  return Math.max(0, counts.rows - counts.added - counts.changed);
}

type Count = keyof Omit<EntityCounts, 'file'>;

const total = (summary: Record<string, EntityCounts> | null, count: (entity: EntityCounts) => number) =>
  summary === null ? null : Object.values(summary).reduce((sum, entity) => sum + count(entity), 0);

const field = (name: Count) => (entity: EntityCounts) => entity[name];

/**
 * A run as one line of the Imports screen, its times on the clock of `timeZone`.
 *
 * @example
 * importRunLine(run, 'Europe/Oslo');
 * // { when: '26.11.2026 08:14', source: 'Command', statusLabel: 'Succeeded', added: 12, duration: '4.2 s', ... }
 */
export function importRunLine(run: ImportRun, timeZone: string): ImportRunLine {
  return {
    id: run.id,
    startedAt: run.startedAt,
    when: formatDateTime(run.startedAt, { timeZone }),
    source: SOURCES[run.source],
    actor: run.actor,
    status: run.status,
    statusLabel: STATUSES[run.status],
    rows: total(run.summary, field('rows')),
    added: total(run.summary, field('added')),
    changed: total(run.summary, field('changed')),
    unchanged: total(run.summary, unchangedRows),
    deleted: total(run.summary, field('deleted')),
    problems: run.problemCount,
    duration: run.durationMs === null ? null : durationInWords(run.durationMs),
  };
}
