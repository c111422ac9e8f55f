import { CSV_MIME_TYPE, csvParts, EXCEL_TALLY_CSV_NAME } from '@rigready/core';
import { type DrillDownColumn, saveBlob } from '@rigready/ui';

/**
 * Saves a pipe list as 'ExcelTally.csv' in core's CSV format (separator line, quoted values, commas as
 * dots): the "Export to Excel" of the drill-down dialogs, which the legacy portal also built in the
 * browser from the list's rows.
 *
 * @example
 * downloadRowsCsv(rows, pipeListColumns(false));
 */
export function downloadRowsCsv(
  rows: readonly Readonly<Record<string, unknown>>[],
  columns: readonly DrillDownColumn[],
  fileName: string = EXCEL_TALLY_CSV_NAME,
): void {
  const parts = csvParts(
    rows,
    columns.map((column) => ({ id: column.key, header: column.label, accessor: (row) => row[column.key] })),
  );
  saveBlob(new Blob(parts, { type: CSV_MIME_TYPE }), fileName);
}
