import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  generateInventoryRows,
  type GeneratedInventoryRow as InventoryRow,
} from '../../../core/src/search/test-support/inventory-rows.js';
import { inventoryTableColumns } from '../test-support/data-table/inventory-columns.js';
import { sampleColumns, sampleRows } from '../test-support/data-table/table-fixtures.js';
import { DataTable } from './data-table.js';

// 100,000 seeded rows (the same every run): 10,000 from core's generator, repeated ten times, so the
// stories load in a fraction of the time while the table still searches, sorts and scrolls 100,000 rows.
const fleetBase = generateInventoryRows(10_000, 42);
const fleet = Array.from(
  { length: 100_000 },
  (_, index) => fleetBase[index % fleetBase.length] as InventoryRow,
);
const fleetRows = () => fleet;
const inventoryColumns = inventoryTableColumns(
  Object.keys(generateInventoryRows(1)[0] as InventoryRow) as (keyof InventoryRow)[],
);

interface BhaRow {
  Serial_No: string;
  Serial_No_Alt: string;
  Material: string;
  Description: string;
  Connection_Box: string;
  Connection_Pin: string;
  Current_Location: string;
  Last_Inspection_Date: number;
  Days_Past_Due: number;
  action: string;
}
const bhaRows: BhaRow[] = Array.from({ length: 60 }, (_, index) => ({
  Serial_No: `BHA-${String(1000 + index)}`,
  Serial_No_Alt: index % 4 === 0 ? '' : `ALT-${index}`,
  Material: `MAT-${(index * 37) % 500}`,
  Description: ['Stabilizer 8 1/4"', 'Jar 6 1/2"', 'Float sub', 'Crossover'][index % 4] as string,
  Connection_Box: ['NC50', 'NC46', '6 5/8" REG'][index % 3] as string,
  Connection_Pin: ['NC50', 'NC46', '4 1/2" IF'][index % 3] as string,
  Current_Location: ['Stavanger', 'Offshore', 'Inspection'][index % 3] as string,
  Last_Inspection_Date: 1_700_000_000 + index * 86_400 * 9,
  Days_Past_Due: index % 5 === 0 ? index : 0,
  action: index % 3 === 0 ? 'No Certificate' : 'Certificate',
}));
const bhaColumns = [
  { id: 'Serial_No', header: 'Serial Number', accessor: (row: BhaRow) => row.Serial_No },
  { id: 'Serial_No_Alt', header: 'Alternative Serial Number', accessor: (row: BhaRow) => row.Serial_No_Alt },
  { id: 'Material', header: 'Material Number', accessor: (row: BhaRow) => row.Material },
  { id: 'Description', header: 'Description', accessor: (row: BhaRow) => row.Description, width: 170 },
  { id: 'Connection_Box', header: 'Connection Box', accessor: (row: BhaRow) => row.Connection_Box },
  { id: 'Connection_Pin', header: 'Connection Pin', accessor: (row: BhaRow) => row.Connection_Pin },
  { id: 'Current_Location', header: 'Current Location', accessor: (row: BhaRow) => row.Current_Location },
  {
    id: 'Last_Inspection_Date',
    header: 'Last Inspection Date',
    accessor: (row: BhaRow) => row.Last_Inspection_Date,
    type: 'date' as const,
  },
  {
    id: 'Days_Past_Due',
    header: 'Days past due inspection',
    accessor: (row: BhaRow) => row.Days_Past_Due,
    type: 'number' as const,
  },
  {
    id: 'action',
    header: 'Certificate',
    accessor: (row: BhaRow) => row.action,
    type: 'pdf' as const,
    filterable: false,
  },
];

const orders = sampleRows(23);
const orderColumns = sampleColumns({ onCountClick: fn(), onPdfClick: fn() });

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowCountOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('section.rr-data-table')?.getAttribute('data-row-count');

