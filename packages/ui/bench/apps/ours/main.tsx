import '../../../dist/css/tokens.css';
import '../../../dist/css/chip.css';
import '../../../dist/css/data-table.css';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataTableColumn } from '../../../dist/index.js';
import {
  DEFAULT_SORT_FIELD,
  FIELDS,
  fleetFromUrl,
  GRID_HEIGHT,
  type InventoryRow,
  NUMERIC_FIELDS,
} from '../shared/fleet.js';
import { isOnScreen, measureMount } from '../shared/probe.js';

const rows = fleetFromUrl();
const columns: DataTableColumn<InventoryRow>[] = FIELDS.map((field) => ({
  id: field,
  header: field.replaceAll('_', ' '),
  accessor: (row) => row[field],
  type: NUMERIC_FIELDS.has(field) ? 'number' : 'text',
}));

const section = () => document.querySelector<HTMLElement>('section.rr-data-table');
window.__app = {
  rowCount: () => Number(section()?.dataset.rowCount ?? -1),
  topRows(count) {
    const rendered = [...document.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]
      .filter(isOnScreen)
      .map((row) => ({ index: Number(row.getAttribute('aria-rowindex')), row }))
      .sort((a, b) => a.index - b.index)
      .slice(0, count);
    return rendered.map(
      ({ row }) =>
        `${row.querySelector('[aria-colindex="1"]')?.textContent}|${row.querySelector('[aria-colindex="7"]')?.textContent}`,
    );
  },
  scroller: () => document.querySelector<HTMLElement>('.rr-data-table__scroll') as HTMLElement,
};

const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <DataTable
    label="Inventory"
    rows={rows}
    columns={columns}
    defaultSortColumnId={DEFAULT_SORT_FIELD}
    defaultPageSize="all"
    height={GRID_HEIGHT}
  />,
);
measureMount(start, () => document.querySelector('tbody tr[aria-rowindex="2"]') !== null);
