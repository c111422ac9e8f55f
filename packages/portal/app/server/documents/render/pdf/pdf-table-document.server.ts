import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { PRINTED_LABELS } from '../../../../shared/field-labels.js';
import { type DocumentContext, displayDate } from '../document-context.server.js';
import { pdfDocumentInfo } from './pdf-document-info.server.js';
import { BOLD, FONT } from './pdf-fonts.server.js';
import { toWinAnsi } from './win-ansi-text.server.js';

/** What a table cell or a header field shows; nothing for null and undefined. */
export type PdfCell = string | number | null | undefined;

/** One field of a PDF's header block. */
export interface PdfField {
  label: string;
  value: PdfCell;
}

/** One column of a PDF table: the row field it shows, its label and its share of the table width. */
export interface PdfColumn<R> {
  label: string;
  /** Relative width; the columns share the usable page width in proportion. */
  width: number;
  align?: 'left' | 'right';
  value(row: R): PdfCell;
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
  /**
   * Nothing is cut: the columns are sized to their content (their `width` is ignored), a cell too long
   * for its column wraps onto more lines and its row grows, and when even the longest words do not fit
   * the page width the table's type gets smaller. The rows must then be an array (they are measured first).
   */
  wrap?: boolean;
}

/** A generated document: a title, a block of header fields and one or more tables. */
export interface PdfDocumentSpec {
  title: string;
  /** The document's identifier, repeated in the running header of every page (e.g. `DT NW-DT1`). */
  reference: string;
  customer: string;
  fields: readonly PdfField[];
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own row type.
  tables: readonly PdfTable<any>[];
  landscape?: boolean;
}

/** A paper size (points, portrait). */
interface Paper {
  name: 'A4' | 'A3';
  width: number;
  height: number;
}

const PAPERS: readonly Paper[] = [
  { name: 'A4', width: 595.28, height: 841.89 },
  { name: 'A3', width: 841.89, height: 1190.55 },
];

/** The least and the one-line widths of a table's columns. */
interface ColumnWidths {
  least: number[];
  most: number[];
}

/** How a table's rows are written: cut to one line, or wrapped; and the type size of its cells. */
interface RowLayout {
  wrap: boolean;
  fontSize: number;
}

const MARGIN = 40;
/** Landscape tables are the wide ones (inventory, joint tally): they get narrower side margins. */
const LANDSCAPE_SIDE_MARGIN = 28;
const FOOTER_HEIGHT = 24;
const ROW_HEIGHT = 14;
const HEADER_ROW_HEIGHT = 16;
const CELL_PADDING = 3;
const BODY_FONT_SIZE = 8;
/** The type sizes a wrapped table tries, largest first, until its longest words fit the page. */
const WRAP_FONT_SIZES = [8, 7, 6] as const;
const GREY = '#555555';
const RULE = '#bbbbbb';

function cellText(value: PdfCell): string {
  if (value === null || value === undefined) return '';
  return toWinAnsi(String(value));
}

function isAsync<R>(rows: Iterable<R> | AsyncIterable<R>): rows is AsyncIterable<R> {
  return typeof (rows as AsyncIterable<R>)[Symbol.asyncIterator] === 'function';
}

/**
 * Renders a tabular document as a real PDF (A4 or A3, Helvetica) and streams it out: the first page has the
 * title, the provider, the customer, the date and the header fields; every page repeats a running header
 * (title and reference) and the column header of the table it continues, and has a footer with the
 * provider, the customer, the date and the page number. Cells are one line, cut with an ellipsis when too
 * long, so row heights are fixed and a 10,000-line table paginates in one pass; a table marked `wrap`
 * instead sizes its columns to their content and wraps its cells (see {@link PdfTable}), on A3 when its
 * longest words do not fit A4. Pages are written out as
 * they are finished and rendering waits while the reader is behind, so a huge document is never held in
 * memory. A failing row source destroys the stream with its error.
 *
 * @example
 * const pdf = renderTablePdf(spec, documentContext(undefined, new Date('2025-07-07T08:00:00Z'), 'Europe/Oslo'));
 * await pipeline(pdf, createWriteStream('dt.pdf'));
 */
