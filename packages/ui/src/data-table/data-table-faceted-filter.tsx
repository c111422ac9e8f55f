import { type ColumnFilters, formatCount, type SearchIndex } from '@rigready/core';
import { DropdownMenu } from 'radix-ui';
import { createContext, type KeyboardEvent, memo, use, useCallback, useMemo, useRef, useState } from 'react';
import type { MenuOpening } from './deferred-menu.js';
import { TriggeredDropdownMenu } from './triggered-dropdown-menu.js';
import { useFacets } from './use-facets.js';

// A menu of 100,000 checkboxes helps nobody: the menu lists this many values and asks to search for more.
const MAX_LISTED_VALUES = 200;
const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Escape', 'Tab']);

/**
 * The table's search text and column filters, read when a filter menu opens (not passed down as values,
 * so typing in the search box does not re-render every header).
 *
 * @example
 * const state: FilterState = { query: 'nc50', filters: { Site: ['Aberdeen'] } };
 */
export interface FilterState {
  readonly query: string;
  readonly filters: ColumnFilters;
}

/** Props of {@link DataTableFacetedFilter}. */
export interface DataTableFacetedFilterProps<Row> {
  index: SearchIndex<Row>;
  columnId: string;
  header: string;
  /** The values ticked in this column. */
  selected: readonly string[];
  getFilterState: () => FilterState;
  onChange: (columnId: string, values: string[]) => void;
}

// The ticked values reach the list through context, not props: ticking a value then re-renders the list
// and that item, not the Radix menu around them (its popper, focus and dismiss layers).
const SelectedValues = createContext<readonly string[]>([]);

interface FacetItemProps {
  value: string;
  count: number;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}

const FacetItem = memo(function FacetItem({ value, count, checked, onToggle }: FacetItemProps) {
  return (
    <DropdownMenu.CheckboxItem
      className="rr-data-table__menu-item"
      checked={checked}
      onSelect={(event) => event.preventDefault()}
      onCheckedChange={(next) => onToggle(value, next === true)}
    >
      <span className="rr-data-table__menu-check" aria-hidden="true">
        {checked ? '✓' : ''}
      </span>
      <span className="rr-data-table__menu-value">{value === '' ? '(empty)' : value}</span>
      <span className="rr-data-table__menu-count">{formatCount(count)}</span>
    </DropdownMenu.CheckboxItem>
  );
});

function FacetList<Row>({
  index,
  columnId,
  header,
  getFilterState,
  onChange,
}: Omit<DataTableFacetedFilterProps<Row>, 'selected'>) {
  const selected = use(SelectedValues);
  const [valueQuery, setValueQuery] = useState('');
  const { query, filters } = getFilterState();
  // The counts depend on the search and the OTHER columns' filters only: ticking a value here does not
  // recount them.
  const othersKey = JSON.stringify([query, Object.entries(filters).filter(([id]) => id !== columnId)]);
  const counted = useFacets(index, columnId, { query, filters: { ...filters, [columnId]: [] } }, othersKey);
  // As core's facets do: a ticked value that no row has any more stays listed (count 0) to be unticked.
  const missing = counted ? selected.filter((value) => !counted.some((facet) => facet.value === value)) : [];
  const facets =
    counted === null || missing.length === 0
      ? (counted ?? [])
      : [...counted, ...missing.map((value) => ({ value, count: 0 }))].sort((a, b) =>
          index.collator.compare(a.value, b.value),
        );
  const needle = valueQuery.trim().toLowerCase();
  const matching =
    needle === '' ? facets : facets.filter((facet) => facet.value.toLowerCase().includes(needle));
  const listed = matching.slice(0, MAX_LISTED_VALUES);
  // One stable callback for every item, reading the ticked values when called: ticking a value then
  // re-renders that item only, not the (up to 200) Radix items of the menu.
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const toggle = useCallback(
    (value: string, next: boolean) => {
      const current = selectedRef.current;
      onChange(columnId, next ? [...current, value] : current.filter((ticked) => ticked !== value));
    },
    [onChange, columnId],
  );
  const keepTyping = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!NAVIGATION_KEYS.has(event.key)) event.stopPropagation();
  };
  return (
    <>
      <input
        className="rr-data-table__menu-search"
        type="search"
        aria-label={`Search ${header} values`}
        placeholder="Search values"
        value={valueQuery}
        onChange={(event) => setValueQuery(event.target.value)}
        onKeyDown={keepTyping}
      />
      <DropdownMenu.Group aria-label={`${header} values`} className="rr-data-table__menu-values">
        {listed.map((facet) => (
          <FacetItem
            key={facet.value}
            value={facet.value}
            count={facet.count}
            checked={selected.includes(facet.value)}
            onToggle={toggle}
          />
        ))}
      </DropdownMenu.Group>
      {matching.length > listed.length && (
        <DropdownMenu.Label className="rr-data-table__menu-note">
          {`${listed.length} of ${formatCount(matching.length)} values shown: search to narrow.`}
        </DropdownMenu.Label>
      )}
      {counted === null && (
        <DropdownMenu.Label className="rr-data-table__menu-note" role="status">
          Counting values…
        </DropdownMenu.Label>
      )}
      {counted !== null && matching.length === 0 && (
        <DropdownMenu.Label className="rr-data-table__menu-note">No values</DropdownMenu.Label>
      )}
      <DropdownMenu.Separator className="rr-data-table__menu-separator" />
      <DropdownMenu.Item
        className="rr-data-table__menu-item"
        disabled={selected.length === 0}
        onSelect={() => onChange(columnId, [])}
      >
        Clear filter
      </DropdownMenu.Item>
    </>
  );
}

/**
 * A column's filter menu (spec part 1 §2): the column's values with their counts among the rows that
 * pass the search and the other columns' filters (core's facets), checkboxes to pick values, and a search
 * within the menu. Columns combine by intersection. The values are only counted while the menu is open.
 * The table loads it on first use ({@link DeferredMenu}), drawing `trigger` as a plain button until then.
 *
 * @example
 * <DataTableFacetedFilter index={index} columnId="Site" header="Site" selected={[]} getFilterState={get} onChange={setFilter} trigger={look} defaultOpen={false} />
 */
export function DataTableFacetedFilter<Row>({
  trigger,
  defaultOpen,
  selected,
  index,
  columnId,
  header,
  getFilterState,
  onChange,
}: DataTableFacetedFilterProps<Row> & MenuOpening) {
  const list = useMemo(
    () => (
      <FacetList
        index={index}
        columnId={columnId}
        header={header}
        getFilterState={getFilterState}
        onChange={onChange}
      />
    ),
    [index, columnId, header, getFilterState, onChange],
  );
  return (
    <SelectedValues value={selected}>
      <TriggeredDropdownMenu trigger={trigger} defaultOpen={defaultOpen} align="start">
        {list}
      </TriggeredDropdownMenu>
    </SelectedValues>
  );
}
