import { PRINTED_LABELS, type PrintedLabel } from '../../../../shared/field-labels.js';
import { displayDate } from '../document-context.server.js';
import type { PdfCell, PdfColumn, PdfField } from './pdf-table-document.server.js';

/** Fields printed as a day (`07.07.2025`). */
const DAY_FIELDS: ReadonlySet<PrintedLabel> = new Set<PrintedLabel>([
  'Date',
  'DT_Date',
  'Return_Date',
  'Returned_Date',
  'Inspection_Date',
  'Inspection_Completed_DATE',
  'Shipped_Date',
]);

/** Measurements (metres, per cent, inches), printed to two decimals. */
const MEASURE_FIELDS: ReadonlySet<PrintedLabel> = new Set<PrintedLabel>([
  'KWP_Length',
  'Wall',
  'TS_Pin',
  'TS_Box',
  'OD_Box',
]);

/** Counts, which stand right-aligned in their column like the measurements. */
const COUNT_FIELDS: ReadonlySet<PrintedLabel> = new Set<PrintedLabel>([
  'Quantity',
  'Quantity_Tubular',
  'QTY',
  'QTY_Recived',
  'Total_Equipment',
]);

/**
 * A field's value as a PDF prints it: days as `dd.mm.yyyy`, measurements to two decimals, the rest as
 * they are.
 */
function printedValue(field: PrintedLabel, value: unknown): PdfCell {
  if (DAY_FIELDS.has(field)) return displayDate(value as string | null);
  if (MEASURE_FIELDS.has(field)) return typeof value === 'number' ? value.toFixed(2) : '';
  return value as PdfCell;
}

/** A column's relative width, and the label it is headed by when that is not its field's own. */
type ColumnWidth = number | { width: number; label: PrintedLabel };

/**
 * The columns of a PDF table that show row fields, in the order given: each headed by its field's label
 * in the shared vocabulary, its values printed as {@link printedValue} says, counts and measurements
 * right-aligned.
 *
 * @example
 * fieldColumns<OrderLineRow>({ Item_No: 1.2, QTY_Recived: { width: 0.7, label: 'Quantity' } });
 */
export function fieldColumns<R>(widths: { [F in keyof R & PrintedLabel]?: ColumnWidth }): PdfColumn<R>[] {
  return Object.entries(widths as Record<PrintedLabel, ColumnWidth>).map(([name, spec]) => {
    const field = name as PrintedLabel & keyof R;
    const { width, label } = typeof spec === 'number' ? { width: spec, label: field } : spec;
    const right = COUNT_FIELDS.has(field) || MEASURE_FIELDS.has(field);
    return {
      label: PRINTED_LABELS[label],
      width,
      ...(right ? { align: 'right' as const } : {}),
      value: (row: R) => printedValue(field, row[field]),
    };
  });
}

/**
 * A PDF's header fields in the order given, each labelled from the shared vocabulary and printed as
 * {@link printedValue} says.
 *
 * @example
 * headerFields({ Order_No: '40211', Return_Date: '2025-05-02' }); // Order No: 40211, Return date: 02.05.2025
 */
export function headerFields(values: Partial<Record<PrintedLabel, unknown>>): PdfField[] {
  return Object.entries(values).map(([name, value]) => {
    const field = name as PrintedLabel;
    return { label: PRINTED_LABELS[field], value: printedValue(field, value) };
  });
}

/**
 * The totals row of a table of lines: `Total` under the item column and the total under the quantity one.
 *
 * @example
 * lineTotals('Quantity', 3); // { 'Item No': 'Total', Quantity: 3 }
 */
export function lineTotals(quantity: PrintedLabel, total: number): Record<string, string | number> {
  return { [PRINTED_LABELS.Item_No]: PRINTED_LABELS.Total, [PRINTED_LABELS[quantity]]: total };
}
