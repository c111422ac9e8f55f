import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useRef } from 'react';
import type { DataTableColumn, RowData } from './data-table.types.js';
import { drawCell } from './data-table-cells.js';
import type { RowSelection } from './data-table-selection.js';

// A card's height before it is measured: its title line and one line per primary column.
const TITLE_HEIGHT = 48;
const LINE_HEIGHT = 36;
const OVERSCAN = 4;

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

function value<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return drawCell(column, row, column.accessor(row), undefined, true);
}

/**
 * The table on a narrow screen: one card per row, its identity as the title and the screen's primary
 * columns under it as label and value, with the same search, filters, sort, selection and pages as the
 * table (the sort and filter controls are the columns' own header controls, folded above the cards). Cards are
 * virtualized like rows: only those in view are drawn, each measured once drawn.
 *
 * @example
 * <DataTableCards label="Inventory" data={rows} rowIndexes={page} identity={itemNo} primary={counts} controls={headers} selectable={false} rowSelection={{}} onToggleRow={toggle} message={null} busy={false} />
 */
export function DataTableCards<Row extends RowData>(props: DataTableCardsProps<Row>) {
  const { data, rowIndexes, identity, primary, selectable, rowSelection, onToggleRow, message } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const estimateSize = useCallback(() => TITLE_HEIGHT + primary.length * LINE_HEIGHT, [primary.length]);
  const virtualizer = useVirtualizer({
    count: message === null ? rowIndexes.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN,
  });
  return (
    <>
      <details className="rr-data-table__card-controls">
        <summary className="rr-data-table__card-controls-summary">Sort and filter</summary>
        <div className="rr-data-table__card-controls-list">{props.controls}</div>
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
