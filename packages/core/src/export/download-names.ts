/**
 * Download name of the inventory's CSV export (spec part 1 §9).
 *
 * @example
 * new File(csvParts(rows, columns), INVENTORY_TALLY_CSV_NAME, { type: CSV_MIME_TYPE });
 */
export const INVENTORY_TALLY_CSV_NAME = 'InventoryTally.csv';

/**
 * Download name of the tally's Excel (CSV) export (spec part 1 §9).
 *
 * @example
 * new File(csvParts(rows, columns), EXCEL_TALLY_CSV_NAME, { type: CSV_MIME_TYPE });
 */
export const EXCEL_TALLY_CSV_NAME = 'ExcelTally.csv';

/**
 * Media type of the CSV exports: UTF-8 text, as the chunks are JavaScript strings.
 *
 * @example
 * new Blob(csvParts(rows, columns), { type: CSV_MIME_TYPE });
 */
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
