import { formatCount, formatDate } from '@rigready/core';
import type { ReactNode } from 'react';
import { Chip } from '../chip/chip.js';
import type { DataTableColumn } from './data-table.types.js';

// Spec part 1 §3: this action value disables the certificate button.
const NO_CERTIFICATE = 'No Certificate';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A number cell's text: a whole number with a comma between thousands ('15,000'), as the portal shows
 * counts; a fraction or a text as received.
 *
 * @example
 * numberText(15000); // '15,000'
 */
export function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isSafeInteger(value) ? formatCount(value) : text(value);
}

function dateText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string' && !(value instanceof Date)) return text(value);
  try {
    return formatDate(value);
  } catch {
    // A value the date rule cannot read is shown as received rather than hiding the row's data.
    return text(value);
  }
}

// A text known to fit is drawn without a clip: the browser paints a clipped box at a cost in every frame.
// A function, not a component: a filter or sort redraws a few hundred cells at once, and a component per
// cell text would give React as many more fibers to render and reconcile in that frame.
// A text measured as too wide for its column is cut with an ellipsis and keeps its whole text in a title.
function cellText(text: string, fits?: (text: string) => boolean, number = false) {
  const fitting = fits?.(text);
  const className = fitting ? 'rr-data-table__text rr-data-table__text--fits' : 'rr-data-table__text';
  return (
    <span
      className={number ? `${className} rr-data-table__number` : className}
      title={fitting === false ? text : undefined}
    >
      {text}
    </span>
  );
}

/**
 * Draws one cell's content by its column type: dates as DD.MM.YYYY, chips, colour circles, count buttons
 * that are inert at 0, PDF buttons disabled at 'No Certificate' (spec part 1 §5) and links; text otherwise.
 * Buttons in cells are reached with the grid's arrow keys, so they leave the page's tab order (on a card,
 * `tabbable`, they keep it). `fits`
 * tells whether a text fits the cell unclipped; every text is clipped (with an ellipsis) without it. A
 * function, not a component, for the reason given at `cellText`: a component per cell was a third of the
 * fibers a filter or sort renders.
 *
 * @example
 * <td>{drawCell(rigReadyColumn, row, row.Rig_Ready)}</td>
 */
export function drawCell<Row>(
  column: DataTableColumn<Row>,
  row: Row,
  value: unknown,
  fits?: (text: string) => boolean,
  tabbable = false,
): ReactNode {
  const tabIndex = tabbable ? undefined : -1;
  switch (column.type) {
    case 'date':
      return cellText(dateText(value), fits);
    case 'number':
      return cellText(numberText(value), fits, true);
    case 'chip':
      return value === null || value === undefined || value === '' ? null : (
        <Chip color={column.chipColor?.(row) ?? null} width={column.chipWidth}>
          {text(value)}
        </Chip>
      );
    case 'colour': {
      const colour = column.colour?.(row) ?? null;
      return (
        <span className="rr-data-table__colour">
          {colour !== null && (
            <span
              className="rr-data-table__circle"
              style={{ background: `var(--rr-status-${colour})` }}
              role="img"
              aria-label={colour}
            />
          )}
          <span className="rr-data-table__text">{dateOrText(value)}</span>
        </span>
      );
    }
    case 'count': {
      const count = Number(value ?? 0);
      if (!(count > 0) || column.onCountClick === undefined) {
        return (
          <span className="rr-data-table__count" data-state={count > 0 ? 'static' : 'inert'}>
            {text(value ?? 0)}
          </span>
        );
      }
      return (
        <button
          type="button"
          tabIndex={tabIndex}
          className="rr-data-table__count-button"
          aria-label={`${count} ${column.header}`}
          onClick={() => column.onCountClick?.(row, column.id)}
        >
          {count}
        </button>
      );
    }
    case 'pdf': {
      const disabled = value === NO_CERTIFICATE;
      return (
        <button
          type="button"
          tabIndex={tabIndex}
          className="rr-data-table__pdf-button"
          disabled={disabled}
          data-state={disabled ? 'disabled' : 'enabled'}
          title={disabled ? NO_CERTIFICATE : 'Open certificate PDF'}
          onClick={() => column.onPdfClick?.(row)}
        >
          PDF
        </button>
      );
    }
    case 'action': {
      const disabled = value === null || value === undefined || value === '';
      return (
        <button
          type="button"
          tabIndex={tabIndex}
          className="rr-data-table__action-button"
          disabled={disabled}
          onClick={() => column.onAction?.(row)}
        >
          {column.actionLabel?.(row) ?? text(value)}
        </button>
      );
    }
    case 'link': {
      const target = column.href?.(row) ?? null;
      const shown = cellText(text(value), fits);
      if (target === null || text(value) === '') return shown;
      return (
        <a className="rr-data-table__link" href={target} tabIndex={tabIndex}>
          {shown}
        </a>
      );
    }
    default:
      return cellText(text(value), fits);
  }
}

/**
 * Whether a colour column's value is the date its colour is computed from (an ISO date or a day number),
 * drawn as DD.MM.YYYY, rather than a text.
 *
 * @example
 * isColourDate('2025-07-07'); // true
 */
export function isColourDate(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value));
}

function dateOrText(value: unknown): string {
  return isColourDate(value) ? dateText(value) : text(value);
}

/**
 * The text a cell stands for, for a printed or exported copy of the table: what {@link drawCell} writes
 * (dates as DD.MM.YYYY, whole numbers with a comma between thousands, counts with 0 for none, an action button's label), and for a PDF button the
 * cell's value ('No Certificate' where the button is disabled).
 *
 * @example
 * cellDisplayText({ id: 'Date', header: 'Date', accessor: (row: { Date: string }) => row.Date, type: 'date' }, { Date: '2025-07-07' });
 * // '07.07.2025'
 */
export function cellDisplayText<Row>(column: DataTableColumn<Row>, row: Row): string {
  const value = column.accessor(row);
  switch (column.type) {
    case 'date':
      return dateText(value);
    case 'colour':
      return dateOrText(value);
    case 'number':
      return numberText(value);
    case 'count':
      return text(value ?? 0);
    case 'action':
      return value === null || value === undefined || value === ''
        ? ''
        : (column.actionLabel?.(row) ?? text(value));
    default:
      return text(value);
  }
}
