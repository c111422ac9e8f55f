import {
  type Range,
  type Rect,
  useVirtualizer,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { RowData } from './data-table.types.js';
import { type RowSelection, SELECT_COLUMN_ID } from './data-table-selection.js';
import { pinnedCell } from './pinned-cell.js';
import {
  type DrawAhead,
  neededRows,
  type RowWindow,
  windowAhead,
  windowCovering,
  windowPositions,
} from './row-window.js';
import { type TextFits, useTextFit } from './use-text-fit.js';
import { whenIdle } from './when-idle.js';

// The stylesheet's default row height (--rr-table-row-height). Every row has the same height, read once
// from the first drawn row (a host may change the token), so a scroll never measures a row: no forced
// layout and no ResizeObserver per row scrolled in.
const DEFAULT_ROW_HEIGHT = 36;
const ROW_OVERSCAN = 4;
// The rows around the view are drawn in the time between frames, a step at a time: at rest on both
// sides, and while a scroll goes on in its direction, so that a scroll frame mostly shows rows already
// drawn and laid out. 16 rows are two frames ahead at 280 px a frame.
const DRAW_AHEAD: DrawAhead = { rows: 16, step: 12 };

/** The grid's columns as the body needs them: the visible columns and the horizontally rendered ones. */
export interface BodyColumns {
  /** The ids of the visible columns, in order. */
  readonly visible: readonly string[];
  readonly virtual: readonly VirtualItem[];
  readonly paddingLeft: number;
  readonly paddingRight: number;
  readonly totalWidth: number;
  /** How many leading columns are pinned (sticky while the rows scroll sideways). */
  readonly pinned: number;
  readonly virtualizer: Virtualizer<HTMLDivElement, Element>;
}

/** Props of {@link DataTableBody}. */
export interface DataTableBodyProps<TData extends RowData> {
  data: readonly TData[];
  /** Indexes into `data` of the rows shown, in order. */
  rowIndexes: readonly number[];
  columns: BodyColumns;
  /**
   * Draws one cell's content (the selection column's checkbox is drawn by the body); `fits` tells whether
   * a text fits the cell unclipped, once the body has measured its font.
   */
  renderCell: (columnId: string, row: TData, fits?: (text: string) => boolean) => ReactNode;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The scroll element's size the rows are drawn for until it is laid out and measured. */
  assumedView: Rect;
  rowSelection: RowSelection;
  onToggleRow: (rowId: string) => void;
  /** Shown instead of rows: the empty, loading or error message. */
  message: ReactNode;
}

interface ActiveCell {
  readonly position: number;
  readonly column: number;
}

interface BodyRowProps<TData extends RowData> {
  row: TData;
  /** The row's id in the selection: its index in the data. */
  rowId: string;
  position: number;
  start: number;
  selected: boolean;
  columns: BodyColumns;
  renderCell: DataTableBodyProps<TData>['renderCell'];
  textFits: TextFits | null;
  activeColumn: number;
  onToggleRow: (rowId: string) => void;
}

function BodyRowContent<TData extends RowData>({
  row,
  rowId,
  position,
  start,
  selected,
  columns,
  renderCell,
  textFits,
  activeColumn,
  onToggleRow,
}: BodyRowProps<TData>) {
  const rowRef = useRef<HTMLTableRowElement>(null);
  // The body reuses a drawn row for the row scrolled in; the focus must not stay on it, as if it were
  // still the row that was focused (when that row leaves, the focus leaves with it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the row element is given another position.
  useLayoutEffect(() => {
    // The row's root, not the document: inside a shadow root the document's active element is the host.
    const root = rowRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focused = root?.activeElement;
    if (focused instanceof HTMLElement && rowRef.current?.contains(focused)) focused.blur();
  }, [position]);
  return (
    <tr
      ref={rowRef}
      data-index={position}
      aria-rowindex={position + 2}
      aria-selected={selected}
      data-state={selected ? 'selected' : undefined}
      className="rr-data-table__row"
      style={{
        top: start,
        paddingLeft: columns.paddingLeft,
        paddingRight: columns.paddingRight,
        width: columns.totalWidth,
      }}
    >
      {columns.virtual.map((item) => {
        const columnId = columns.visible[item.index] as string;
        return (
          <td
            key={columnId}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the APG data grid; explicit for tools that do not map it.
            role="gridcell"
            aria-colindex={item.index + 1}
            tabIndex={item.index === activeColumn ? 0 : -1}
            data-position={position}
            data-column={item.index}
            className="rr-data-table__cell"
            {...pinnedCell(item, columns.pinned)}
          >
            {columnId === SELECT_COLUMN_ID ? (
              <input
                type="checkbox"
                tabIndex={-1}
                className="rr-data-table__checkbox"
                aria-label={`Select row ${position + 1}`}
                checked={selected}
                onChange={() => onToggleRow(rowId)}
              />
            ) : (
              renderCell(columnId, row, textFits === null ? undefined : (text) => textFits(text, item.size))
            )}
          </td>
        );
      })}
    </tr>
  );
}

const BodyRow = memo(BodyRowContent) as typeof BodyRowContent;

function nextCell(key: string, active: ActiveCell, rowCount: number, columnCount: number, pageRows: number) {
  const { position, column } = active;
  switch (key) {
    case 'ArrowDown':
      return { position: Math.min(rowCount - 1, position + 1), column };
    case 'ArrowUp':
      return { position: Math.max(0, position - 1), column };
    case 'ArrowRight':
      return { position, column: Math.min(columnCount - 1, column + 1) };
    case 'ArrowLeft':
      return { position, column: Math.max(0, column - 1) };
    case 'Home':
      return { position, column: 0 };
    case 'End':
      return { position, column: columnCount - 1 };
    case 'PageDown':
      return { position: Math.min(rowCount - 1, position + pageRows), column };
    case 'PageUp':
      return { position: Math.max(0, position - pageRows), column };
    default:
      return null;
  }
}

/**
 * The table body, virtualized: only the rows in view (plus a few, and those drawn ahead in idle time) are
 * in the DOM, all of one height (read once, never measured per row) and placed with `top`, and only the
 * columns in view are drawn. Cells
 * are drawn straight from the row's data by `renderCell` (no row or cell objects per row). The virtualizer
 * lives here, the lowest component, so scrolling re-renders the body alone and a keystroke in the
 * search box re-renders only the rows in view. Arrow keys, Home/End and PageUp/PageDown move between
 * cells (one tab stop for the whole grid); Enter or Space presses the cell's button or checkbox.
 *
 * @example
 * <DataTableBody data={rows} rowIndexes={view.page} columns={bodyColumns} renderCell={renderCell} scrollRef={scrollRef} rowSelection={{}} onToggleRow={toggle} message={null} />
 */
export function DataTableBody<TData extends RowData>({
  data,
  rowIndexes,
  columns,
  renderCell,
  scrollRef,
  assumedView,
  rowSelection,
  onToggleRow,
  message,
}: DataTableBodyProps<TData>) {
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);
  const [rowHeight, setRowHeight] = useState(DEFAULT_ROW_HEIGHT);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The rows drawn, kept from frame to frame while the rows shown stay the same; the version changes when
  // an idle step draws further ahead, which hands the virtualizer a new extractor so that it asks for the
  // drawn rows again. New rows shown (a search, a filter, a sort) draw only the needed rows at first.
  const drawnWindow = useRef<{ rows: readonly number[]; window: RowWindow } | null>(null);
  const [drawnAheadVersion, setDrawnAheadVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version must give a new extractor.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const kept = drawnWindow.current?.rows === rowIndexes ? drawnWindow.current.window : null;
      // New rows draw only those in view: the spare ones follow after the paint, with the rows ahead.
      const needed = neededRows(kept === null ? { ...range, overscan: 0 } : range);
      const covering = windowCovering(kept, needed, range.count);
      drawnWindow.current = { rows: rowIndexes, window: covering };
      return windowPositions(covering);
    },
    [drawnAheadVersion, rowIndexes],
  );
  const rowVirtualizer = useVirtualizer({
    count: message === null ? rowIndexes.length : 0,
    getScrollElement,
    // Items keep the virtualizer's default key, their position: rows are never measured, and a key that
    // changed with the rows shown would make it recompute every row's position (100,000 of them) on each
    // search, filter and sort.
    estimateSize,
    overscan: ROW_OVERSCAN,
    rangeExtractor,
    // The sticky header sits inside the scroll element, above the body.
    scrollPaddingStart: rowHeight,
    initialRect: assumedView,
  });
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const firstRowHeight = () =>
    bodyRef.current?.querySelector('.rr-data-table__row')?.getBoundingClientRect().height ?? 0;
  const heightRead = useRef(false);
  useLayoutEffect(() => {
    if (heightRead.current) return;
    const drawn = firstRowHeight();
    if (drawn === 0) return;
    heightRead.current = true;
    if (Math.abs(drawn - rowHeight) > 0.5) setRowHeight(drawn);
  });
  useLayoutEffect(() => {
    if (rowHeight !== DEFAULT_ROW_HEIGHT) rowVirtualizer.measure();
  }, [rowHeight, rowVirtualizer]);
  useEffect(() =>
    whenIdle(() => {
      const { range, isScrolling, scrollDirection, options } = rowVirtualizer;
      const drawn = drawnWindow.current;
      if (range === null || drawn === null) return;
      const needed = neededRows({ ...range, overscan: options.overscan, count: options.count });
      const direction = isScrolling ? scrollDirection : null;
      const ahead = windowAhead(drawn.window, needed, direction, options.count, DRAW_AHEAD);
      if (ahead === null) return;
      drawnWindow.current = { rows: drawn.rows, window: ahead };
      flushSync(() => setDrawnAheadVersion((version) => version + 1));
      // Lays the new rows out now, in the idle time, rather than in the next frame.
      bodyRef.current?.getBoundingClientRect();
    }),
  );
  const [active, setActive] = useState<ActiveCell>({ position: 0, column: 0 });
  // Frames left to wait for a cell scrolled into view before it can take the focus.
  const focusPending = useRef(0);

  const rowCount = message === null ? rowIndexes.length : 0;
  const columnCount = columns.visible.length;
  const safeActive = {
    position: Math.min(active.position, Math.max(0, rowCount - 1)),
    column: Math.min(active.column, Math.max(0, columnCount - 1)),
  };

  useLayoutEffect(() => {
    if (focusPending.current === 0) return;
    const cell = bodyRef.current?.querySelector<HTMLElement>(
      `[data-position="${safeActive.position}"][data-column="${safeActive.column}"]`,
    );
    if (cell) {
      focusPending.current = 0;
      cell.focus();
    }
  });
  useEffect(() => {
    if (focusPending.current === 0) return;
    focusPending.current -= 1;
    const frame = requestAnimationFrame(() => setActive((current) => ({ ...current })));
    return () => cancelAnimationFrame(frame);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-position]');
    if (cell === null) return;
    const from = { position: Number(cell.dataset.position), column: Number(cell.dataset.column) };
    if ((event.key === 'Enter' || event.key === ' ') && target === cell) {
      event.preventDefault();
      cell.querySelector<HTMLElement>('button:not(:disabled), input, a[href]')?.click();
      return;
    }
    const inView = rowVirtualizer.range;
    const pageRows = inView === null ? 1 : inView.endIndex - inView.startIndex + 1;
    const next = nextCell(event.key, from, rowCount, columnCount, pageRows);
    if (next === null) return;
    event.preventDefault();
    rowVirtualizer.scrollToIndex(next.position);
    columns.virtualizer.scrollToIndex(next.column);
    focusPending.current = 10;
    setActive(next);
  };

  const virtualRows = rowVirtualizer.getVirtualItems();
  const textFits = useTextFit(bodyRef, virtualRows.length > 0);
  // Rows are keyed by slot, not by row: a row scrolled out hands its elements to the row scrolled in, so a
  // scroll frame changes texts and a position instead of creating and removing a few hundred elements
  // (and restyling them). The drawn range is contiguous, so positions modulo the largest range are unique.
  const slotCount = useRef(1);
  slotCount.current = Math.max(slotCount.current, virtualRows.length);
  const slotOf = (item: VirtualItem) => item.index % slotCount.current;
  // While scrolling, the rows stay in slot order in the DOM: in row order, every reused row would move to
  // the other end of the body, and a moved element is restyled and laid out again. Once the scroll stops
  // (the virtualizer's isScrolling turns false) they are put back in row order for assistive technology,
  // which also reads aria-rowindex.
  const drawnRows = rowVirtualizer.isScrolling
    ? [...virtualRows].sort((a, b) => slotOf(a) - slotOf(b))
    : virtualRows;
  const activeRendered = virtualRows.some((item) => item.index === safeActive.position);
  const tabStopPosition = activeRendered ? safeActive.position : (virtualRows[0]?.index ?? -1);

  return (
    <tbody
      ref={bodyRef}
      className="rr-data-table__body"
      style={{ height: message === null ? rowVirtualizer.getTotalSize() : undefined }}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-position]');
        if (cell) setActive({ position: Number(cell.dataset.position), column: Number(cell.dataset.column) });
      }}
    >
      {message !== null ? (
        <tr className="rr-data-table__message-row" aria-rowindex={2}>
          <td
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid's only cell while it has no rows.
            role="gridcell"
            tabIndex={-1}
            className="rr-data-table__message"
            colSpan={Math.max(1, columnCount)}
          >
            {message}
          </td>
        </tr>
      ) : (
        drawnRows.map((item) => {
          const rowIndex = rowIndexes[item.index] as number;
          const rowId = String(rowIndex);
          return (
            <BodyRow
              key={slotOf(item)}
              row={data[rowIndex] as TData}
              rowId={rowId}
              position={item.index}
              start={item.start}
              selected={rowSelection[rowId] === true}
              columns={columns}
              renderCell={renderCell}
              textFits={textFits}
              activeColumn={item.index === tabStopPosition ? safeActive.column : -1}
              onToggleRow={onToggleRow}
            />
          );
        })
      )}
    </tbody>
  );
}
