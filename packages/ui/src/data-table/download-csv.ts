import { CSV_MIME_TYPE, csvParts, type TableColumn } from '@rigready/core';

/**
 * Saves rows as a CSV file in the browser, formatted by core's CSV export (separator line, quoted
 * values, commas as dots), built in chunks so a whole fleet does not become one giant string.
 *
 * @example
 * downloadCsv(rows, columns, 'InventoryTally.csv');
 */
export function downloadCsv<Row>(
  rows: Iterable<Row>,
  columns: readonly TableColumn<Row>[],
  fileName: string,
): void {
  const url = URL.createObjectURL(
    new Blob(csvParts(rows, columns, { rowsPerChunk: 5000 }), { type: CSV_MIME_TYPE }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
