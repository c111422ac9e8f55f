import type { DataTableColumn } from './data-table.types.js';

/** The narrowest and widest a column may be fitted or resized to, in pixels. */
export interface WidthLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * The limits the table fits and resizes columns within.
 *
 * @example
 * resizedWidth(140, 'End', COLUMN_WIDTH_LIMITS); // 480
 */
export const COLUMN_WIDTH_LIMITS: WidthLimits = { min: 56, max: 480 };

// A fitted column stops short of the resize limit: a long description should not push the counts away.
const FITTED_MAX = 320;

/**
 * The limits a column's fitted width is clamped to.
 *
 * @example
 * fitColumnWidth(measured, chrome, FIT_LIMITS);
 */
export const FIT_LIMITS: WidthLimits = { min: COLUMN_WIDTH_LIMITS.min, max: FITTED_MAX };

/** What a column's fitted width is made of, each a text's width in pixels. */
export interface MeasuredColumn {
  /** The header's text on one line. */
  readonly header: number;
  /** The header's longest word: the header may wrap to two lines but not inside a word. */
  readonly longestHeaderWord: number;
  /** The sampled cells' texts (with the room their chip or button adds). */
  readonly cells: readonly number[];
}

/** The room around the texts: the header's sort and filter controls, and a cell's padding. */
export interface ColumnChrome {
  readonly controls: number;
  readonly padding: number;
}

// A header's sort icon and filter button beside its text, and a cell's padding on both sides (with a
// pixel to spare), in pixels; a column without a filter menu has the sort icon alone.
const WITH_FILTER: ColumnChrome = { controls: 48, padding: 18 };
const WITHOUT_FILTER: ColumnChrome = { controls: 20, padding: 18 };

/**
 * The room around a column's texts: its header's controls (the filter button only where the column is
 * filterable) and its cells' padding.
 *
 * @example
 * columnChrome({ id: 'Booked', header: 'Booked', accessor: () => 0, filterable: false }); // { controls: 20, padding: 18 }
 */
export function columnChrome<Row>(column: DataTableColumn<Row>): ColumnChrome {
  return column.filterable === false ? WITHOUT_FILTER : WITH_FILTER;
}

/**
 * The rows a column's width is measured on: the first `head` rows (what the table opens on) and `spread`
 * more at an even stride through the rest, so that measuring costs the same for 500 rows and 100,000.
 *
 * @example
 * sampleRowIndexes(10, 3, 2); // [0, 1, 2, 3, 6]
 */
export function sampleRowIndexes(rowCount: number, head = 50, spread = 50): number[] {
  const first = Math.min(rowCount, head);
  const sample = Array.from({ length: first }, (_, index) => index);
  const rest = rowCount - first;
  if (rest <= spread) {
    for (let index = first; index < rowCount; index += 1) sample.push(index);
    return sample;
  }
  const stride = rest / spread;
  for (let step = 0; step < spread; step += 1) sample.push(first + Math.floor(step * stride));
  return sample;
}

/**
 * `width` held within `limits`.
 *
 * @example
 * clamp(500, COLUMN_WIDTH_LIMITS); // 480
 */
export function clamp(width: number, limits: WidthLimits): number {
  return Math.min(limits.max, Math.max(limits.min, width));
}

/**
 * A column's width from its measured texts: wide enough for its widest sampled cell and for its header on
 * at most two lines beside its controls, plus the cell padding, rounded up to a whole pixel and clamped.
 *
 * @example
 * fitColumnWidth({ header: 90, longestHeaderWord: 54, cells: [30, 42] }, { controls: 36, padding: 16 }, { min: 64, max: 360 }); // 106
 */
export function fitColumnWidth(measured: MeasuredColumn, chrome: ColumnChrome, limits: WidthLimits): number {
  const header = Math.max(measured.longestHeaderWord, measured.header / 2) + chrome.controls;
  const content = Math.max(header, ...measured.cells);
  return clamp(Math.ceil(content + chrome.padding), limits);
}

const STEP = 10;
const PAGE_STEP = 50;

/**
 * A column's width after a key pressed on its resize handle: ±10 px with the arrow keys, ±50 px with
 * Page Up/Down, the limits with Home/End; null for any other key.
 *
 * @example
 * resizedWidth(140, 'ArrowRight', { min: 64, max: 360 }); // 150
 */
export function resizedWidth(width: number, key: string, limits: WidthLimits): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(width + STEP, limits);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(width - STEP, limits);
    case 'PageUp':
      return clamp(width + PAGE_STEP, limits);
    case 'PageDown':
      return clamp(width - PAGE_STEP, limits);
    case 'Home':
      return limits.min;
    case 'End':
      return limits.max;
    default:
      return null;
  }
}
