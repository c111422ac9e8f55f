import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { type DocumentContext, displayDate } from './document-context.server.js';
import { toWinAnsi } from './win-ansi-text.server.js';

/** One column of a PDF table: the row field it shows, its label and its share of the table width. */
export interface PdfColumn<R> {
  label: string;
  /** Relative width; the columns share the usable page width in proportion. */
  width: number;
  align?: 'left' | 'right';
  value(row: R): string | number | null | undefined;
}

/** A table of a generated PDF; its rows may be produced lazily (an async iterable), one at a time. */
export interface PdfTable<R> {
  heading?: string;
  columns: readonly PdfColumn<R>[];
  rows: Iterable<R> | AsyncIterable<R>;
  /** Written in bold under the last row, aligned with the columns it names (by label). */
  totals?: Record<string, string | number>;
  /** Shown when there are no rows. */
  emptyText?: string;
}

/** A generated document: a title, a block of header fields and one or more tables. */
export interface PdfDocumentSpec {
  title: string;
  /** The document's identifier, repeated in the running header of every page (e.g. `DT NW-DT1`). */
  reference: string;
  customer: string;
  fields: readonly { label: string; value: string | number | null | undefined }[];
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own row type.
  tables: readonly PdfTable<any>[];
  landscape?: boolean;
}

const MARGIN = 40;
/** Landscape tables are the wide ones (inventory, joint tally): they get narrower side margins. */
const LANDSCAPE_SIDE_MARGIN = 28;
const FOOTER_HEIGHT = 24;
const ROW_HEIGHT = 14;
const HEADER_ROW_HEIGHT = 16;
const CELL_PADDING = 3;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';
const RULE = '#bbbbbb';

function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return toWinAnsi(String(value));
}

function isAsync<R>(rows: Iterable<R> | AsyncIterable<R>): rows is AsyncIterable<R> {
  return typeof (rows as AsyncIterable<R>)[Symbol.asyncIterator] === 'function';
}

/**
 * Renders a tabular document as a real PDF (A4, Helvetica) and streams it out: the first page has the
 * title, the provider, the customer, the date and the header fields; every page repeats a running header
 * (title and reference) and the column header of the table it continues, and has a footer with the
 * provider, the customer, the date and the page number. Cells are one line, cut with an ellipsis when too
 * long, so row heights are fixed and a 10,000-line table paginates in one pass. Pages are written out as
 * they are finished and rendering waits while the reader is behind, so a huge document is never held in
 * memory. A failing row source destroys the stream with its error.
 *
 * @example
 * const pdf = renderTablePdf(spec, documentContext(undefined, new Date('2025-07-07T08:00:00Z'), 'Europe/Oslo'));
 * await pipeline(pdf, createWriteStream('dt.pdf'));
 */
