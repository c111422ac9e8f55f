import { useState } from 'react';
import { ModalDialog } from '../modal-dialog/modal-dialog.js';
import { useAsyncAction } from '../modal-dialog/use-async-action.js';

/** One column of a {@link DrillDownListDialog}: the row field it shows and its header. */
export interface DrillDownColumn {
  key: string;
  label: string;
  /** Where a row's value leads (a serial number to its joint's page), or null for the text alone. */
  href?: (row: Readonly<Record<string, unknown>>) => string | null;
}

/** Props of {@link DrillDownListDialog}. */
export interface DrillDownListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the list is, e.g. '550DP.12 · Rig Ready'. */
  title: string;
  /** The rows of the drill-down call (/showPipelist, /showVTIlist ...), shown in the given order. */
  rows: readonly Readonly<Record<string, unknown>>[];
  /** The columns to show; default the serial number alone. */
  columns?: readonly DrillDownColumn[];
  /** True while the rows are being fetched (the spec's dialog-loading flag). */
  loading?: boolean;
  /**
   * A sentence above the list that says what it counts, where that differs from the screen behind it
   * (e.g. every site, when the table behind shows one).
   */
  note?: string;
  /**
   * Exports the list to Excel (/createExcel, /createExcelShippedSerials). The button shows progress while the
   * promise is pending and the error's message if it rejects. Without it there is no export button.
   */
  onExportExcel?: () => void | Promise<void>;
  /**
   * Adds a checkbox to each row, one that ticks them all, and per action a button with its label and the
   * count ticked that hands the ticked rows over, in list order (e.g. 'Print labels'). Ticks are cleared when
   * the rows change.
   *
   * @example
   * selectionActions={[{ label: 'Print labels', onRun: (rows) => printLabels(rows) }]}
   */
  selectionActions?: readonly SelectionAction[];
}

/** What a drill-down does with its ticked rows: a button's label and what it runs. */
export interface SelectionAction {
  label: string;
  onRun: (rows: readonly Readonly<Record<string, unknown>>[]) => void;
}

const NONE_TICKED: ReadonlySet<number> = new Set();

const SERIAL_COLUMNS: readonly DrillDownColumn[] = [{ key: 'Serial_Number', label: 'Serial Number' }];

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function drillDownCell(column: DrillDownColumn, row: Readonly<Record<string, unknown>>) {
  const text = cellText(row[column.key]);
  const href = text === '' ? null : (column.href?.(row) ?? null);
  return href === null ? text : <a href={href}>{text}</a>;
}

/**
 * The list behind an inventory count cell: a titled table of serials with an Excel export button. A simple
 * list, for the few hundred rows a drill-down returns; the inventory's big table is the DataTable.
 *
 * @example
 * <DrillDownListDialog
 *   open={open}
 *   onOpenChange={setOpen}
 *   title="550DP.12 · Rig Ready"
 *   rows={pipes}
 *   columns={[{ key: 'Serial_Number', label: 'Serial Number' }, { key: 'Rack_Position', label: 'Rack' }]}
 *   onExportExcel={() => exportExcel('550DP.12', 'Rig_Ready')}
 * />
 */
export function DrillDownListDialog({
  open,
  onOpenChange,
  title,
  rows,
  columns = SERIAL_COLUMNS,
  loading = false,
  note,
  onExportExcel,
  selectionActions = [],
}: DrillDownListDialogProps) {
  const ticking = selectionActions.length > 0;
  const exportExcel = useAsyncAction(onExportExcel);
  // Ticks belong to the rows they were made on: a new list starts with none.
  const [selection, setSelection] = useState({ of: rows, ticked: NONE_TICKED });
  const ticked = selection.of === rows ? selection.ticked : NONE_TICKED;
  const setTicked = (next: ReadonlySet<number>) => setSelection({ of: rows, ticked: next });
  const allTicked = rows.length > 0 && ticked.size === rows.length;
  const tick = (index: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(index);
    else next.delete(index);
    setTicked(next);
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      actions={
        ticking || onExportExcel ? (
          <>
            {selectionActions.map((action) => (
              <button
                key={action.label}
                type="button"
                className="rr-button"
                disabled={loading || ticked.size === 0}
                onClick={() => action.onRun(rows.filter((_, index) => ticked.has(index)))}
              >
                {ticked.size > 0 ? `${action.label} (${ticked.size})` : action.label}
              </button>
            ))}
            {onExportExcel ? (
              <button
                type="button"
                className="rr-button"
                data-variant="primary"
                disabled={loading || rows.length === 0 || exportExcel.pending}
                aria-busy={exportExcel.pending || undefined}
                onClick={() => exportExcel.run()}
              >
                {exportExcel.pending ? 'Exporting…' : 'Export to Excel'}
              </button>
            ) : null}
          </>
        ) : null
      }
    >
      {note ? <p className="rr-drill-down__note">{note}</p> : null}
      {exportExcel.error ? (
        <p className="rr-alert" role="alert">
          {exportExcel.error}
        </p>
      ) : null}
      {loading ? (
        <p className="rr-drill-down__status" role="status">
          Loading…
        </p>
      ) : rows.length === 0 ? (
        <p className="rr-drill-down__status">No serials to show.</p>
      ) : (
        <div className="rr-drill-down__scroll">
          <table className="rr-drill-down__table">
            <caption className="rr-drill-down__caption">
              {rows.length === 1 ? '1 serial' : `${rows.length} serials`}
            </caption>
            <thead>
              <tr>
                {ticking ? (
                  <th scope="col" className="rr-drill-down__tick">
                    <input
                      type="checkbox"
                      aria-label="Select all serials"
                      checked={allTicked}
                      onChange={(event) =>
                        setTicked(event.target.checked ? new Set(rows.map((_, index) => index)) : new Set())
                      }
                    />
                  </th>
                ) : null}
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // Drill-down rows have no guaranteed key; their order is fixed for the dialog's life.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  {ticking ? (
                    <td className="rr-drill-down__tick">
                      <input
                        type="checkbox"
                        aria-label={`Select ${cellText(row[columns[0]?.key ?? 'Serial_Number'])}`}
                        checked={ticked.has(index)}
                        onChange={(event) => tick(index, event.target.checked)}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td key={column.key}>{drillDownCell(column, row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ModalDialog>
  );
}