export function renderTablePdf(spec: PdfDocumentSpec, context: DocumentContext): Readable {
  const layout = spec.landscape ? 'landscape' : 'portrait';
  const margins = spec.landscape
    ? { top: MARGIN, bottom: MARGIN, left: LANDSCAPE_SIDE_MARGIN, right: LANDSCAPE_SIDE_MARGIN }
    : { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN };
  const paperWidth = (candidate: Paper) =>
    (spec.landscape ? candidate.height : candidate.width) - margins.left - margins.right;
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margins,
    autoFirstPage: false,
    info: pdfDocumentInfo(`${spec.title} ${spec.reference}`, context, spec.customer),
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
    doc.addPage({ size: paper.name, layout, margins });
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
      { label: PRINTED_LABELS.Customer, value: spec.customer },
      { label: PRINTED_LABELS.Date, value: dateText },
      ...spec.fields,
    ];
    // Values wrap rather than being cut (an inventory report's list of filters can be long).
    const columnWidth = usableWidth() / 2;
    const valueWidth = columnWidth - 100;
    for (let index = 0; index < fields.length; index += 2) {
      const pair = fields.slice(index, index + 2);
      doc.font(FONT).fontSize(9);
      const height = Math.max(
        14,
        ...pair.map((field) => doc.heightOfString(cellText(field.value), { width: valueWidth }) + 3),
      );
      pair.forEach((field, column) => {
        const x = left() + column * columnWidth;
        doc.font(BOLD).fontSize(9).fillColor(GREY);
        text(`${toWinAnsi(field.label)}:`, x, y, 90);
        doc.font(FONT).fillColor('black');
        doc.text(cellText(field.value), x + 92, y, { width: valueWidth });
      });
      y += height;
    }
    y += 12;
  }

  function columnEdges<R>(table: PdfTable<R>): number[] {
    const total = table.columns.reduce((sum, column) => sum + column.width, 0);
    const edges = [left()];
    for (const column of table.columns) {
      edges.push((edges.at(-1) as number) + (column.width / total) * usableWidth());
    }
    return edges;
  }

  const longestWord = (value: string) =>
    Math.max(0, ...value.split(/\s+/).map((word) => doc.widthOfString(word)));

  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const measured = new Map<PdfTable<unknown>, Map<number, ColumnWidths>>();

  /**
   * The least width of each column of a wrapped table at a type size (its longest word, the header's in
   * bold included) and the width its longest line would take, each with the cell padding.
   */
  function columnWidths<R>(table: PdfTable<R>, fontSize: number): ColumnWidths {
    const known = measured.get(table as PdfTable<unknown>)?.get(fontSize);
    if (known) return known;
    const cells = (table.rows as R[]).map((row) =>
      table.columns.map((column) => cellText(column.value(row))),
    );
    const totals = table.totals ?? {};
    const least: number[] = [];
    const most: number[] = [];
    table.columns.forEach((column, index) => {
      doc.font(BOLD).fontSize(fontSize);
      const label = toWinAnsi(column.label);
      const total = cellText(totals[column.label]);
      let low = Math.max(longestWord(label), doc.widthOfString(total));
      let high = Math.max(doc.widthOfString(label), doc.widthOfString(total));
      doc.font(FONT).fontSize(fontSize);
      for (const row of cells) {
        const cell = row[index] as string;
        low = Math.max(low, longestWord(cell));
        high = Math.max(high, doc.widthOfString(cell));
      }
      least.push(low + 2 * CELL_PADDING + 1);
      most.push(high + 2 * CELL_PADDING + 1);
    });
    const widths = { least, most };
    measured.set(
      table as PdfTable<unknown>,
      (measured.get(table as PdfTable<unknown>) ?? new Map()).set(fontSize, widths),
    );
    return widths;
  }

  /** The largest type size at which a wrapped table's longest words fit a width, or null. */
  function fittingFontSize<R>(table: PdfTable<R>, width: number): number | null {
    return WRAP_FONT_SIZES.find((size) => sum(columnWidths(table, size).least) <= width) ?? null;
  }

  /**
   * The smallest paper on which every wrapped table fits without breaking a word (A3 when none does, the
   * largest there is): a wide inventory report goes on A3 rather than in type too small to read.
   */
  function choosePaper(): Paper {
    const wrapped = spec.tables.filter((table) => table.wrap);
    return (
      PAPERS.find((candidate) =>
        wrapped.every((table) => fittingFontSize(table, paperWidth(candidate)) !== null),
      ) ?? (PAPERS.at(-1) as Paper)
    );
  }

  /**
   * A wrapped table's column edges and type size: each column gets at least its longest word and the
   * room left is shared in proportion to how much more its longest line needs; when everything fits on
   * one line the spare room is shared in proportion to the lines. When even the longest words do not fit,
   * the least widths are scaled down and words break.
   */
  function contentLayout<R>(table: PdfTable<R>): { edges: number[]; fontSize: number } {
    const width = usableWidth();
    const fontSize = fittingFontSize(table, width) ?? (WRAP_FONT_SIZES.at(-1) as number);
    const { least, most } = columnWidths(table, fontSize);
    let widths: number[];
    if (sum(most) <= width) widths = most.map((value) => (value / sum(most)) * width);
    else if (sum(least) <= width) {
      const wanted = most.map((value, index) => value - (least[index] as number));
      const spare = width - sum(least);
      widths = least.map((value, index) => value + (spare * (wanted[index] as number)) / sum(wanted));
    } else widths = least.map((value) => (value / sum(least)) * width);
    const edges = [left()];
    for (const columnWidth of widths) edges.push((edges.at(-1) as number) + columnWidth);
    return { edges, fontSize };
  }

  /** Labels wrap by words in narrow columns (the inventory report's counts) rather than being cut. */
  function headerRow<R>(table: PdfTable<R>, edges: number[], layout: RowLayout) {
    const widths = table.columns.map(
      (_, index) => (edges[index + 1] as number) - (edges[index] as number) - 2 * CELL_PADDING,
    );
    const labels = table.columns.map((column) => toWinAnsi(column.label));
    doc.font(BOLD).fontSize(layout.fontSize);
    if (!layout.wrap && labels.some((label, index) => doc.widthOfString(label) > (widths[index] as number)))
      doc.fontSize(7);
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

  const cellWidth = (edges: number[], index: number) =>
    (edges[index + 1] as number) - (edges[index] as number) - 2 * CELL_PADDING;

  /** The height of a row: one line, or as many as its longest wrapped cell needs. */
  function rowHeight(cells: readonly string[], edges: number[], layout: RowLayout, bold = false): number {
    if (!layout.wrap) return ROW_HEIGHT;
    doc.font(bold ? BOLD : FONT).fontSize(layout.fontSize);
    const tallest = Math.max(
      0,
      ...cells.map((cell, index) =>
        cell === '' ? 0 : doc.heightOfString(cell, { width: cellWidth(edges, index) }),
      ),
    );
    return Math.max(ROW_HEIGHT, tallest + 5);
  }

  function bodyRow(
    cells: readonly string[],
    aligns: readonly ('left' | 'right' | undefined)[],
    edges: number[],
    shade: boolean,
    layout: RowLayout,
    bold = false,
  ) {
    const height = rowHeight(cells, edges, layout, bold);
    if (shade) doc.rect(left(), y, usableWidth(), height).fillColor('#f5f6f8').fill();
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(layout.fontSize)
      .fillColor('black');
    cells.forEach((cell, index) => {
      const x = (edges[index] as number) + CELL_PADDING;
      const width = cellWidth(edges, index);
      if (layout.wrap) doc.text(cell, x, y + 3.5, { width, align: aligns[index] ?? 'left' });
      else text(cell, x, y + 3.5, width, aligns[index]);
    });
    y += height;
  }

  async function tableBlock<R>(table: PdfTable<R>) {
    const wrap = table.wrap === true;
    const { edges, fontSize } = wrap
      ? contentLayout(table)
      : { edges: columnEdges(table), fontSize: BODY_FONT_SIZE };
    const layout: RowLayout = { wrap, fontSize };
    const aligns = table.columns.map((column) => column.align);
    if (y + 20 + HEADER_ROW_HEIGHT + ROW_HEIGHT > bottomLimit()) await newPage();
    if (table.heading) {
      doc.font(BOLD).fontSize(11).fillColor('black');
      text(toWinAnsi(table.heading), left(), y, usableWidth());
      y += 16;
    }
    headerRow(table, edges, layout);
    let count = 0;
    const write = async (row: R) => {
      const cells = table.columns.map((column) => cellText(column.value(row)));
      if (y + rowHeight(cells, edges, layout) > bottomLimit()) {
        await newPage();
        if (table.heading) {
          doc.font(BOLD).fontSize(9).fillColor(GREY);
          text(`${toWinAnsi(table.heading)} (continued)`, left(), y, usableWidth());
          y += 13;
        }
        headerRow(table, edges, layout);
      }
      bodyRow(cells, aligns, edges, count % 2 === 1, layout);
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
      const totals = table.totals;
      const cells = table.columns.map((column) => cellText(totals[column.label]));
      if (y + rowHeight(cells, edges, layout, true) > bottomLimit()) await newPage();
      doc
        .moveTo(left(), y)
        .lineTo(left() + usableWidth(), y)
        .strokeColor('black')
        .lineWidth(0.7)
        .stroke();
      bodyRow(cells, aligns, edges, false, layout, true);
    }
    y += 14;
  }

  let paper = PAPERS[0] as Paper;
  (async () => {
    paper = choosePaper();
    await newPage();
    firstPageHeader();
    for (const table of spec.tables) await tableBlock(table);
    footer();
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
