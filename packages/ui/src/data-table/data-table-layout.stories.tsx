import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  generateInventoryRows,
  type GeneratedInventoryRow as InventoryRow,
} from '../../../core/src/search/test-support/inventory-rows.js';
import { inventoryTableColumns } from '../test-support/data-table/inventory-columns.js';
import { DataTable } from './data-table.js';
import type { DataTableColumn } from './data-table.types.js';

const rows = generateInventoryRows(400, 7);
const PRIMARY = new Set(['Rig_Ready', 'Inspection', 'Total_Item', 'Site']);
// The identity first, then the counts: the order the inventory screen uses.
const columns: DataTableColumn<InventoryRow>[] = inventoryTableColumns(
  Object.keys(rows[0] as InventoryRow) as (keyof InventoryRow)[],
  { onCountClick: fn() },
).map((column) => ({
  ...column,
  // A narrow starting width, so that the fitted width (wider, for the header) shows.
  ...(column.id === 'Item_No' ? { width: 64, pinned: true } : {}),
  primary: PRIMARY.has(column.id),
}));

const meta = {
  title: 'Data/DataTable/Layout',
  component: DataTable,
  parameters: { layout: 'padded' },
  args: { label: 'Tubular inventory', rows: [], columns: [] },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('section.rr-data-table') as HTMLElement;
const headerCell = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', { name: new RegExp(`^${name}`) });

export const Resized: Story = {
  render: () => (
    <DataTable label="Tubular inventory" rows={rows} columns={columns} defaultSortColumnId="Total_Item" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('separator', { name: 'Resize Item No' });
    // Fitted to its header and the sampled item numbers once the first rows have painted, in idle time: on a
    // loaded machine that can take longer than waitFor's default second.
    await waitFor(() => expect(handle.getAttribute('aria-valuenow')).not.toBe('64'), { timeout: 5000 });
    const fitted = Number(handle.getAttribute('aria-valuenow'));
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(handle.getAttribute('aria-valuenow')).toBe(String(fitted + 20));
    await expect(headerCell(canvasElement, 'Item No').getBoundingClientRect().width).toBe(fitted + 20);
    await userEvent.keyboard('{Home}');
    await expect(handle.getAttribute('aria-valuenow')).toBe('56');
  },
};

export const PinnedWhileScrolled: Story = {
  render: () => (
    <DataTable label="Tubular inventory" rows={rows} columns={columns} defaultSortColumnId="Total_Item" />
  ),
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('.rr-data-table__scroll') as HTMLElement;
    scroller.scrollLeft = 1200;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(scroller.hasAttribute('data-scrolled-x')).toBe(true));
    const itemNo = headerCell(canvasElement, 'Item No');
    const left = scroller.getBoundingClientRect().left + scroller.clientLeft;
    await expect(Math.round(itemNo.getBoundingClientRect().left)).toBe(Math.round(left));
    const firstCell = canvasElement.querySelector(
      'tbody tr[aria-rowindex="2"] [aria-colindex="1"]',
    ) as HTMLElement;
    await expect(Math.round(firstCell.getBoundingClientRect().left)).toBe(Math.round(left));
    await expect(firstCell.getAttribute('data-pinned')).toBe('edge');
  },
};

export const CardsAt390: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => (
    <div style={{ width: 390 }}>
      <DataTable label="Tubular inventory" rows={rows} columns={columns} defaultSortColumnId="Total_Item" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(table(canvasElement).getAttribute('data-layout')).toBe('cards'));
    const cards = canvas.getByRole('list', { name: 'Tubular inventory' });
    const first = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first.textContent).toMatch(/^Item No /);
    const terms = [...first.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual(['Site', 'Rig Ready', 'Inspection', 'Total Items']);
    for (const button of first.querySelectorAll('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    }
    await userEvent.type(canvas.getByRole('searchbox'), (rows[3] as InventoryRow).Item_No);
    await waitFor(() =>
      expect(Number(table(canvasElement).getAttribute('data-row-count'))).toBeLessThan(400),
    );
    await userEvent.click(canvas.getByText('Sort and filter'));
    await userEvent.click(await canvas.findByRole('button', { name: /^Rig Ready/ }));
    await expect(canvas.getByRole('button', { name: /^Rig Ready/ }).getAttribute('data-state')).toBe('desc');
  },
};

const longHeaders: DataTableColumn<InventoryRow>[] = [
  { id: 'Item_No', header: 'Item No', accessor: (row) => row.Item_No, pinned: true },
  {
    id: 'Total_Yard_with_Rejects',
    header: 'Total Yard incl. Rejects',
    accessor: (row) => row.Total_Yard_with_Rejects,
    type: 'count',
  },
  {
    id: 'Returned_Serials',
    header: 'Returned from rig, serial numbers received',
    accessor: (row) => row.Site,
  },
];

export const HeaderWrapping: Story = {
  render: () => (
    <DataTable
      label="Returned pipes"
      rows={rows}
      columns={longHeaders}
      columnWidths={{ Total_Yard_with_Rejects: 120, Returned_Serials: 140 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrapped = canvas.getByRole('button', { name: /^Total Yard incl\. Rejects/ });
    const text = wrapped.querySelector('.rr-data-table__header-text') as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    // Two lines, not one line cut short.
    await expect(Math.round(text.getBoundingClientRect().height / lineHeight)).toBe(2);
    const long = canvas.getByRole('button', { name: /^Returned from rig/ });
    await expect(long.getAttribute('title')).toBe('Returned from rig, serial numbers received');
  },
};
