import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { DocumentContext } from '../document-context.server.js';

/** How a column's cells are typed: text, a number, or a date (`YYYY-MM-DD` stored values become dates). */
export type XlsxCellType = 'text' | 'number' | 'date';

/** One column of an exported sheet: its header (the screen's label of the field) and how to read a row's value. */
export interface XlsxColumn<R> {
  header: string;
  type: XlsxCellType;
  /** Width in characters; defaults from the header length. */
  width?: number;
  value(row: R): string | number | boolean | null | undefined;
}

/** An exported sheet: a name (at most 31 characters), what it is, its columns and its rows (maybe lazy). */
export interface XlsxSheetSpec<R> {
  sheetName: string;
  /** What the export is, for the workbook's title and its About sheet, e.g. `Drill pipe tally, order 40211`. */
  title: string;
  customer: string;
  columns: readonly XlsxColumn<R>[];
  rows: Iterable<R> | AsyncIterable<R>;
}

const DATE_FORMAT = 'dd.mm.yyyy';
/** Rows between two pauses that let the archive drain into the reader. */
const ROWS_PER_TURN = 500;

function typedValue(
  type: XlsxCellType,
  value: string | number | boolean | null | undefined,
): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : String(value);
  }
  if (type === 'date') {
    const text = String(value);
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
    return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : text;
  }
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
}

// Excel refuses these characters in a sheet name and names longer than 31 characters.
function sheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, '-')
    .trim()
    .slice(0, 31);
  return cleaned.length > 0 && cleaned !== 'About' ? cleaned : 'Sheet1';
}

function isAsync<R>(rows: Iterable<R> | AsyncIterable<R>): rows is AsyncIterable<R> {
  return typeof (rows as AsyncIterable<R>)[Symbol.asyncIterator] === 'function';
}

/**
 * Writes one table as a real .xlsx and streams it out with exceljs's streaming WorkbookWriter: row 1 is
 * the header (the columns' labels as the screens show them), bold,
 * frozen and with an auto filter over the whole table; cells are typed (numbers as numbers, dates as
 * dates shown DD.MM.YYYY). The provider, customer and date are in the workbook properties and on a second
 * sheet, "About". Rows are committed as they are written, so a large sheet is not held in memory.
 *
 * @example
 * const xlsx = renderXlsxSheet({ sheetName: 'Tally', title: 'Drill pipe tally, order 40211',
 *   customer: 'Northwind Drilling', columns, rows }, context);
 * await pipeline(xlsx, createWriteStream('tally.xlsx'));
 */
export function renderXlsxSheet<R>(spec: XlsxSheetSpec<R>, context: DocumentContext): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = context.provider;
  workbook.lastModifiedBy = context.provider;
  workbook.company = context.provider;
  workbook.title = spec.title;
  workbook.subject = spec.customer;
  workbook.created = context.date;
  workbook.modified = context.date;

  async function write() {
    const sheet = workbook.addWorksheet(sheetName(spec.sheetName), {
      views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
    });
    sheet.columns = spec.columns.map((column) => ({
      key: column.header,
      width: column.width ?? Math.max(10, column.header.length + 2),
      ...(column.type === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
    }));
    const header = sheet.addRow(spec.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    let count = 0;
    const add = async (row: R) => {
      sheet.addRow(spec.columns.map((column) => typedValue(column.type, column.value(row)))).commit();
      count += 1;
      if (count % ROWS_PER_TURN === 0) await nextTurn();
    };
    if (isAsync(spec.rows)) for await (const row of spec.rows) await add(row);
    else for (const row of spec.rows) await add(row);
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: count + 1, column: spec.columns.length } };
    sheet.commit();

    const about = workbook.addWorksheet('About');
    about.columns = [{ width: 14 }, { width: 60 }];
    for (const [label, value] of [
      ['Document', spec.title],
      ['Provider', context.provider],
      ['Customer', spec.customer],
      ['Date', typedValue('date', context.day)],
      ['Rows', count],
    ] as const) {
      const row = about.addRow([label, value]);
      if (value instanceof Date) row.getCell(2).numFmt = DATE_FORMAT;
      row.getCell(1).font = { bold: true };
      row.commit();
    }
    about.commit();
    await workbook.commit();
  }

  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
