import {
  type ColumnFilters,
  DEFAULT_PAGE_SIZE,
  INVENTORY_TALLY_CSV_NAME,
  normalizeSearchText,
  type PageSize,
  type Sorting,
} from '@rigready/core';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { cardColumns } from './card-columns.js';
import { pinnedFirst } from './column-pinning.js';
import { columnSortDirection, toggleColumnSorting } from './column-sorting.js';
import type { DataTableColumn, RowData } from './data-table.types.js';
import { DataTableCards } from './data-table-cards.js';
import { drawCell } from './data-table-cells.js';
import { DataTableColumnHeader } from './data-table-column-header.js';
import { defaultColumnIds, toCoreColumns } from './data-table-columns.js';
import { DataTableGrid } from './data-table-grid.js';
import { ColumnSettingsMenu } from './data-table-menus.js';
import { DataTablePagination } from './data-table-pagination.js';
import type { DataTableProps } from './data-table-props.js';
import {
  DownloadSelectedButton,
  NOTHING_SELECTED_MESSAGE,
  SELECT_COLUMN_ID,
  SelectAllCheckbox,
} from './data-table-selection.js';
import { DataTableToolbar } from './data-table-toolbar.js';
import { downloadCsv } from './download-csv.js';
import { createSortOrderCache } from './sort-order-cache.js';
import { useAppliedView } from './use-applied-view.js';
import { useColumnWidths } from './use-column-widths.js';
import { useHeaderSettings } from './use-header-settings.js';
import { useNarrow } from './use-narrow.js';
import { usePreloadMenus } from './use-preload-menus.js';
import { useRowSelection } from './use-row-selection.js';
import { useSearchIndex } from './use-search-index.js';
import { useStableCallback } from './use-stable-callback.js';

const SELECT_COLUMN_WIDTH = 44;
const NO_VALUES: readonly string[] = [];
// How long after the last scroll event the table counts as scrolling.
const SCROLL_QUIET_MS = 300;

