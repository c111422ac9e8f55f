import { keptFrom } from '../db/change-history-partitions.server.js';
import type { RecordChange } from './change-events.server.js';

/** How long the change history is kept (PORTAL_CHANGE_HISTORY_MONTHS), counted back from `now`. */
export interface HistoryKept {
  months: number;
  now: Date;
}

/**
 * What a record's page says when the oldest of its recorded changes may be gone: the history is kept for
 * a number of months and the record's changes do not start with its first listing. Null when every change
 * is kept, or the record's first listing is among those kept.
 *
 * @example
 * historyCutNote([{ kind: 'changed', ... }], { months: 12, now: new Date('2026-11-30T12:00:00Z') });
 * // 'Changes before November 2025 are no longer kept (history is kept for 12 months)'
 */
export function historyCutNote(changes: readonly RecordChange[], kept: HistoryKept | null): string | null {
  if (kept === null || changes[0]?.kind === 'added') return null;
  const month = new Date(`${keptFrom(kept.now, kept.months)}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const span = kept.months === 1 ? '1 month' : `${kept.months} months`;
  return `Changes before ${month} are no longer kept (history is kept for ${span})`;
}
