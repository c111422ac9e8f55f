import { type RefObject, useCallback, useRef, useState } from 'react';
import type { DataTableColumn } from './data-table.types.js';
import { columnWidth } from './data-table-columns.js';
import { useFittedWidths } from './use-fitted-widths.js';

/**
 * Column widths in pixels by column id: the ones the user set by resizing (and the host saved).
 *
 * @example
 * const widths: ColumnWidths = { Item_No: 120, Description: 260 };
 */
export type ColumnWidths = Readonly<Record<string, number>>;

const NONE: ColumnWidths = {};

/**
 * Each column's width: the user's (resized now or saved before), else fitted to its content, else the
 * column definition's; fitted only while the columns are `drawn`. `resize` sets a column's width and reports all the user's widths to the host.
 *
 * @example
 * const { widthOf, resize } = useColumnWidths(sectionRef, columns, rows, props.columnWidths, props.onColumnWidthsChange);
 */
export function useColumnWidths<Row>(
  rootRef: RefObject<HTMLElement | null>,
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
  saved: ColumnWidths | undefined,
  onChange: ((widths: ColumnWidths) => void) | undefined,
  drawn = true,
) {
  const fitted = useFittedWidths(rootRef, columns, rows, drawn);
  const [own, setOwn] = useState<ColumnWidths>(saved ?? NONE);
  const ownRef = useRef(own);
  ownRef.current = own;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const widthOf = useCallback(
    (column: DataTableColumn<Row>) => own[column.id] ?? fitted.get(column.id) ?? columnWidth(column),
    [own, fitted],
  );
  const resize = useCallback((columnId: string, width: number) => {
    const next = { ...ownRef.current, [columnId]: Math.round(width) };
    setOwn(next);
    onChangeRef.current?.(next);
  }, []);
  const reset = useCallback(() => {
    setOwn(NONE);
    onChangeRef.current?.(NONE);
  }, []);
  return { widthOf, resize, reset };
}