export const TubularInventory: Story = {
  args: {
    label: 'Tubular inventory',
    rows: [],
    columns: [],
  },
  render: () => (
    <DataTable
      label="Tubular inventory"
      rows={fleetRows()}
      columns={inventoryColumns}
      defaultSortColumnId="Total_Item"
      defaultPageSize="all"
      csvFileName="InventoryTally.csv"
      onExportPdf={fn()}
      columnSettings
      onSaveColumns={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rowCountOf(canvasElement)).toBe('100000'), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: /^Weight/ }));
    await expect(canvas.getByRole('columnheader', { name: /Weight/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const heaviest = fleetBase.reduce((max, row) => Math.max(max, row.Weight), 0);
    const weightCell = canvasElement.querySelector('tbody tr[aria-rowindex="2"] [aria-colindex="7"]');
    await expect(weightCell?.textContent).toBe(String(heaviest));
  },
};

// Positions (0-based) of the rows drawn, and of the first and last row in view below the sticky header.
function drawnRows(canvasElement: HTMLElement) {
  const scroller = canvasElement.querySelector('.rr-data-table__scroll') as HTMLElement;
  const rows = [...canvasElement.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')];
  const rowHeight = rows[0]?.getBoundingClientRect().height ?? 36;
  const headerHeight = canvasElement.querySelector('thead')?.getBoundingClientRect().height ?? 0;
  const positions = rows.map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
  return {
    first: Math.min(...positions),
    last: Math.max(...positions),
    firstInView: Math.floor(scroller.scrollTop / rowHeight),
    lastInView: Math.floor((scroller.scrollTop + scroller.clientHeight - headerHeight) / rowHeight),
  };
}

export const DrawnAhead: Story = {
  args: { label: 'Drawn ahead', rows: [], columns: [] },
  render: () => (
    <DataTable
      label="Drawn ahead"
      rows={fleetRows()}
      columns={inventoryColumns}
      defaultSortColumnId="Total_Item"
      defaultPageSize="all"
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowCountOf(canvasElement)).toBe('100000'), { timeout: 10_000 });
    // At rest, idle time draws 16 rows past the view and its 4 spare rows; a loaded machine has idle time late.
    await waitFor(
      () => {
        const drawn = drawnRows(canvasElement);
        expect(drawn.last).toBeGreaterThanOrEqual(drawn.lastInView + 16);
      },
      { timeout: 5_000 },
    );
    // New rows (a sort turned) draw only the rows in view in the press's task; the spare rows and the
    // rows ahead follow in idle time. The first press builds the column's order in slices; the second
    // turns it at once.
    const sortButton = canvasElement.querySelector(
      'th[aria-colindex="1"] button.rr-data-table__sort',
    ) as HTMLButtonElement;
    sortButton.click();
    await waitFor(
      () => {
        expect(sortButton.dataset.state).toBe('desc');
        expect(canvasElement.querySelector('table[aria-busy]')).toBeNull();
        const drawn = drawnRows(canvasElement);
        expect(drawn.last).toBeGreaterThanOrEqual(drawn.lastInView + 16);
      },
      { timeout: 5_000 },
    );
    sortButton.click();
    // React renders a press's update in a microtask it queued during the press; no idle time comes first.
    await Promise.resolve();
    const sorted = drawnRows(canvasElement);
    await expect(sorted.first).toBeGreaterThanOrEqual(sorted.firstInView - 1);
    await expect(sorted.last).toBeLessThanOrEqual(sorted.lastInView + 1);
    await waitFor(
      () => {
        const drawn = drawnRows(canvasElement);
        expect(drawn.last).toBeGreaterThanOrEqual(drawn.lastInView + 16);
      },
      { timeout: 5_000 },
    );
    const scroller = canvasElement.querySelector('.rr-data-table__scroll') as HTMLElement;
    scroller.scrollTop = 36 * 500;
    await waitFor(() => {
      const drawn = drawnRows(canvasElement);
      expect(drawn.first).toBeLessThanOrEqual(drawn.firstInView - 16);
      expect(drawn.last).toBeGreaterThanOrEqual(drawn.lastInView + 16);
      expect(drawn.last - drawn.first).toBeLessThan(drawn.lastInView - drawn.firstInView + 50);
    });
    // A text drawn unclipped was measured as fitting: it ends inside its cell's padding.
    const unclipped = [...canvasElement.querySelectorAll<HTMLElement>('.rr-data-table__text--fits')];
    await expect(unclipped.length).toBeGreaterThan(100);
    for (const text of unclipped) {
      const cell = text.closest('td') as HTMLElement;
      const contentRight =
        cell.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(cell).paddingRight);
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(contentRight + 0.5);
    }
  },
};

