import type { DataTableColumn } from './data-table.types.js';
import { isColourDate, numberText } from './data-table-cells.js';

// The room a chip or a button adds around its text (padding and border), in pixels.
const BOXED_TEXT = 20;
// Every date is drawn as DD.MM.YYYY, so one text measures them all.
const DATE_TEXT = '00.00.0000';

/** A cell's text as a column's width is measured on it, and the room its chip or button adds. */
export interface SampleText {
  readonly text: string;
  readonly extra: number;
}

/**
 * The text a cell draws, for measuring its column: the value's text, DD.MM.YYYY for a date, 'PDF' for a
 * certificate button, an action button's label; chips and buttons add their own padding.
 *
 * @example
 * sampleText({ id: 'Site', header: 'Site', accessor: (row: { Site: string }) => row.Site }, { Site: 'Dusavik' });
 * // { text: 'Dusavik', extra: 0 }
 */
export function sampleText<Row>(column: DataTableColumn<Row>, row: Row): SampleText {
  const value = column.accessor(row);
  const text = value === null || value === undefined ? '' : String(value);
  switch (column.type) {
    case 'date':
      return { text: text === '' ? '' : DATE_TEXT, extra: 0 };
    case 'pdf':
      return { text: 'PDF', extra: BOXED_TEXT };
    case 'action':
      return { text: column.actionLabel?.(row) ?? text, extra: BOXED_TEXT };
    case 'chip':
      return column.chipWidth === undefined
        ? { text, extra: BOXED_TEXT }
        : { text: '', extra: column.chipWidth };
    case 'number':
      return { text: numberText(value), extra: 0 };
    case 'count':
      return { text: text === '' ? '0' : text, extra: BOXED_TEXT };
    case 'colour':
      return {
        text: isColourDate(value) ? DATE_TEXT : text,
        extra: 24,
      };
    default:
      return { text, extra: 0 };
  }
}
