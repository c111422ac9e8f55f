import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { DataTableColumn, RowData } from './data-table.types.js';
import { drawCell } from './data-table-cells.js';
import type { RowSelection } from './data-table-selection.js';
import { observeRectWhenResized } from './observe-rect-when-resized.js';

// A card's height before it is measured: its title line and one line per primary column.
const TITLE_HEIGHT = 48;
const LINE_HEIGHT = 36;
const OVERSCAN = 4;
// The height the cards are drawn for before their scroll box is measured (a phone's window).
const ASSUMED_VIEW_HEIGHT = 800;

/** Props of {@link DataTableCards}. */
export interface DataTableCardsProps<Row extends RowData> {
  label: string;
  data: readonly Row[];
  /** Indexes into `data` of the rows shown, in order. */
  rowIndexes: readonly number[];
  /** The row's identity, the card's title (see cardColumns); the row's position when there is none. */
  identity: DataTableColumn<Row> | undefined;
  /** The columns each card lists under its title. */
  primary: readonly DataTableColumn<Row>[];
  /** The sort and filter controls of the columns shown, folded above the cards. */
  controls: ReactNode;
  selectable: boolean;
  rowSelection: RowSelection;
  onToggleRow: (rowId: string) => void;
  /** Shown instead of cards: the empty, loading or error message. */
  message: ReactNode;
  busy: boolean;
  height?: number;
  onScroll?: () => void;
}

// A card's height comes from the ResizeObserver's entries only. Reading it when React attaches the card
// (the virtualizer's default) forced the browser to lay out the whole page inside React's commit: on a
// phone's first load, with the streamed page just inserted, about 90 ms in one task. Until its entry
// arrives, a card keeps the size the virtualizer has for it.
function observedHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? 0;
}

function value<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return drawCell(column, row, column.accessor(row), undefined, true);
}

/**
 * The table on a narrow screen: one card per row, its identity as the title and the screen's primary
 * columns under it as label and value, with the same search, filters, sort, selection and pages as the
 * table (the sort and filter controls are the columns' own header controls, folded above the cards and drawn
 * once unfolded). Cards are
 * virtualized like rows: only those in view are drawn, each measured once drawn.
 *
 * @example
 * <DataTableCards label="Inventory" data={rows} rowIndexes={page} identity={itemNo} primary={counts} controls={headers} selectable={false} rowSelection={{}} onToggleRow={toggle} message={null} busy={false} />
 */
export function DataTableCards<Row extends RowData>(props: DataTableCardsProps<Row>) {
  const { data, rowIndexes, identity, primary, selectable, rowSelection, onToggleRow, message } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The folded controls are drawn once opened: a sort button and a filter menu per column that nobody
  // sees were a large part of the cards' first render on a phone.
  const [controlsOpen, setControlsOpen] = useState(false);
  const estimateSize = useCallback(() => TITLE_HEIGHT + primary.length * LINE_HEIGHT, [primary.length]);
  const virtualizer = useVirtualizer({
    count: message === null ? rowIndexes.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN,
    measureElement: observedHeight,
    observeElementRect: observeRectWhenResized,
    // The same assumed view on the server and while hydrating: the first cards are in the server's page.
    initialRect: { width: 0, height: props.height ?? ASSUMED_VIEW_HEIGHT },
  });
  return (
    <>
      <details
        className="rr-data-table__card-controls"
        onToggle={(event) => setControlsOpen(event.currentTarget.open)}
      >
        <summary className="rr-data-table__card-controls-summary">Sort and filter</summary>
        <div className="rr-data-table__card-controls-list">{controlsOpen ? props.controls : null}</div>
      </details>
      <div
        ref={scrollRef}
        className="rr-data-table__cards-scroll"
        style={props.height !== undefined ? { height: props.height } : undefined}
        onScroll={props.onScroll}
        aria-busy={props.busy || undefined}
      >
        {message !== null ? (
          <p className="rr-data-table__message">{message}</p>
        ) : (
          <ul
            className="rr-data-table__cards"
            aria-label={props.label}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const rowIndex = rowIndexes[item.index] as number;
              const row = data[rowIndex] as Row;
              const rowId = String(rowIndex);
              const selected = rowSelection[rowId] === true;
              return (
                <li
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  data-state={selected ? 'selected' : undefined}
                  className="rr-data-table__card"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <div className="rr-data-table__card-title">
                    {selectable && (
                      <input
                        type="checkbox"
                        className="rr-data-table__checkbox"
                        aria-label={`Select row ${item.index + 1}`}
                        checked={selected}
                        onChange={() => onToggleRow(rowId)}
                      />
                    )}
                    {identity ? (
                      <span>
                        <span className="rr-data-table__card-label">{identity.header} </span>
                        <strong>{value(identity, row)}</strong>
                      </span>
                    ) : (
                      <strong>{`Row ${item.index + 1}`}</strong>
                    )}
                  </div>
                  <dl className="rr-data-table__card-fields">
                    {primary.map((column) => (
                      <div key={column.id} className="rr-data-table__card-field" data-type={column.type}>
                        <dt>{column.header}</dt>
                        <dd>{value(column, row)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
