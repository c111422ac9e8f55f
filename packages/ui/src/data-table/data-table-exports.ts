import { INVENTORY_TALLY_CSV_NAME } from '@rigready/core';
import type { RowData } from './data-table.types.js';
import type { DataTableProps } from './data-table-props.js';
import { downloadCsv } from './download-csv.js';
import type { DataTableState } from './use-data-table-state.js';

/**
 * The exports of a {@link DataTable}'s toolbar, each of the rows matching its view in its columns as drawn
 * (pinned first): CSV when it has a file name, PDF when the host handles it, and the selected rows. An
 * export the table does not offer is undefined.
 *
 * @example
 * const { exportCsv } = dataTableExports(props, state);
 * exportCsv?.(); // downloads InventoryTally.csv
 */
export function dataTableExports<Row extends RowData>(
  props: DataTableProps<Row>,
  state: DataTableState<Row>,
) {
  const { rows } = props;
  const { view, pinned, coreColumns } = state;
  const rowsOf = (indexes: readonly number[]) => indexes.map((rowIndex) => rows[rowIndex] as Row);
  const exportCsv =
    props.csvFileName !== undefined
      ? () =>
          downloadCsv(
            rowsOf(view.matching),
            pinned.ids.map(
              (id) => coreColumns.find((column) => column.id === id) as (typeof coreColumns)[number],
            ),
            props.csvFileName ?? INVENTORY_TALLY_CSV_NAME,
          )
      : undefined;
  const exportPdf = props.onExportPdf
    ? () =>
        props.onExportPdf?.(rowsOf(view.matching), state.shownColumns, {
          query: state.appliedQuery,
          filters: Object.fromEntries(
            Object.entries(state.filters).filter(([, values]) => values.length > 0),
          ),
          sorting: state.sorting,
          columnIds: pinned.ids,
        })
    : undefined;
  const downloadSelected = () =>
    props.onDownloadSelected?.(
      rowsOf(view.matching.filter((rowIndex) => state.selection.rowSelection[String(rowIndex)])),
    );
  return { exportCsv, exportPdf, downloadSelected };
}
