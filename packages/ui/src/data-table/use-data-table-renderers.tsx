import { useCallback } from 'react';
import type { DataTableColumn, RowData } from './data-table.types.js';
import { drawCell } from './data-table-cells.js';
import { DataTableColumnHeader } from './data-table-column-header.js';
import { SELECT_COLUMN_ID, SelectAllCheckbox } from './data-table-selection.js';
import type { DataTableState } from './use-data-table-state.js';

const SELECT_COLUMN_WIDTH = 44;
const NO_VALUES: readonly string[] = [];

/**
 * How a {@link DataTable} draws its columns from its state: each column's header (the select-all checkbox
 * for the select column), width and cells, as the grid and the cards ask for them by column id.
 *
 * @example
 * const { renderHeader, renderCell, widthOf, headerOf } = useDataTableRenderers(useDataTableState(props, ref));
 */
export function useDataTableRenderers<Row extends RowData>(state: DataTableState<Row>) {
  const { byId, filterColumnIds, filterIndex, filters, sortOf, sortBy, getFilterState, changeFilter } = state;
  const { selectedCount, selectPage } = state.selection;
  const pageSizeShown = state.view.page.length;
  const renderHeader = useCallback(
    (columnId: string) => {
      if (columnId === SELECT_COLUMN_ID) {
        return (
          <SelectAllCheckbox
            checked={pageSizeShown > 0 && selectedCount === pageSizeShown}
            indeterminate={selectedCount > 0 && selectedCount < pageSizeShown}
            disabled={pageSizeShown === 0}
            onChange={selectPage}
          />
        );
      }
      const definition = byId.get(columnId) as DataTableColumn<Row>;
      const filtered = definition.filterable !== false && filterColumnIds.includes(columnId);
      return (
        <DataTableColumnHeader
          columnId={columnId}
          header={definition.header}
          description={definition.description}
          sorted={sortOf(columnId)}
          onSort={sortBy}
          filterIndex={filtered ? filterIndex : null}
          selected={filters[columnId] ?? NO_VALUES}
          getFilterState={getFilterState}
          onFilterChange={changeFilter}
        />
      );
    },
    [
      byId,
      filterColumnIds,
      filterIndex,
      filters,
      sortOf,
      sortBy,
      getFilterState,
      changeFilter,
      pageSizeShown,
      selectedCount,
      selectPage,
    ],
  );
  const { widthOf: widthOfColumn } = state.widths;
  const widthOf = useCallback(
    (columnId: string) =>
      columnId === SELECT_COLUMN_ID
        ? SELECT_COLUMN_WIDTH
        : widthOfColumn(byId.get(columnId) as DataTableColumn<Row>),
    [byId, widthOfColumn],
  );
  const headerOf = useCallback((columnId: string) => byId.get(columnId)?.header, [byId]);
  // Cells are drawn from the column definitions directly: the body builds no row or cell objects.
  const renderCell = useCallback(
    (columnId: string, row: Row, fits?: (text: string) => boolean) => {
      const definition = byId.get(columnId) as DataTableColumn<Row>;
      return drawCell(definition, row, definition.accessor(row), fits);
    },
    [byId],
  );
  return { renderHeader, widthOf, headerOf, renderCell };
}
