import type { ImportRunProgress } from '../../server/importer/import-runs.server.js';

const figure = (value: number) => value.toLocaleString('en-GB');

/**
 * What a run under way has done, in words: the file it reads while it checks, then the share of its writes
 * once it applies.
 *
 * @example
 * importProgressText({ file: '(applying)', rows: 12000, total: 40000 });
 * // 'Writing the changes: 12,000 of 40,000 rows (30 %)'
 */
export function importProgressText({ file, rows, total }: ImportRunProgress): string {
  if (total === undefined) return `Reading ${file}: ${figure(rows)} rows so far`;
  const share = total === 0 ? 100 : Math.floor((rows / total) * 100);
  return `Writing the changes: ${figure(rows)} of ${figure(total)} rows (${share} %)`;
}
