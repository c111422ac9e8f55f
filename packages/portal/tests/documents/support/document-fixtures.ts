import { join } from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { expect } from 'vitest';
import { readJointClassSettings } from '../../../app/server/config/joint-class-settings.server.js';
import { documentContext } from '../../../app/server/documents/render/document-context.server.js';
import { importFolder } from '../../../app/server/importer/import-folder.server.js';
import { FIXTURES, type TestDatabase } from '../../helpers/test-database.js';

/** The overlay the document tests import on top of the two-customers fixture. */
export const SHIPPED_AND_INSPECTED = join(import.meta.dirname, '..', 'fixtures', 'shipped-and-inspected');

/** The document date of every test document (never the clock). */
/** The provider's joint-class settings with nothing configured: the 80 %/70 % wall thresholds, no tong space setting. */
export const JOINT_CLASS_SETTINGS = readJointClassSettings({});

export const TEST_CONTEXT = documentContext(undefined, new Date('2025-07-08T00:00:00Z'), 'Europe/Oslo');

/**
 * Imports the two-customers fixture and the documents overlay into a test database.
 *
 * @example
 * await importDocumentFixtures(database());
 */
export async function importDocumentFixtures(database: TestDatabase): Promise<void> {
  for (const folder of [FIXTURES.twoCustomers, SHIPPED_AND_INSPECTED]) {
    const report = await importFolder(database.handle, database.store, folder);
    expect(report, folder).toMatchObject({ ok: true });
  }
}

/**
 * The value, failing the test when it is null (a document the fixtures should hold and did not).
 *
 * @example
 * const ticket = present(await deliveryTicketDocument(scoped, 'NW-DT1', JOINT_CLASS_SETTINGS));
 */
export function present<T>(value: T | null): T {
  expect(value).not.toBeNull();
  return value as T;
}

/**
 * Reads a stream to its end (tests only: documents are small there).
 *
 * @example
 * const bytes = await readAll(renderDeliveryTicketPdf(ticket, TEST_CONTEXT));
 */
export async function readAll(stream: Readable | AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Parses a PDF: its page count and the text of each page.
 *
 * @example
 * const { pages, text } = await parsePdf(bytes);
 */
export async function parsePdf(bytes: Buffer): Promise<{ pages: number; text: string[] }> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { totalPages, text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return { pages: totalPages, text };
}

/** A sheet read back: its header cells and its data rows as plain values. */
export interface SheetContent {
  header: string[];
  rows: ExcelJS.CellValue[][];
  sheet: ExcelJS.Worksheet;
  workbook: ExcelJS.Workbook;
}

/**
 * Reads an .xlsx back with exceljs: the first sheet's header row and data rows.
 *
 * @example
 * const { header, rows } = await readXlsx(bytes);
 */
export async function readXlsx(bytes: Buffer): Promise<SheetContent> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const values = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);
  const header = values(sheet.getRow(1)).map(String);
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(values(row));
  });
  return { header, rows, sheet, workbook };
}
