import '../../../dist/css/tokens.css';
import '../../../dist/css/chip.css';
import '../../../dist/css/data-table.css';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataTableColumn } from '../../../dist/index.js';
import {
  CARDS_BELOW_WIDTH,
  DEFAULT_SORT_FIELD,
  FIELDS,
  fleetFromUrl,
  GRID_HEIGHT,
  type InventoryRow,
  NUMERIC_FIELDS,
  PHONE_PRIMARY_FIELDS,
} from '../shared/fleet.js';
import { isOnScreen, measureMount } from '../shared/probe.js';

const rows = fleetFromUrl();
// On a phone the table shows cards: Item No is their title (pinned, as the portal pins a row's identity)
// and the columns the portal's inventory cards list under it are the primary ones.
const phone = window.innerWidth < CARDS_BELOW_WIDTH;
const columns: DataTableColumn<InventoryRow>[] = FIELDS.map((field) => ({
  id: field,
  header: field.replaceAll('_', ' '),
  accessor: (row) => row[field],
  type: NUMERIC_FIELDS.has(field) ? 'number' : 'text',
  ...(phone ? { pinned: field === 'Item_No', primary: PHONE_PRIMARY_FIELDS.has(field) } : {}),
}));

const section = () => document.querySelector<HTMLElement>('section.rr-data-table');
const onScreen = (selector: string, indexOf: (element: HTMLElement) => number) =>
  [...document.querySelectorAll<HTMLElement>(selector)]
    .filter(isOnScreen)
    .map((element) => ({ index: indexOf(element), element }))
    .sort((a, b) => a.index - b.index);
const cardField = (card: HTMLElement, header: string) =>
  [...card.querySelectorAll('.rr-data-table__card-field')]
    .find((field) => field.querySelector('dt')?.textContent === header)
    ?.querySelector('dd')?.textContent;
window.__app = {
  rowCount: () => Number(section()?.dataset.rowCount ?? -1),
  topRows(count) {
    if (phone) {
      return onScreen('li.rr-data-table__card', (card) => Number(card.dataset.index))
        .slice(0, count)
        .map(
          ({ element }) =>
            `${element.querySelector('.rr-data-table__card-title strong')?.textContent}|${cardField(element, 'Weight')}`,
        );
    }
    return onScreen('tbody tr[aria-rowindex]', (row) => Number(row.getAttribute('aria-rowindex')))
      .slice(0, count)
      .map(
        ({ element }) =>
          `${element.querySelector('[aria-colindex="1"]')?.textContent}|${element.querySelector('[aria-colindex="7"]')?.textContent}`,
      );
  },
  scroller: () =>
    document.querySelector<HTMLElement>(
      phone ? '.rr-data-table__cards-scroll' : '.rr-data-table__scroll',
    ) as HTMLElement,
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
measureMount(
  start,
  () =>
    document.querySelector(
      phone ? 'li.rr-data-table__card[data-index="1"]' : 'tbody tr[aria-rowindex="2"]',
    ) !== null,
);
