import { CSV_MIME_TYPE, csvParts, type TableColumn } from '@rigready/core';
import { saveBlob } from '../save-blob/save-blob.js';

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
  saveBlob(new Blob(csvParts(rows, columns, { rowsPerChunk: 5000 }), { type: CSV_MIME_TYPE }), fileName);
}
