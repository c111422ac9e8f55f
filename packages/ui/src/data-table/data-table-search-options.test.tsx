import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveElementsAViewportSize } from '../test-support/data-table/viewport-size.js';
import { DataTable } from './data-table.js';
import type { DataTableColumn } from './data-table.types.js';

beforeAll(giveElementsAViewportSize);

const rows = [{ Serial_No: 'BHA-1001' }, { Serial_No: 'BHA-1002' }, { Serial_No: 'JAR-7' }];
const columns: DataTableColumn<(typeof rows)[number]>[] = [
  { id: 'Serial_No', header: 'Serial No', accessor: (row) => row.Serial_No },
];
const rowCount = () => screen.getByRole('grid').closest('section')?.getAttribute('data-row-count');

describe('given a DataTable with search options', () => {
  it('should show the given placeholder, and Search without one', () => {
    const { unmount } = render(
      <DataTable
        label="Orders"
        rows={rows}
        columns={columns}
        searchPlaceholder="Search (Order nr, PO, Item Number etc..)"
      />,
    );
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe(
      'Search (Order nr, PO, Item Number etc..)',
    );
    unmount();
    render(<DataTable label="Orders" rows={rows} columns={columns} />);
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Search');
  });

  it('should start with the initial query in the box and only its matches shown', async () => {
    render(<DataTable label="Reports" rows={rows} columns={columns} initialQuery="bha-100" />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('bha-100');
    await waitFor(() => expect(rowCount()).toBe('2'));
  });

  it('should show every row for an empty initial query', async () => {
    render(<DataTable label="Reports" rows={rows} columns={columns} initialQuery="" />);
    await waitFor(() => expect(rowCount()).toBe('3'));
  });
});