const searchRows = generateInventoryRows(5_000, 7);

export const Search: Story = {
  args: { label: 'Inventory search', rows: [], columns: [] },
  render: () => (
    <DataTable
      label="Inventory search"
      rows={searchRows}
      columns={inventoryColumns}
      defaultSortColumnId="Total_Item"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Inventory search' }), '550-DP 12');
    // The search ignores case, spaces and punctuation, in any column, but never across two cells.
    const expected = searchRows.filter((row) =>
      Object.values(row).some((value) =>
        String(value ?? '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, '')
          .includes('550dp12'),
      ),
    ).length;
    await waitFor(() => expect(rowCountOf(canvasElement)).toBe(String(expected)), { timeout: 10_000 });
    await expect(canvas.getByText(`${expected} ${expected === 1 ? 'row' : 'rows'}`)).toBeTruthy();
  },
};

export const BhaInventory: Story = {
  args: { label: 'BHA inventory', rows: [], columns: [] },
  render: () => (
    <DataTable
      label="BHA inventory"
      rows={bhaRows}
      columns={bhaColumns}
      defaultSortColumnId="Last_Inspection_Date"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Serial Number/ }));
    const firstCell = canvasElement.querySelector('tbody [role="gridcell"]');
    await expect(firstCell?.textContent).toBe('BHA-1059');
  },
};

export const OrdersTable: Story = {
  args: { label: 'Ongoing orders', rows: [], columns: [] },
  render: () => (
    <DataTable
      label="Ongoing orders"
      rows={orders}
      columns={orderColumns}
      defaultSortColumnId="Weight"
      defaultPageSize={5}
      height={250}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 5')).toBeTruthy();
    await expect(canvasElement.querySelector('.rr-data-table__scroll')?.getBoundingClientRect().height).toBe(
      250,
    );
  },
};

