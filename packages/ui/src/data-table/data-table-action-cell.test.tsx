import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { giveElementsAViewportSize } from '../test-support/data-table/viewport-size.js';
import { DataTable } from './data-table.js';
import type { DataTableColumn } from './data-table.types.js';

beforeAll(giveElementsAViewportSize);

interface OrderRow {
  Order_No: string;
  Priority: string | null;
  Tally: string | null;
}

const rows: OrderRow[] = [
  { Order_No: '40211', Priority: 'High', Tally: '40211' },
  { Order_No: '40212', Priority: null, Tally: null },
];

function columns(onOpen: (row: OrderRow) => void, onExcel: (row: OrderRow) => void) {
  return [
    { id: 'Order_No', header: 'Order No', accessor: (row) => row.Order_No, type: 'action', onAction: onOpen },
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
      accessor: (row) => row.Tally,
      type: 'action',
      actionLabel: () => 'Excel',
      onAction: onExcel,
    },
  ] satisfies DataTableColumn<OrderRow>[];
}

describe('given a DataTable with action and fixed-width chip cells', () => {
  it('should draw the value as a button that hands its row over when pressed', async () => {
    const onOpen = vi.fn();
    render(<DataTable label="Orders" rows={rows} columns={columns(onOpen, vi.fn())} />);
    await userEvent.click(screen.getByRole('button', { name: '40211' }));
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
  });

  it('should label the button by actionLabel and disable it for a row without a value', async () => {
    const onExcel = vi.fn();
    render(<DataTable label="Orders" rows={rows} columns={columns(vi.fn(), onExcel)} />);
    const buttons = within(screen.getByRole('grid'))
      .getAllByRole('button', { name: 'Excel' })
      .filter((button) => button.classList.contains('rr-data-table__action-button'));
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, true]);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onExcel).not.toHaveBeenCalled();
  });

  it('should give a chip its fixed width and leave an empty value without a chip', () => {
    render(<DataTable label="Orders" rows={rows} columns={columns(vi.fn(), vi.fn())} />);
    const chip = screen.getByText('High');
    expect(chip.closest('[style]')?.getAttribute('style')).toContain('width: 80px');
    expect(within(screen.getByRole('grid')).queryAllByText('High')).toHaveLength(1);
  });
});
