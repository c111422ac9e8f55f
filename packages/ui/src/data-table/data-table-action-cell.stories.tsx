import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './data-table.js';
import type { DataTableColumn } from './data-table.types.js';

interface ReturnedRow {
  Order_No: string;
  Item_No: string;
  Priority: string | null;
}

const rows: ReturnedRow[] = Array.from({ length: 8 }, (_, index) => ({
  Order_No: String(40200 + index),
  Item_No: `550DP.${index}`,
  Priority: index % 3 === 0 ? 'High' : null,
}));

const openOrder = fn();
const downloadExcel = fn();

const columns: DataTableColumn<ReturnedRow>[] = [
  {
    id: 'Order_No',
    header: 'Order No',
    accessor: (row) => row.Order_No,
    type: 'action',
    onAction: openOrder,
  },
  { id: 'Item_No', header: 'Item No', accessor: (row) => row.Item_No },
  {
    id: 'Priority',
    header: 'Priority',
    accessor: (row) => row.Priority,
    type: 'chip',
    chipColor: () => '#d32f2f',
    chipWidth: 80,
  },
  {
    id: 'Excel',
    header: 'Excel',
    accessor: (row) => row.Order_No,
    type: 'action',
    actionLabel: () => 'Excel',
    onAction: downloadExcel,
  },
];

const meta = {
  title: 'Data/DataTable/Action cells',
  component: DataTable<ReturnedRow>,
  args: { label: 'Completed inspections', rows, columns, defaultPageSize: 5, height: 250 },
} satisfies Meta<typeof DataTable<ReturnedRow>>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An order number that opens the inspection history, an Excel download per row and an 80 px chip. */
export const OrderButtonsAndExcel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('grid'));
    // Whichever order the page shows first: the page holds 5 of the 8 rows, in the table's default order.
    const [firstOrder] = await grid.findAllByRole('button', { name: /^402\d\d$/ });
    await userEvent.click(firstOrder as HTMLElement);
    await expect(openOrder).toHaveBeenCalledWith(
      rows.find((row) => row.Order_No === firstOrder?.textContent),
    );
    // The Excel cell of the same row: its button, not the column's sort button (also named 'Excel').
    const firstRow = (firstOrder as HTMLElement).closest('tr') as HTMLElement;
    await userEvent.click(within(firstRow).getByRole('button', { name: 'Excel' }));
    await expect(downloadExcel).toHaveBeenCalledWith(
      rows.find((row) => row.Order_No === firstOrder?.textContent),
    );
  },
};

/** The item number as a link to a page of the host (a serial number to its joint's page, in the portal). */
export const ItemLinks: Story = {
  args: {
    columns: [
      {
        id: 'Item_No',
        header: 'Item No',
        accessor: (row) => row.Item_No,
        type: 'link',
        href: (row) => `#item-${row.Item_No}`,
      },
      { id: 'Order_No', header: 'Order No', accessor: (row) => row.Order_No },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(await within(canvasElement).findByRole('grid'));
    const [first] = await grid.findAllByRole('link');
    await expect(first?.getAttribute('href')).toBe(`#item-${first?.textContent}`);
  },
};