export const Filters: Story = {
  args: { label: 'Orders', rows: [], columns: [] },
  render: () => (
    <DataTable label="Orders" rows={orders} columns={orderColumns} defaultSortColumnId="Weight" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter Site' }));
    await userEvent.click(await page.findByRole('menuitemcheckbox', { name: /Aberdeen/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter Connection' }));
    await userEvent.click(await page.findByRole('menuitemcheckbox', { name: /NC38/ }));
    await userEvent.keyboard('{Escape}');
    // Aberdeen rows are 1, 4, 7, ..., 22; NC38 are the odd rows not divisible by 3: both hold 1, 7, 13, 19.
    await waitFor(() => expect(rowCountOf(canvasElement)).toBe('4'));
  },
};

export const Selection: Story = {
  args: { label: 'BHA orders', rows: [], columns: [] },
  render: () => (
    <DataTable
      label="BHA orders"
      rows={orders}
      columns={orderColumns}
      defaultSortColumnId="Weight"
      defaultPageSize={5}
      onDownloadSelected={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Selected' }));
    await expect(canvas.getByRole('alert').textContent).toContain('Please select PDFs to download first.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByRole('button', { name: 'Download Selected (5)' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Download Selected' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 1' }));
    await expect(canvas.getByRole('button', { name: 'Download Selected (1)' })).toBeTruthy();
  },
};

export const ColumnSettings: Story = {
  args: { label: 'Inventory', rows: [], columns: [] },
  render: () => (
    <DataTable
      label="Inventory"
      rows={orders}
      columns={orderColumns}
      defaultSortColumnId="Weight"
      columnSettings
      onSaveColumns={fn()}
      onDirtyChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit headers' }));
    const moveUp = await page.findByRole('button', { name: 'Move Site up' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('columnheader')[0]?.textContent).toContain('Site'));
    await expect(page.getByRole('button', { name: 'Save settings' }).getAttribute('data-state')).toBe(
      'changed',
    );
    await userEvent.click(page.getByRole('button', { name: 'Save settings' }));
    await expect(page.getByRole('button', { name: 'Settings saved' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
  },
};

/** The settings panel as the browser shows it: under its trigger, focused, closed by its trigger or by focus leaving. */
export const ColumnSettingsOpenAndClose: Story = {
  ...ColumnSettings,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first press loads the settings, whose trigger then takes the plain button's place.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit headers' }));
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Edit headers',
    });
    await waitFor(() => expect(panel.matches(':popover-open')).toBe(true));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toBe(within(panel).getAllByRole('checkbox')[0]),
    );
    const trigger = canvas.getByRole('button', { name: 'Edit headers' });
    const under = trigger.getBoundingClientRect();
    const placed = panel.getBoundingClientRect();
    await expect(placed.top).toBeGreaterThanOrEqual(under.bottom);
    await expect(Math.abs(placed.right - under.right)).toBeLessThan(1);

    // Escape and a press outside close it too; they need trusted input, so the portal's browser tests
    // cover them. Here: its trigger toggles it, and focus moving on to the page closes it.
    await userEvent.click(trigger);
    await waitFor(() => expect(panel.matches(':popover-open')).toBe(false));
    await userEvent.click(trigger);
    await waitFor(() => expect(panel.matches(':popover-open')).toBe(true));
    canvas.getByRole('searchbox').focus();
    await waitFor(() => expect(panel.matches(':popover-open')).toBe(false));
  },
};

export const KeyboardNavigation: Story = {
  args: { label: 'Orders', rows: [], columns: [] },
  render: () => (
    <DataTable label="Orders" rows={orders} columns={orderColumns} defaultSortColumnId="Weight" />
  ),
  play: async ({ canvasElement }) => {
    const firstCell = canvasElement.querySelector<HTMLElement>('tbody [role="gridcell"][tabindex="0"]');
    firstCell?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvasElement.ownerDocument.activeElement?.getAttribute('aria-colindex')).toBe('2');
  },
};

export const Empty: Story = {
  args: { label: 'Received', rows: [], columns: orderColumns as never, emptyMessage: 'No goods received' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No goods received')).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { label: 'Deliveries', rows: [], columns: orderColumns as never, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid').getAttribute('aria-busy')).toBe('true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    label: 'Pre-invoices',
    rows: [],
    columns: orderColumns as never,
    status: 'error',
    errorMessage: 'The pre-invoices could not be loaded. Try again later.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toContain('could not be loaded');
  },
};

export const AllStates: Story = {
  args: { label: 'All states', rows: [], columns: [] },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DataTable
        label="Orders (fixed height)"
        rows={orders}
        columns={orderColumns}
        defaultSortColumnId="Weight"
        defaultPageSize={5}
        height={250}
      />
      <DataTable
        label="Selection"
        rows={orders}
        columns={orderColumns}
        defaultPageSize={5}
        onDownloadSelected={fn()}
        height={250}
      />
      <DataTable label="Empty" rows={[]} columns={orderColumns} height={150} />
      <DataTable label="Loading" rows={[]} columns={orderColumns} status="loading" height={150} />
      <DataTable label="Error" rows={[]} columns={orderColumns} status="error" height={150} />
    </div>
  ),
};
