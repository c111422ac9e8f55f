import { type RefObject, startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.js';
import { columnChrome, FIT_LIMITS, fitColumnWidth, sampleRowIndexes } from './column-fit.js';
import { sampleText } from './column-sample-text.js';
import type { DataTableColumn } from './data-table.types.js';
import { columnWidth } from './data-table-columns.js';
import { type MeasureText, roomFor, textMeasurer } from './text-measurer.js';
import { whenIdle } from './when-idle.js';

const HEADER_WEIGHT = '600';
const NO_WIDTHS: ReadonlyMap<string, number> = new Map();

function longestWord(header: string, measure: MeasureText): number {
  return Math.max(0, ...header.split(/\s+/).map(measure));
}

function fitColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
  cell: MeasureText,
  header: MeasureText,
): Map<string, number> {
  const sample = sampleRowIndexes(rows.length);
  const widths = new Map<string, number>();
  for (const column of columns) {
    const cells = sample.map((rowIndex) => {
      const { text, extra } = sampleText(column, rows[rowIndex] as Row);
      return (text === '' ? 0 : roomFor(cell(text))) + extra;
    });
    const measured = {
      header: header(column.header),
      longestHeaderWord: longestWord(column.header, header),
      cells,
    };
    // Never narrower than the definition's width: narrower columns draw more cells per row, and a fast
    // scroll or a sort then costs more than the table's frame budget.
    const floor = columnWidth(column);
    const limits = { min: floor, max: Math.max(floor, FIT_LIMITS.max) };
    widths.set(column.id, fitColumnWidth(measured, columnChrome(column), limits));
  }
  return widths;
}

/**
 * The columns' widths fitted to their headers and a sample of their cells (the first 50 rows and 50 more
 * through the rest), never narrower than the column definition's width (140 when absent), measured with a canvas in the table's font once the first rows have painted, so the
 * mount does not wait for them, and only while the columns are `drawn` (not while the table shows cards).
 * Fitted once per column: widths stay as they are when the rows change (a
 * new search answer or a site chosen), and a column shown later is fitted then. Empty until measured, or
 * where the browser cannot measure.
 *
 * @example
 * const fitted = useFittedWidths(sectionRef, columns, rows, !narrow);
 * fitted.get('Item_No'); // 96
 */
export function useFittedWidths<Row>(
  rootRef: RefObject<HTMLElement | null>,
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
  drawn: boolean,
): ReadonlyMap<string, number> {
  const [fitted, setFitted] = useState(NO_WIDTHS);
  useEffect(() => {
    if (rows.length === 0 || !drawn) return;
    const unfitted = columns.filter((column) => !fitted.has(column.id));
    if (unfitted.length === 0) return;
    let cancelIdle = () => {};
    const cancelPaint = afterNextPaint(() => {
      cancelIdle = whenIdle(
        () => {
          const root = rootRef.current;
          const cell = root && textMeasurer(root);
          const header = root && textMeasurer(root, HEADER_WEIGHT);
          if (!cell || !header) return;
          const widths = fitColumns(unfitted, rows, cell, header);
          // A transition, so that React renders the widened columns in slices that leave room for input.
          startTransition(() => setFitted((current) => new Map([...current, ...widths])));
        },
        { timeoutMs: 2000 },
      );
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, [columns, rows, fitted, rootRef, drawn]);
  return fitted;
}