export function renderTablePdf(spec: PdfDocumentSpec, context: DocumentContext): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: spec.landscape ? 'landscape' : 'portrait',
    margins: spec.landscape
      ? { top: MARGIN, bottom: MARGIN, left: LANDSCAPE_SIDE_MARGIN, right: LANDSCAPE_SIDE_MARGIN }
      : { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    info: {
      Title: toWinAnsi(`${spec.title} ${spec.reference}`),
      Author: toWinAnsi(context.provider),
      Subject: toWinAnsi(spec.customer),
      CreationDate: context.date,
      ModDate: context.date,
    },
  });
  const dateText = displayDate(context.day);
  let page = 0;
  let y = 0;
  let readerWaiting: (() => void) | null = null;
  // pdfkit pushes finished pages without looking at the reader; _read tells us when the reader wants more.
  doc._read = () => {
    const resume = readerWaiting;
    readerWaiting = null;
    resume?.();
  };

  const left = () => doc.page.margins.left;
  const usableWidth = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom - FOOTER_HEIGHT;

  function text(value: string, x: number, top: number, width: number, align: 'left' | 'right' = 'left') {
    let shown = value;
    if (doc.widthOfString(shown) > width) {
      let low = 0;
      let high = shown.length;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (doc.widthOfString(`${value.slice(0, mid)}…`) <= width) low = mid;
        else high = mid - 1;
      }
      shown = `${value.slice(0, low)}…`;
    }
    doc.text(shown, x, top, { width, align, lineBreak: false });
  }

  function footer() {
    const { bottom } = doc.page.margins;
    // Writing below the bottom margin would make pdfkit start a page; lift the margin while we write.
    doc.page.margins.bottom = 0;
    const top = doc.page.height - bottom - 10;
    doc
      .moveTo(left(), top - 6)
      .lineTo(left() + usableWidth(), top - 6)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.font(FONT).fontSize(7.5).fillColor(GREY);
    text(
      `${toWinAnsi(context.provider)}  |  ${toWinAnsi(spec.customer)}  |  ${dateText}`,
      left(),
      top,
      usableWidth() * 0.8,
    );
    text(`Page ${page}`, left() + usableWidth() * 0.8, top, usableWidth() * 0.2, 'right');
    doc.page.margins.bottom = bottom;
  }

  async function newPage() {
    if (page > 0) {
      footer();
      if (doc.readableLength >= doc.readableHighWaterMark) {
        await new Promise<void>((resolve) => {
          readerWaiting = resolve;
        });
      }
    }
    doc.addPage();
    page += 1;
    y = doc.page.margins.top;
    doc.font(BOLD).fontSize(8).fillColor(GREY);
    text(toWinAnsi(context.provider), left(), y, usableWidth() / 2);
    doc.font(FONT);
    text(
      `${toWinAnsi(spec.title)}  ${toWinAnsi(spec.reference)}`,
      left() + usableWidth() / 2,
      y,
      usableWidth() / 2,
      'right',
    );
    y += 16;
  }

  function firstPageHeader() {
    doc.font(BOLD).fontSize(18).fillColor('black');
    text(toWinAnsi(spec.title), left(), y, usableWidth());
    y += 26;
    const fields = [
      { label: 'Customer', value: spec.customer },
      { label: 'Date', value: dateText },
      ...spec.fields,
    ];
    const columnWidth = usableWidth() / 2;
    fields.forEach((field, index) => {
      const x = left() + (index % 2) * columnWidth;
      const top = y + Math.floor(index / 2) * 14;
      doc.font(BOLD).fontSize(9).fillColor(GREY);
      text(`${toWinAnsi(field.label)}:`, x, top, 90);
      doc.font(FONT).fillColor('black');
      text(cellText(field.value), x + 92, top, columnWidth - 100);
    });
    y += Math.ceil(fields.length / 2) * 14 + 12;
  }

  function columnEdges<R>(table: PdfTable<R>): number[] {
    const total = table.columns.reduce((sum, column) => sum + column.width, 0);
    const edges = [left()];
    for (const column of table.columns) {
      edges.push((edges.at(-1) as number) + (column.width / total) * usableWidth());
    }
    return edges;
  }

  /** Labels wrap by words in narrow columns (the inventory report's counts) rather than being cut. */
  function headerRow<R>(table: PdfTable<R>, edges: number[]) {
    const widths = table.columns.map(
      (_, index) => (edges[index + 1] as number) - (edges[index] as number) - 2 * CELL_PADDING,
    );
    const labels = table.columns.map((column) => toWinAnsi(column.label));
    doc.font(BOLD).fontSize(8);
    if (labels.some((label, index) => doc.widthOfString(label) > (widths[index] as number))) doc.fontSize(7);
    const height = Math.max(
      HEADER_ROW_HEIGHT,
      ...labels.map((label, index) => doc.heightOfString(label, { width: widths[index] as number }) + 7),
    );
    doc.rect(left(), y, usableWidth(), height).fillColor('#e4e8ee').fill();
    doc.fillColor('black');
    labels.forEach((label, index) => {
      doc.text(label, (edges[index] as number) + CELL_PADDING, y + 4, {
        width: widths[index] as number,
        align: table.columns[index]?.align ?? 'left',
      });
    });
    y += height;
  }

  function bodyRow(
    cells: readonly string[],
    aligns: readonly ('left' | 'right' | undefined)[],
    edges: number[],
    shade: boolean,
    bold = false,
  ) {
    if (shade) doc.rect(left(), y, usableWidth(), ROW_HEIGHT).fillColor('#f5f6f8').fill();
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(8)
      .fillColor('black');
    cells.forEach((cell, index) => {
      const x = edges[index] as number;
      const width = (edges[index + 1] as number) - x - 2 * CELL_PADDING;
      text(cell, x + CELL_PADDING, y + 3.5, width, aligns[index]);
    });
    y += ROW_HEIGHT;
  }

  async function tableBlock<R>(table: PdfTable<R>) {
    const edges = columnEdges(table);
    const aligns = table.columns.map((column) => column.align);
    if (y + 20 + HEADER_ROW_HEIGHT + ROW_HEIGHT > bottomLimit()) await newPage();
    if (table.heading) {
      doc.font(BOLD).fontSize(11).fillColor('black');
      text(toWinAnsi(table.heading), left(), y, usableWidth());
      y += 16;
    }
    headerRow(table, edges);
    let count = 0;
    const write = async (row: R) => {
      if (y + ROW_HEIGHT > bottomLimit()) {
        await newPage();
        if (table.heading) {
          doc.font(BOLD).fontSize(9).fillColor(GREY);
          text(`${toWinAnsi(table.heading)} (continued)`, left(), y, usableWidth());
          y += 13;
        }
        headerRow(table, edges);
      }
      bodyRow(
        table.columns.map((column) => cellText(column.value(row))),
        aligns,
        edges,
        count % 2 === 1,
      );
      count += 1;
    };
    if (isAsync(table.rows)) for await (const row of table.rows) await write(row);
    else for (const row of table.rows) await write(row);
    if (count === 0) {
      doc.font(FONT).fontSize(8).fillColor(GREY);
      text(toWinAnsi(table.emptyText ?? 'No rows.'), left() + CELL_PADDING, y + 3.5, usableWidth());
      y += ROW_HEIGHT;
    }
    if (table.totals) {
      if (y + ROW_HEIGHT > bottomLimit()) await newPage();
      doc
        .moveTo(left(), y)
        .lineTo(left() + usableWidth(), y)
        .strokeColor('black')
        .lineWidth(0.7)
        .stroke();
      const totals = table.totals;
      bodyRow(
        table.columns.map((column) => cellText(totals[column.label])),
        aligns,
        edges,
        false,
        true,
      );
    }
    y += 14;
  }

  (async () => {
    await newPage();
    firstPageHeader();
    for (const table of spec.tables) await tableBlock(table);
    footer();
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
