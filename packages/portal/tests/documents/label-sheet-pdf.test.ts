import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderLabelSheetPdf } from '../../app/server/documents/render/pdf/label-sheet-pdf.server.js';
import { labelSheetFormat } from '../../app/shared/label-sheet-formats.js';
import { readAll, TEST_CONTEXT } from './support/document-fixtures.js';
import { decodeQrIn, type FoundQrCode, rasterPdfPage } from './support/pdf-raster.js';

/**
 * A label's top-left corner in points from the page's top-left corner, where its serial's text starts and
 * the centre of its QR code.
 */
interface Cell {
  index: number;
  x: number;
  y: number;
  textX: number;
  qr: readonly [number, number];
}

/**
 * Each format's page size and label size in points (1 mm = 72 / 25.4 pt), worked out by hand from the
 * maker's template, and some cells: the first, the second of the first row, the first of the second row
 * and the last of the page. The serial starts one QR side and two paddings (2 mm = 5.669 pt each) right
 * of the label's left edge; the QR side is the label's height less the paddings, at most 45 % of its width;
 * the QR code is centred on its square, one padding from the left edge and halfway down the label.
 */
const SHEETS = [
  {
    id: 'L7163',
    page: [595.28, 841.89],
    label: [280.913, 108.0],
    perPage: 14,
    // side 108 - 11.339 = 96.661 (< 126.411): text at x + 108.0
    cells: [
      { index: 0, x: 13.181, y: 42.945, textX: 121.181, qr: [67.181, 96.945] },
      { index: 1, x: 301.181, y: 42.945, textX: 409.181, qr: [355.181, 96.945] },
      { index: 2, x: 13.181, y: 150.945, textX: 121.181, qr: [67.181, 204.945] },
      { index: 13, x: 301.181, y: 690.945, textX: 409.181, qr: [355.181, 744.945] },
    ],
  },
  {
    id: '3474',
    page: [595.28, 841.89],
    label: [198.425, 104.882],
    perPage: 24,
    // side min(93.543, 0.45 x 198.425 = 89.291) = 89.291: text at x + 100.630
    cells: [
      { index: 0, x: 0, y: 1.417, textX: 100.63, qr: [50.315, 53.858] },
      { index: 1, x: 198.425, y: 1.417, textX: 299.055, qr: [248.74, 53.858] },
      { index: 3, x: 0, y: 106.299, textX: 100.63, qr: [50.315, 158.74] },
      { index: 23, x: 396.85, y: 735.591, textX: 497.48, qr: [447.165, 788.032] },
    ],
  },
  {
    id: 'L7165',
    page: [595.28, 841.89],
    label: [280.913, 191.906],
    perPage: 8,
    // side min(180.567, 126.411) = 126.411: text at x + 137.750
    cells: [
      { index: 0, x: 13.181, y: 37.134, textX: 150.931, qr: [82.056, 133.087] },
      { index: 1, x: 301.181, y: 37.134, textX: 438.931, qr: [370.056, 133.087] },
      { index: 2, x: 13.181, y: 229.04, textX: 150.931, qr: [82.056, 324.993] },
      { index: 7, x: 301.181, y: 612.85, textX: 438.931, qr: [370.056, 708.803] },
    ],
  },
  {
    id: '5160',
    page: [612, 792],
    label: [189, 72],
    perPage: 30,
    // side min(60.661, 85.05) = 60.661: text at x + 72
    cells: [
      { index: 0, x: 13.5, y: 36, textX: 85.5, qr: [49.5, 72] },
      { index: 1, x: 211.5, y: 36, textX: 283.5, qr: [247.5, 72] },
      { index: 3, x: 13.5, y: 108, textX: 85.5, qr: [49.5, 144] },
      { index: 29, x: 409.5, y: 684, textX: 481.5, qr: [445.5, 720] },
    ],
  },
] as const;

const serialOf = (index: number) => `NW-${String(index + 1).padStart(4, '0')}`;