/**
 * The portal's data table (spec part 1 §2, §5, §9; part 2 §2): search, sortable columns with a
 * descending default sort, a filter menu per column combined by intersection, the 'Filter columns'
 * selector, page sizes 5/10/50/100/all, row selection with 'Download Selected', cells by type, a sticky
 * header, a fixed-height mode, column settings and exports. Columns fit their content (measured on a
 * sample of rows) and resize by pointer and keyboard; a `pinned` identity column stays in view; below
 * 600 px of its own width the table shows cards. Search, filters and sorting run on core's
 * index (built in slices, never blocking the main thread); the table itself holds the columns shown, the
 * sorting and the selection; rows and columns are virtualized.
 *
 * @example
 * <DataTable label="Tubular inventory" rows={rows} columns={INVENTORY_COLUMNS} defaultSortColumnId="Total_Item" csvFileName="InventoryTally.csv" columnSettings />
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { label, rows, columns, status = 'ready' } = props;
  const sectionRef = useRef<HTMLElement>(null);
  const narrow = useNarrow(sectionRef);
  const widths = useColumnWidths(
    sectionRef,
    columns,
    rows,
    props.columnWidths,
    props.onColumnWidthsChange,
    !narrow,
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const coreColumns = useMemo(() => toCoreColumns(columns), [columns]);
  const initialColumnIds = useMemo(() => defaultColumnIds(columns), [columns]);
  const onSaveColumns = useStableCallback(props.onSaveColumns);
  const { settings, choose, save } = useHeaderSettings({
    initialColumnIds,
    headerSettings: props.headerSettings,
    onColumnsChosen: useStableCallback(props.onColumnsChosen),
    onSaveColumns,
    onDirtyChange: useStableCallback(props.onDirtyChange),
  });
  const shownIds = useMemo(
    () => (settings.chosen.length > 0 ? settings.chosen.filter((id) => byId.has(id)) : initialColumnIds),
    [settings.chosen, byId, initialColumnIds],
  );

  const [query, setQuery] = useState(props.initialQuery ?? '');
  const [filters, setFilters] = useState<ColumnFilters>({});
  const [filterColumnIds, setFilterColumnIds] = useState<readonly string[]>(
    () =>
      props.defaultFilterColumnIds ??
      columns.filter((column) => column.filterable !== false).map((c) => c.id),
  );
  const [sorting, setSorting] = useState<Sorting>(() =>
    props.defaultSortColumnId ? [{ id: props.defaultSortColumnId, desc: true }] : [],
  );
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(props.defaultPageSize ?? DEFAULT_PAGE_SIZE);

  const searchColumnIds = useMemo(
    () => shownIds.filter((id) => byId.get(id)?.searchable !== false),
    [shownIds, byId],
  );
  // The search texts are built in idle time, but not while the rows scroll (see useSearchIndex).
  const lastScrollAt = useRef(Number.NEGATIVE_INFINITY);
  const onScroll = useCallback(() => {
    lastScrollAt.current = performance.now();
  }, []);
  const scrolling = useCallback(() => performance.now() - lastScrollAt.current < SCROLL_QUIET_MS, []);
  const { index, ready } = useSearchIndex(
    rows,
    coreColumns,
    searchColumnIds,
    normalizeSearchText(query) !== '',
    scrolling,
  );
  // One natural collator for the filter menus and the text sorts: the index's, made on first use.
  const indexRef = useRef(index);
  indexRef.current = index;
  usePreloadMenus(indexRef, scrolling);
  const orders = useMemo(
    () => createSortOrderCache(rows, coreColumns, () => indexRef.current.collator),
    [rows, coreColumns],
  );
  // Until the search texts are built, a typed query keeps the last answer on screen instead of blocking.
  const lastQuery = useRef('');
  const searchable = ready || normalizeSearchText(query) === '';
  const applied = useAppliedView(index, orders, {
    query: searchable ? query : lastQuery.current,
    filters,
    sorting,
    pageIndex,
    pageSize,
  });
  const { view, query: appliedQuery } = applied;
  lastQuery.current = appliedQuery;

  const {
    rowSelection,
    setRowSelection,
    nothingSelected,
    setNothingSelected,
    selectedCount,
    toggleRow,
    selectPage,
  } = useRowSelection(view.page);

  const goToPage = useCallback(
    (next: number) => {
      setPageIndex(next);
      setRowSelection({});
    },
    [setRowSelection],
  );
  const changeQuery = useCallback(
    (next: string) => {
      setQuery(next);
      goToPage(0);
    },
    [goToPage],
  );
  const changeFilter = useCallback(
    (columnId: string, values: string[]) => {
      setFilters((current) => ({ ...current, [columnId]: values }));
      goToPage(0);
    },
    [goToPage],
  );
  const resetFilters = useCallback(() => {
    setFilters({});
    setQuery('');
    goToPage(0);
  }, [goToPage]);

  const selectable = props.onDownloadSelected !== undefined;
  const pinned = useMemo(
    () => pinnedFirst(shownIds, (id) => byId.get(id)?.pinned === true),
    [shownIds, byId],
  );
  const visibleColumnIds = useMemo(
    () => (selectable ? [SELECT_COLUMN_ID, ...pinned.ids] : pinned.ids),
    [pinned, selectable],
  );

  const pageSizeShown = view.page.length;

  const filterChoices = useMemo(
    () => columns.filter((column) => column.filterable !== false && shownIds.includes(column.id)),
    [columns, shownIds],
  );
  const filterIndex = searchable ? index : null;
  const filterState = useRef({ query: appliedQuery, filters });
  filterState.current = { query: appliedQuery, filters };
  const getFilterState = useCallback(() => filterState.current, []);
  // Only the data columns sort: the select column has a checkbox for its header.
  const sortBy = useCallback(
    (columnId: string) => {
      if (!byId.has(columnId)) return;
      setSorting((current) => toggleColumnSorting(current, columnId));
      goToPage(0);
    },
    [byId, goToPage],
  );
  const sortOf = useCallback((columnId: string) => columnSortDirection(sorting, columnId), [sorting]);
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
  const { widthOf: widthOfColumn } = widths;
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

  // Exports follow the columns as drawn: the pinned ones first, whatever their place in the settings.
  const shownColumns = useMemo(
    () => pinned.ids.map((id) => byId.get(id) as DataTableColumn<Row>),
    [pinned, byId],
  );
  const cards = useMemo(() => cardColumns(shownColumns), [shownColumns]);
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
        props.onExportPdf?.(rowsOf(view.matching), shownColumns, {
          query: appliedQuery,
          filters: Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0)),
          sorting,
          columnIds: pinned.ids,
        })
    : undefined;
  const downloadSelected = () =>
    props.onDownloadSelected?.(rowsOf(view.matching.filter((rowIndex) => rowSelection[String(rowIndex)])));

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
        query={query}
        onQueryChange={changeQuery}
        placeholder={props.searchPlaceholder}
        filterColumns={filterChoices}
        filterColumnIds={filterColumnIds}
        onFilterColumnIdsChange={setFilterColumnIds}
        total={status === 'ready' ? view.matching.length : 0}
        searching={!searchable || applied.pending}
        onExportCsv={exportCsv}
        onExportPdf={exportPdf}
      >
        {props.columnSettings && (
          <ColumnSettingsMenu
            columns={columns}
            settings={{ ...settings, chosen: shownIds }}
            onChoose={choose}
            onSave={props.onSaveColumns ? save : undefined}
            onResetHeaders={() => {
              choose(initialColumnIds);
              widths.reset();
            }}
            onResetFilters={resetFilters}
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
          sortOf={sortOf}
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
        pageSize={pageSize}
        total={status === 'ready' ? view.matching.length : 0}
        onPageIndexChange={goToPage}
        onPageSizeChange={(next) => {
          setPageSize(next);
          goToPage(0);
        }}
      />
    </section>
  );
}
