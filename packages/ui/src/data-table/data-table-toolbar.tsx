import { formatCount } from '@rigready/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { FilterColumnsMenu } from './data-table-menus.js';

/** Props of {@link DataTableToolbar}. */
export interface DataTableToolbarProps {
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The search box's placeholder; 'Search' when absent. */
  placeholder?: string;
  /** Columns that can have a filter menu, and which of them show it ('Filter columns'). */
  filterColumns: readonly { id: string; header: string }[];
  filterColumnIds: readonly string[];
  onFilterColumnIdsChange: (columnIds: string[]) => void;
  /** The row count shown after search and filters. */
  total: number;
  searching: boolean;
  onExportCsv?: () => void;
  onExportPdf?: () => void;
  /** Extra controls (column settings, Download Selected). */
  children?: ReactNode;
}

/**
 * The table's toolbar: the search box (case-insensitive, ignoring spaces and punctuation, as core
 * searches), the 'Filter columns' selector that chooses which columns show a filter menu, the row count
 * (announced politely), exports and the host's extra controls.
 *
 * @example
 * <DataTableToolbar label="Inventory" query={query} onQueryChange={setQuery} filterColumns={columns} filterColumnIds={ids} onFilterColumnIdsChange={setIds} total={120} searching={false} />
 */
export function DataTableToolbar({
  label,
  query,
  onQueryChange,
  placeholder = 'Search',
  filterColumns,
  filterColumnIds,
  onFilterColumnIdsChange,
  total,
  searching,
  onExportCsv,
  onExportPdf,
  children,
}: DataTableToolbarProps) {
  const searchBox = useRef<HTMLInputElement>(null);
  // Text typed into the server's page before it hydrated stays in the box, but React fires no change
  // for it: the table would show every row under a search it never ran. Mounted, the box's text is the
  // query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text typed before the first commit.
  useLayoutEffect(() => {
    const typed = searchBox.current?.value ?? query;
    if (typed !== query) onQueryChange(typed);
  }, []);
  return (
    <div className="rr-data-table__toolbar">
      <input
        ref={searchBox}
        className="rr-data-table__search"
        type="search"
        aria-label={`Search ${label}`}
        placeholder={placeholder}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <output
        className="rr-data-table__count-label"
        aria-live="polite"
        data-searching={searching ? '' : undefined}
      >
        {searching ? 'Searching…' : `${formatCount(total)} ${total === 1 ? 'row' : 'rows'}`}
      </output>
      <div className="rr-data-table__actions">
        {filterColumns.length > 0 && (
          <FilterColumnsMenu
            columns={filterColumns}
            columnIds={filterColumnIds}
            onColumnIdsChange={onFilterColumnIdsChange}
          />
        )}
        {children}
        {onExportCsv && (
          <button type="button" className="rr-data-table__button" onClick={onExportCsv}>
            Export CSV
          </button>
        )}
        {onExportPdf && (
          <button type="button" className="rr-data-table__button" onClick={onExportPdf}>
            Export PDF
          </button>
        )}
      </div>
    </div>
  );
}
