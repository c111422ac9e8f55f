import {
  type ColumnFilters,
  DEFAULT_PAGE_SIZE,
  normalizeSearchText,
  type PageSize,
  type Sorting,
} from '@rigready/core';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { pinnedFirst } from './column-pinning.js';
import { columnSortDirection, toggleColumnSorting } from './column-sorting.js';
import type { DataTableColumn, RowData } from './data-table.types.js';
import { defaultColumnIds, toCoreColumns } from './data-table-columns.js';
import type { DataTableProps } from './data-table-props.js';
import { SELECT_COLUMN_ID } from './data-table-selection.js';
import { createSortOrderCache } from './sort-order-cache.js';
import { useAppliedView } from './use-applied-view.js';
import { useColumnWidths } from './use-column-widths.js';
import { useHeaderSettings } from './use-header-settings.js';
import { useNarrow } from './use-narrow.js';
import { usePreloadMenus } from './use-preload-menus.js';
import { useRowSelection } from './use-row-selection.js';
import { useSearchIndex } from './use-search-index.js';
import { useStableCallback } from './use-stable-callback.js';

// How long after the last scroll event the table counts as scrolling.
const SCROLL_QUIET_MS = 300;

/**
 * The state of a {@link DataTable} and what changes it: the columns shown and their widths, the query,
 * filters, sorting and page, core's index and the view it answers, and the row selection. A change of the
 * query, a filter, the sorting or the page size goes back to the first page; a change of page clears the
 * selection.
 *
 * @example
 * const sectionRef = useRef<HTMLElement>(null);
 * const state = useDataTableState(props, sectionRef);
 * state.changeQuery('nc50'); // page 1 of the rows matching 'nc50'
 */
export function useDataTableState<Row extends RowData>(
  props: DataTableProps<Row>,
  sectionRef: RefObject<HTMLElement | null>,
) {
  const { rows, columns } = props;
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

  const selection = useRowSelection(view.page);
  const { setRowSelection } = selection;

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
  const changePageSize = (next: PageSize) => {
    setPageSize(next);
    goToPage(0);
  };

  const selectable = props.onDownloadSelected !== undefined;
  const pinned = useMemo(
    () => pinnedFirst(shownIds, (id) => byId.get(id)?.pinned === true),
    [shownIds, byId],
  );
  const visibleColumnIds = useMemo(
    () => (selectable ? [SELECT_COLUMN_ID, ...pinned.ids] : pinned.ids),
    [pinned, selectable],
  );

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

  // Exports follow the columns as drawn: the pinned ones first, whatever their place in the settings.
  const shownColumns = useMemo(
    () => pinned.ids.map((id) => byId.get(id) as DataTableColumn<Row>),
    [pinned, byId],
  );

  return {
    narrow,
    widths,
    byId,
    coreColumns,
    initialColumnIds,
    settings,
    choose,
    save,
    shownIds,
    query,
    changeQuery,
    filters,
    changeFilter,
    resetFilters,
    filterColumnIds,
    setFilterColumnIds,
    filterChoices,
    filterIndex,
    getFilterState,
    sorting,
    sortBy,
    sortOf,
    pageSize,
    changePageSize,
    goToPage,
    onScroll,
    searchable,
    applied,
    view,
    appliedQuery,
    selection,
    selectable,
    pinned,
    visibleColumnIds,
    shownColumns,
  };
}

/** What {@link useDataTableState} gives a table. */
export type DataTableState<Row extends RowData> = ReturnType<typeof useDataTableState<Row>>;
