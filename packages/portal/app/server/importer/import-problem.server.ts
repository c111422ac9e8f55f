/** One thing wrong with an import: where (file, 1-based row, field) and why. Row 0 means the whole file. */
export interface ImportProblem {
  file: string;
  row: number;
  field: string;
  reason: string;
}

/**
 * Formats a problem as `file:row field: reason`.
 *
 * @example
 * formatProblem({ file: 'serials.ndjson', row: 3, field: 'Current_Location', reason: 'must be one of …' });
 * // 'serials.ndjson:3 Current_Location: must be one of …'
 */
export function formatProblem(problem: ImportProblem): string {
  return `${problem.file}:${problem.row} ${problem.field}: ${problem.reason}`;
}
