import type { SearchIndex } from '@rigready/core';
import { memo } from 'react';
import type { SortDirection } from './column-sorting.js';
import type { FilterState } from './data-table-faceted-filter.js';
import { FacetedFilterMenu } from './data-table-menus.js';

/** Props of {@link DataTableColumnHeader}. Every prop but `sorted` and `selected` stays the same between renders, so a keystroke in the search box does not re-render the headers. */
export interface DataTableColumnHeaderProps<Row> {
  columnId: string;
  header: string;
  description?: string;
  sorted: false | SortDirection;
  /** Sorts by this column (see toggleColumnSorting: descending first). Absent for a column that does not sort. */
  onSort?: (columnId: string) => void;
  /** The index the filter menu counts values on; null when the column shows no filter menu. */
  filterIndex: SearchIndex<Row> | null;
  /** The values ticked in this column's filter. */
  selected: readonly string[];
  getFilterState: () => FilterState;
  onFilterChange: (columnId: string, values: string[]) => void;
}

const SORT_LABEL = { asc: 'sorted ascending', desc: 'sorted descending' } as const;

function HeaderContent<Row>({
  columnId,
  header,
  description,
  sorted,
  onSort,
  filterIndex,
  selected,
  getFilterState,
  onFilterChange,
}: DataTableColumnHeaderProps<Row>) {
  // The header's full text stays readable however narrow its column is.
  const title = description ? `${header}: ${description}` : header;
  return (
    <span className="rr-data-table__header">
      {onSort ? (
        <button
          type="button"
          className="rr-data-table__sort"
          title={title}
          data-state={sorted || 'none'}
          onClick={() => onSort(columnId)}
        >
          <span className="rr-data-table__header-text">{header}</span>
          <span className="rr-data-table__sort-icon" aria-hidden="true">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
          {sorted && <span className="rr-data-table__visually-hidden">{`, ${SORT_LABEL[sorted]}`}</span>}
        </button>
      ) : (
        <span className="rr-data-table__header-text" title={title}>
          {header}
        </span>
      )}
      {filterIndex && (
        <FacetedFilterMenu
          index={filterIndex}
          columnId={columnId}
          header={header}
          selected={selected}
          getFilterState={getFilterState}
          onChange={onFilterChange}
        />
      )}
    </span>
  );
}

/**
 * A column's header content: a sort button (first press sorts descending, as the spec's default sort is
 * descending) and, when the column is filtered by menu, its filter menu. The `<th>` around it carries
 * `aria-sort`. Memoized: only the sorted column and the filtered column re-render.
 *
 * @example
 * <DataTableColumnHeader columnId="Weight" header="Weight" sorted="desc" onSort={sort} filterIndex={null} selected={[]} getFilterState={get} onFilterChange={set} />
 */
export const DataTableColumnHeader = memo(HeaderContent) as typeof HeaderContent;
