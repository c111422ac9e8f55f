import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveElementsAViewportSize } from '../test-support/data-table/viewport-size.js';
import { DataTable } from './data-table.js';
import type { DataTableColumn } from './data-table.types.js';

beforeAll(giveElementsAViewportSize);

interface JointRow {
  Serial_Number: string;
  Rack: string | null;
}

const rows: JointRow[] = [
  { Serial_Number: 'DP 0001', Rack: 'R1' },
  { Serial_Number: 'DP-0002', Rack: null },
];

const columns: DataTableColumn<JointRow>[] = [
  {
    id: 'Serial_Number',
    header: 'Serial Number',
    accessor: (row) => row.Serial_Number,
    type: 'link',
    href: (row) => (row.Rack === null ? null : `/joints/${encodeURIComponent(row.Serial_Number)}`),
  },
  { id: 'Rack', header: 'Rack', accessor: (row) => row.Rack },
];

describe('given a DataTable with a link column', () => {
  it("should draw the value as a link to the row's address, out of the page's tab order inside the grid", () => {
    render(<DataTable label="Joints" rows={rows} columns={columns} />);
    const link = within(screen.getByRole('grid')).getByRole('link', { name: 'DP 0001' });
    expect(link.getAttribute('href')).toBe('/joints/DP%200001');
    expect(link.tabIndex).toBe(-1);
  });

  it('should draw the text alone for a row without an address', () => {
    render(<DataTable label="Joints" rows={rows} columns={columns} />);
    const grid = within(screen.getByRole('grid'));
    expect(grid.queryByRole('link', { name: 'DP-0002' })).toBeNull();
    expect(grid.getByText('DP-0002')).toBeTruthy();
  });
});
