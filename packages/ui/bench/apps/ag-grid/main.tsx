import { normalizeSearchText } from '@rigready/core';
import { type ColDef, type GridApi, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createRoot } from 'react-dom/client';
import { BENCH_AG_GRID_MODULES } from '../shared/ag-grid-modules.js';
import { BENCH_FILTERS } from '../shared/filters.js';
import {
  DEFAULT_SORT_FIELD,
  FIELDS,
  fleetFromUrl,
  GRID_HEIGHT,
  type InventoryRow,
  NUMERIC_FIELDS,
} from '../shared/fleet.js';
import { isOnScreen, measureMount } from '../shared/probe.js';

ModuleRegistry.registerModules(BENCH_AG_GRID_MODULES);

const rows = fleetFromUrl();
// The same natural, case-insensitive order as core's sort, so both grids put rows in the same order.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const columnDefs: ColDef<InventoryRow>[] = FIELDS.map((field) => ({
  field,
  headerName: field.replaceAll('_', ' '),
  width: 140,
  sortable: true,
  filter: NUMERIC_FIELDS.has(field) ? 'agNumberColumnFilter' : 'agTextColumnFilter',
  comparator: NUMERIC_FIELDS.has(field)
    ? undefined
    : (a: unknown, b: unknown) => {
        if (a === b) return 0;
        if (a === null || a === undefined) return 1;
        if (b === null || b === undefined) return -1;
        return collator.compare(String(a), String(b));
      },
  // Both grids search alike: case-insensitive, ignoring spaces and every non-word character.
  getQuickFilterText: (params) => normalizeSearchText(params.value),
  sort: field === DEFAULT_SORT_FIELD ? 'desc' : undefined,
}));
const quickFilterParser = (text: string) => [normalizeSearchText(text).toUpperCase()];
const quickFilterMatcher = (parts: string[], rowText: string) =>
  parts.every((part) => rowText.includes(part));

let api: GridApi<InventoryRow> | null = null;
// AG Grid Community has no value-list filter, so the page offers the benchmark's values as buttons, as an
// app would build its own: a press ticks the value and applies every ticked one through setFilterModel.
const ticked: Record<string, string> = {};
function tickFilterValue(column: string, value: string) {
  ticked[column] = value;
  api?.setFilterModel(
    Object.fromEntries(
      Object.entries(ticked).map(([field, filter]) => [
        field,
        { filterType: 'text', type: 'equals', filter },
      ]),
    ),
  );
}
const countElement = () => document.getElementById('row-count') as HTMLElement;

window.__app = {
  rowCount: () => Number(countElement().dataset.count ?? -1),
  topRows(count) {
    const rendered = [...document.querySelectorAll<HTMLElement>('.ag-grid-scrolling-container .ag-row')]
      .filter(isOnScreen)
      .map((row) => ({ index: Number(row.getAttribute('row-index')), row }))
      .sort((a, b) => a.index - b.index)
      .slice(0, count);
    // On a phone's width AG Grid draws only the columns in view: a row's Weight then comes from its data.
    return rendered.map(
      ({ index, row }) =>
        `${row.querySelector('[col-id="Item_No"]')?.textContent}|${row.querySelector('[col-id="Weight"]')?.textContent ?? api?.getDisplayedRowAtIndex(index)?.data?.Weight}`,
    );
  },
  scroller: () => document.querySelector<HTMLElement>('.ag-grid-viewport') as HTMLElement,
};

function App() {
  return (
    <div>
      <input
        id="quick-filter"
        type="search"
        aria-label="Search inventory"
        onInput={(event) => api?.setGridOption('quickFilterText', event.currentTarget.value)}
      />
      <output id="row-count" />
      {BENCH_FILTERS.map(({ column, value }) => (
        <button
          key={column}
          type="button"
          data-filter-column={column}
          onClick={() => tickFilterValue(column, value)}
        >
          {`${column}: ${value}`}
        </button>
      ))}
      <div style={{ height: GRID_HEIGHT }}>
        <AgGridReact<InventoryRow>
          rowData={rows}
          columnDefs={columnDefs}
          cacheQuickFilter
          quickFilterParser={quickFilterParser}
          quickFilterMatcher={quickFilterMatcher}
          sortingOrder={['desc', 'asc']}
          animateRows={false}
          onGridReady={(event) => {
            api = event.api;
          }}
          onModelUpdated={(event) => {
            const count = event.api.getDisplayedRowCount();
            countElement().dataset.count = String(count);
            countElement().textContent = `${count} rows`;
          }}
        />
      </div>
    </div>
  );
}

const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
measureMount(
  start,
  () => document.querySelector('.ag-grid-scrolling-container .ag-row[row-index="0"]') !== null,
);
