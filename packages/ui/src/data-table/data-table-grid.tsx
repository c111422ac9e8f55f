import { type Rect, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type UIEvent, useCallback, useMemo, useRef } from 'react';
import { withPinnedColumns } from './column-pinning.js';
import { ColumnResizeHandle } from './column-resize-handle.js';
import type { SortDirection } from './column-sorting.js';
import type { RowData } from './data-table.types.js';
import { type BodyColumns, DataTableBody, type DataTableBodyProps } from './data-table-body.js';
import { pinnedCell } from './pinned-cell.js';

// Below this many visible columns every column is drawn; above it only those in view (plus a few).
const COLUMN_VIRTUALIZATION_THRESHOLD = 12;
// The view the table assumes until it is laid out (a fixed height replaces the height), so that its first
// render, on the server too, draws the header and the first rows: the browser then lays the table out
// once, with its rows, and the size read after that layout corrects the drawn rows and columns only where
// the view differs. Measuring an empty table first would cost a second render and a second layout.
const ASSUMED_VIEW = { width: 1280, height: 720 } as const;

/** Props of {@link DataTableGrid}. */
export interface DataTableGridProps<TData extends RowData>
  extends Omit<DataTableBodyProps<TData>, 'columns' | 'scrollRef' | 'assumedView'> {
  label: string;
  /** The ids of the columns shown, in order. */
  visibleColumnIds: readonly string[];
  widthOf: (columnId: string) => number;
  renderHeader: (columnId: string) => ReactNode;
  sortOf: (columnId: string) => false | SortDirection;
  /** A fixed height in pixels (the order tables' 250); otherwise the stylesheet's maximum height. */
  height?: number;
  multiselectable: boolean;
  busy: boolean;
  /** Called on every scroll of the rows. */
  onScroll?: () => void;
  /** How many columns lead the row and stay in view while it scrolls sideways. */
  pinnedCount: number;
  /** A column's header text, for its resize handle; undefined for a column that does not resize. */
  headerOf: (columnId: string) => string | undefined;
  onResize: (columnId: string, width: number) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The table itself: a `<table role="grid">` inside its scroll container, with a sticky header row and
 * `aria-rowcount`/`aria-colcount` so assistive technology knows the whole size while only the rows and
 * columns in view are drawn. The column virtualizer lives here (the header and body share it); the row
 * virtualizer lives in the body.
 *
 * @example
 * <DataTableGrid label="Inventory" data={rows} rowIndexes={page} visibleColumnIds={columnIds} ... />
 */
export function DataTableGrid<TData extends RowData>(props: DataTableGridProps<TData>) {
  const { label, visibleColumnIds, widthOf, renderHeader, sortOf, height, multiselectable, busy } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const assumedView: Rect = { width: ASSUMED_VIEW.width, height: height ?? ASSUMED_VIEW.height };
  const virtualizeColumns = visibleColumnIds.length > COLUMN_VIRTUALIZATION_THRESHOLD;
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(
    (index: number) => widthOf(visibleColumnIds[index] as string),
    [widthOf, visibleColumnIds],
  );
  // A new key function makes the virtualizer place the columns again: it must when a width changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: widthOf is what the placement depends on.
  const getItemKey = useCallback(
    (index: number) => visibleColumnIds[index] as string,
    [visibleColumnIds, widthOf],
  );
  const { pinnedCount } = props;
  const rangeExtractor = useMemo(() => withPinnedColumns(pinnedCount), [pinnedCount]);
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: visibleColumnIds.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: virtualizeColumns ? 1 : visibleColumnIds.length,
    initialRect: assumedView,
  });
  const virtual = columnVirtualizer.getVirtualItems();
  const totalWidth = columnVirtualizer.getTotalSize();
  const pinnedEnd = pinnedCount > 0 ? (virtual[pinnedCount - 1]?.end ?? 0) : 0;
  const paddingLeft = (virtual[pinnedCount]?.start ?? pinnedEnd) - pinnedEnd;
  const paddingRight = totalWidth - (virtual[virtual.length - 1]?.end ?? 0);
  // One object per column range, so the memoized rows re-render only when the drawn columns change.
  const columns: BodyColumns = useMemo(
    () => ({
      visible: visibleColumnIds,
      virtual,
      paddingLeft,
      paddingRight,
      totalWidth,
      pinned: pinnedCount,
      virtualizer: columnVirtualizer,
    }),
    [visibleColumnIds, virtual, paddingLeft, paddingRight, totalWidth, pinnedCount, columnVirtualizer],
  );
  const { onScroll } = props;
  // The pinned column's edge shadow shows once the rows have scrolled under it: set on the element, not
  // through state, so a scroll renders nothing.
  const scrolled = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const element = event.currentTarget;
      element.toggleAttribute('data-scrolled-x', element.scrollLeft > 0);
      onScroll?.();
    },
    [onScroll],
  );
  const rowCount = props.message === null ? props.rowIndexes.length : 1;
  return (
    <div
      ref={scrollRef}
      onScroll={scrolled}
      className="rr-data-table__scroll"
      data-fixed-height={height !== undefined ? '' : undefined}
      style={height !== undefined ? { height } : undefined}
    >
      <table
        className="rr-data-table__table"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid is a table with role grid; its cells are gridcells by HTML-AAM.
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={visibleColumnIds.length}
        aria-multiselectable={multiselectable || undefined}
        aria-busy={busy || undefined}
        style={{ width: totalWidth }}
      >
        <thead className="rr-data-table__head">
          <tr aria-rowindex={1} className="rr-data-table__header-row" style={{ paddingLeft, paddingRight }}>
            {virtual.map((item) => {
              const columnId = visibleColumnIds[item.index] as string;
              const sorted = sortOf(columnId);
              const header = props.headerOf(columnId);
              return (
                <th
                  key={columnId}
                  scope="col"
                  aria-colindex={item.index + 1}
                  aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  className="rr-data-table__header-cell"
                  {...pinnedCell(item, pinnedCount)}
                >
                  {renderHeader(columnId)}
                  {header !== undefined && (
                    <ColumnResizeHandle
                      columnId={columnId}
                      header={header}
                      width={item.size}
                      onResize={props.onResize}
                    />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <DataTableBody
          data={props.data}
          rowIndexes={props.rowIndexes}
          columns={columns}
          renderCell={props.renderCell}
          scrollRef={scrollRef}
          assumedView={assumedView}
          rowSelection={props.rowSelection}
          onToggleRow={props.onToggleRow}
          message={props.message}
        />
      </table>
    </div>
  );
}
