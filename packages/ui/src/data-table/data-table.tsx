import { type ReactNode, useMemo, useRef } from 'react';
import { cardColumns } from './card-columns.js';
import type { RowData } from './data-table.types.js';
import { DataTableCards } from './data-table-cards.js';
import { dataTableExports } from './data-table-exports.js';
import { DataTableGrid } from './data-table-grid.js';
import { ColumnSettingsMenu } from './data-table-menus.js';
import { DataTablePagination } from './data-table-pagination.js';
import type { DataTableProps } from './data-table-props.js';
import { DownloadSelectedButton, NOTHING_SELECTED_MESSAGE } from './data-table-selection.js';
import { DataTableToolbar } from './data-table-toolbar.js';
import { useDataTableRenderers } from './use-data-table-renderers.js';
import { useDataTableState } from './use-data-table-state.js';

/**
 * The portal's data table (spec part 1 §2, §5, §9; part 2 §2): search, sortable columns with a
 * descending default sort, a filter menu per column combined by intersection, the 'Filter columns'
 * selector, page sizes 5/10/50/100/all, row selection with 'Download Selected', cells by type, a sticky
 * header, a fixed-height mode, column settings and exports. Columns fit their content (measured on a
 * sample of rows) and resize by pointer and keyboard; a `pinned` identity column stays in view; below
 * 600 px of its own width the table shows cards. Search, filters and sorting run on core's
 * index (built in slices, never blocking the main thread); its state (the columns shown, the
 * sorting, the page and the selection) is `useDataTableState`'s; rows and columns are virtualized.
 *
 * @example
 * <DataTable label="Tubular inventory" rows={rows} columns={INVENTORY_COLUMNS} defaultSortColumnId="Total_Item" csvFileName="InventoryTally.csv" columnSettings />
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { label, rows, columns, status = 'ready' } = props;
  const sectionRef = useRef<HTMLElement>(null);
  const state = useDataTableState(props, sectionRef);
  const { narrow, widths, settings, choose, view, applied, searchable, selectable, pinned } = state;
  const { rowSelection, nothingSelected, setNothingSelected, selectedCount, toggleRow } = state.selection;
  const { renderHeader, widthOf, headerOf, renderCell } = useDataTableRenderers(state);
  const { exportCsv, exportPdf, downloadSelected } = dataTableExports(props, state);
  const { shownColumns, visibleColumnIds, onScroll } = state;
  const cards = useMemo(() => cardColumns(shownColumns), [shownColumns]);

  let message: ReactNode = null;
  if (status === 'loading') message = 'Loading…';
  else if (status === 'error')
    message = <span role="alert">{props.errorMessage ?? 'The rows could not be loaded.'}</span>;
  else if (view.page.length === 0) message = props.emptyMessage ?? 'No rows to show';

  return (
    <section
      ref={sectionRef}
      className="rr-data-table"
      aria-label={label}
      data-layout={narrow ? 'cards' : 'table'}
      data-row-count={view.matching.length}
    >
      <DataTableToolbar
        label={label}
        query={state.query}
        onQueryChange={state.changeQuery}
        placeholder={props.searchPlaceholder}
        filterColumns={state.filterChoices}
        filterColumnIds={state.filterColumnIds}
        onFilterColumnIdsChange={state.setFilterColumnIds}
        total={status === 'ready' ? view.matching.length : 0}
        searching={!searchable || applied.pending}
        onExportCsv={exportCsv}
        onExportPdf={exportPdf}
      >
        {props.columnSettings && (
          <ColumnSettingsMenu
            columns={columns}
            settings={{ ...settings, chosen: state.shownIds }}
            onChoose={choose}
            onSave={props.onSaveColumns ? state.save : undefined}
            onResetHeaders={() => {
              choose(state.initialColumnIds);
              widths.reset();
            }}
            onResetFilters={state.resetFilters}
          />
        )}
        {selectable && (
          <DownloadSelectedButton
            selectedCount={selectedCount}
            onDownload={downloadSelected}
            onNothingSelected={() => setNothingSelected(true)}
          />
        )}
      </DataTableToolbar>
      {nothingSelected && (
        <div className="rr-data-table__alert" role="alert">
          {NOTHING_SELECTED_MESSAGE}
          <button
            type="button"
            className="rr-data-table__icon-button"
            aria-label="Dismiss"
            onClick={() => setNothingSelected(false)}
          >
            ×
          </button>
        </div>
      )}
      {narrow ? (
        <DataTableCards
          label={label}
          data={rows}
          rowIndexes={view.page}
          identity={cards.identity}
          primary={cards.fields}
          controls={visibleColumnIds.map((columnId) => (
            <span key={columnId} className="rr-data-table__card-control">
              {renderHeader(columnId)}
            </span>
          ))}
          selectable={selectable}
          rowSelection={rowSelection}
          onToggleRow={toggleRow}
          message={message}
          busy={status === 'loading' || !searchable || applied.pending}
          height={props.height}
          onScroll={onScroll}
        />
      ) : (
        <DataTableGrid
          label={label}
          data={rows}
          rowIndexes={view.page}
          visibleColumnIds={visibleColumnIds}
          widthOf={widthOf}
          renderCell={renderCell}
          renderHeader={renderHeader}
          onScroll={onScroll}
          sortOf={state.sortOf}
          height={props.height}
          multiselectable={selectable}
          busy={status === 'loading' || !searchable || applied.pending}
          rowSelection={rowSelection}
          onToggleRow={toggleRow}
          message={message}
          pinnedCount={pinned.pinnedCount + (selectable ? 1 : 0)}
          headerOf={headerOf}
          onResize={widths.resize}
        />
      )}
      <DataTablePagination
        label={label}
        pageIndex={view.pageIndex}
        pageCount={view.pageCount}
        pageSize={state.pageSize}
        total={status === 'ready' ? view.matching.length : 0}
        onPageIndexChange={state.goToPage}
        onPageSizeChange={state.changePageSize}
      />
    </section>
  );
}
