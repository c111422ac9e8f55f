import type { Readable } from 'node:stream';
import { encodeQrCode } from '@rigready/core';
import PDFDocument from 'pdfkit';
import type { LabelSheetFormat } from '../../../../shared/label-sheet-formats.js';
import type { DocumentContext } from '../document-context.server.js';
import { pdfDocumentInfo } from './pdf-document-info.server.js';
import { BOLD, FONT } from './pdf-fonts.server.js';
import { toWinAnsi } from './win-ansi-text.server.js';

/** What one label shows: a QR code of `link`, the serial number large, and lines of plain text under it. */
export interface SheetLabel {
  serial: string;
  /** The absolute URL the QR code opens. */
  link: string;
  /** Smaller lines under the serial (item, size/grade/connection, owner), dropped last first when short of room. */
  lines: readonly string[];
}

const POINTS_PER_MM = 72 / 25.4;
/** Room between a label's edge and what is printed on it, for a sheet fed slightly askew. */
const PADDING_MM = 2;
/** The QR code's own light margin, in modules, inside its square (the label's padding adds to it). */
const QUIET_MODULES = 2;
/** A QR code takes at most this share of a label's width, so the text beside it keeps room on big labels. */
const QR_WIDTH_SHARE = 0.45;
const SERIAL_SIZES = [14, 13, 12, 11, 10, 9, 8] as const;
const LINE_SIZE = 7.5;

const pt = (mm: number) => mm * POINTS_PER_MM;

/**
 * Draws a QR code as filled runs of dark modules (vector, sharp at any printer resolution) in a square
 * of `side` points whose top-left corner is (x, y), its quiet zone included.
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
  const qr = encodeQrCode(text);
  const module = side / (qr.size + 2 * QUIET_MODULES);
  qr.modules.forEach((row, rowIndex) => {
    let start = -1;
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if (start >= 0 && (!dark || column === row.length - 1)) {
        const end = dark ? column + 1 : column;
        doc.rect(
          x + (QUIET_MODULES + start) * module,
          y + (QUIET_MODULES + rowIndex) * module,
          (end - start) * module,
          module,
        );
        start = -1;
      }
    });
  });
  doc.fillColor('black').fill();
}

/** Writes one line within `width`: the largest of `sizes` it fits at, else the smallest cut with an ellipsis. */
function fittedLine(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  width: number,
  sizes: readonly number[],
): number {
  const text = toWinAnsi(value);
  const size = sizes.find((candidate) => doc.fontSize(candidate).widthOfString(text) <= width);
  doc.fontSize(size ?? (sizes.at(-1) as number));
  let shown = text;
  while (shown.length > 1 && doc.widthOfString(shown) > width) shown = `${shown.slice(0, -2)}…`;
  doc.text(shown, x, y, { width, lineBreak: false });
  return doc.currentLineHeight(true);
}

/** Prints one label whose top-left corner is (x, y) and whose size is `width` × `height` points. */
function drawLabel(
  doc: PDFKit.PDFDocument,
  label: SheetLabel,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const padding = pt(PADDING_MM);
  const side = Math.min(height - 2 * padding, width * QR_WIDTH_SHARE);
  drawQrCode(doc, label.link, x + padding, y + (height - side) / 2, side);
  const textX = x + padding + side + padding;
  const textWidth = x + width - padding - textX;
  const bottom = y + height - padding;
  let top = y + padding + side * 0.04;
  doc.font(BOLD).fillColor('black');
  top += fittedLine(doc, label.serial, textX, top, textWidth, SERIAL_SIZES) + 2;
  doc.font(FONT).fillColor('#222222');
  for (const line of label.lines) {
    if (line === '') continue;
    if (top + doc.fontSize(LINE_SIZE).currentLineHeight(true) > bottom) break;
    top += fittedLine(doc, line, textX, top, textWidth, [LINE_SIZE, 6.5, 6]) + 1;
  }
}

/**
 * Renders a sheet of labels on a label paper format (Avery's templates, see `LABEL_SHEET_FORMATS`): one
 * label per entry, row by row from the top-left, as many pages as they fill. Each label has a QR code of
 * its link on the left, square and as tall as the label allows, and its serial number with its text
 * lines on the right. Nothing is drawn outside the labels (no borders), so a sheet printed at 100 % scale
 * puts everything on the labels.
 *
 * @example
 * const pdf = renderLabelSheetPdf(
 *   [{ serial: 'NW-0001', link: 'https://portal.example.com/joints/NW-0001', lines: ['550DP.12 Drill Pipe'] }],
 *   labelSheetFormat('L7163')!,
 *   documentContext(undefined, new Date('2025-07-07T08:00:00Z'), 'Europe/Oslo'),
 * );
 */
export function renderLabelSheetPdf(
  labels: readonly SheetLabel[],
  format: LabelSheetFormat,
  context: DocumentContext,
): Readable {
  const doc = new PDFDocument({
    size: format.paper === 'A4' ? 'A4' : 'LETTER',
    margin: 0,
    autoFirstPage: false,
    info: pdfDocumentInfo(`Joint labels (${format.id})`, context),
  });
  if (labels.length === 0) throw new RangeError('A label sheet needs at least one label');
  const perPage = format.columns * format.rows;
  labels.forEach((label, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage();
    const column = slot % format.columns;
    const row = Math.floor(slot / format.columns);
    drawLabel(
      doc,
      label,
      pt(format.leftMm + column * format.pitchXMm),
      pt(format.topMm + row * format.pitchYMm),
      pt(format.labelWidthMm),
      pt(format.labelHeightMm),
    );
  });
  doc.end();
  return doc;
}
