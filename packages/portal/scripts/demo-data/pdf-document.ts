import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';

/** What a generated PDF says: a title and a few lines of the row it belongs to. */
export interface PdfContent {
  title: string;
  lines: readonly string[];
}

/**
 * Writes a small one-page A4 PDF. The creation date is fixed by the caller, so the same content always
 * gives the same bytes (pdfkit derives the file ID from it).
 *
 * @example
 * await writePdf('/tmp/demo/documents/orders/40211-report.pdf', {
 *   title: 'Inspection report 40211 — Skarvheim Drilling AS — 2026-10-02',
 *   lines: ['Item: 500DP.01', 'Quantity: 12'],
 * }, new Date('2026-11-20T00:00:00Z'));
 */
export async function writePdf(path: string, content: PdfContent, creationDate: Date): Promise<void> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: content.title, Author: 'rigready demo data', CreationDate: creationDate },
  });
  const output = createWriteStream(path);
  document.pipe(output);
  document
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#555555')
    .text('RIGREADY TUBULAR SERVICES — DEMO DATA');
  document.moveDown(1.5);
  document.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(content.title);
  document.moveDown();
  document.font('Helvetica').fontSize(11);
  for (const line of content.lines) document.text(line);
  document.moveDown(2);
  document
    .fontSize(8)
    .fillColor('#777777')
    .text('Generated for demonstration; not a real inspection record.');
  document.end();
  await finished(output);
}