async function sheet(id: string, count: number) {
  const format = labelSheetFormat(id);
  if (!format) throw new Error(`no format ${id}`);
  const labels = Array.from({ length: count }, (_, index) => ({
    serial: serialOf(index),
    link: `https://portal.example.com/joints/${serialOf(index)}`,
    lines: ['550DP.12 · Drill Pipe', '5 1/2" · S-135 · VX54', 'Northwind Drilling · Rig A'],
  }));
  return new Uint8Array(await readAll(renderLabelSheetPdf(labels, format, TEST_CONTEXT)));
}

/** Where each serial's text starts: its left edge, and its baseline measured from the page's top. */
async function serialPositions(bytes: Uint8Array, pageNumber: number) {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  const page = await pdf.getPage(pageNumber);
  const [, , , top] = page.view;
  const content = await page.getTextContent();
  const positions = new Map<string, { x: number; y: number }>();
  for (const item of content.items) {
    if (!('str' in item) || !/^NW-\d{4}$/.test(item.str)) continue;
    positions.set(item.str, {
      x: item.transform[4] as number,
      y: (top as number) - (item.transform[5] as number),
    });
  }
  return { positions, size: page.view.slice(2) };
}

describe.each(SHEETS)('given a label sheet on $id', ({ id, page, label, perPage, cells }) => {
  it('should put each label in its cell of the maker’s grid, page by page, each QR code opening its link', async () => {
    const bytes = await sheet(id, perPage + 1);
    const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
    expect(pdf.numPages).toBe(2);
    const first = await serialPositions(bytes.slice(), 1);
    expect(first.size[0]).toBeCloseTo(page[0], 2);
    expect(first.size[1]).toBeCloseTo(page[1], 2);
    expect(first.positions.size).toBe(perPage);
    const second = await serialPositions(bytes.slice(), 2);
    expect([...second.positions.keys()]).toEqual([serialOf(perPage)]);

    const raster = await rasterPdfPage(bytes.slice(), 1, 4);
    const check = (positions: Map<string, { x: number; y: number }>, cell: Cell, serial: string) => {
      const at = positions.get(serial);
      expect(at?.x, `${serial} x`).toBeCloseTo(cell.textX, 1);
      expect(at?.y, `${serial} baseline`).toBeGreaterThan(cell.y);
      expect(at?.y, `${serial} baseline`).toBeLessThan(cell.y + label[1]);
    };
    const checkQr = (found: FoundQrCode | null, cell: Cell, serial: string) => {
      expect(found?.text).toBe(`https://portal.example.com/joints/${serial}`);
      // Within a point (jsQR places the corners to about a pixel); a 2 mm misplacement is 5.7 pt.
      expect(Math.abs((found?.centre.x ?? 0) - cell.qr[0]), `${serial} QR centre x`).toBeLessThan(1);
      expect(Math.abs((found?.centre.y ?? 0) - cell.qr[1]), `${serial} QR centre y`).toBeLessThan(1);
    };
    for (const cell of cells) {
      check(first.positions, cell, serialOf(cell.index));
      const rect = { x: cell.x, y: cell.y, width: label[0], height: label[1] };
      checkQr(decodeQrIn(raster, rect), cell, serialOf(cell.index));
    }
    check(second.positions, cells[0], serialOf(perPage));
    const next = await rasterPdfPage(bytes.slice(), 2, 4);
    checkQr(
      decodeQrIn(next, { x: cells[0].x, y: cells[0].y, width: label[0], height: label[1] }),
      cells[0],
      serialOf(perPage),
    );
    // The next cell of page 2 is empty.
    expect(decodeQrIn(next, { x: cells[1].x, y: cells[1].y, width: label[0], height: label[1] })).toBeNull();
  }, 60_000);
});

describe('given no labels', () => {
  it('should refuse to render an empty sheet', () => {
    const format = labelSheetFormat('L7163');
    if (!format) throw new Error('no L7163');
    expect(() => renderLabelSheetPdf([], format, TEST_CONTEXT)).toThrow(
      'A label sheet needs at least one label',
    );
  });
});
