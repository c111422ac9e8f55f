import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { type SampleRow, sampleColumns, sampleRows } from '../test-support/data-table/table-fixtures.js';
import { giveElementsAViewportSize } from '../test-support/data-table/viewport-size.js';
import { DataTable } from './data-table.js';
import type { DataTableProps } from './data-table-props.js';
import { NarrowWindowHint } from './narrow-window-hint.js';

beforeAll(giveElementsAViewportSize);

const columns = sampleColumns({});
const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);
const rowCount = () => screen.getByRole('grid').closest('section')?.getAttribute('data-row-count');

describe('given a DataTable of 12 rows sorted by weight', () => {
  const rows = sampleRows(12);
  const setup = (props: Partial<DataTableProps<SampleRow>> = {}) => {
    const user = userEvent.setup();
    render(
      <DataTable label="Inventory" rows={rows} columns={columns} defaultSortColumnId="Weight" {...props} />,
    );
    return user;
  };

  it('should sort descending by default and label the sorted header', () => {
    setup();
    expect(firstCells().slice(0, 3)).toEqual(['550DP.12', '550DP.11', '550DP.10']);
    expect(screen.getByRole('columnheader', { name: /Weight/ })?.getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('should expose the whole size to assistive technology', () => {
    setup();
    const grid = screen.getByRole('grid', { name: 'Inventory' });
    expect(grid?.getAttribute('aria-rowcount')).toBe('13');
    expect(grid?.getAttribute('aria-colcount')).toBe(String(columns.length));
    expect(bodyRows()[0]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('should have no axe violations', async () => {
    setup();
    await expectNoAxeViolations(document.body);
  });

  describe('after typing in the search box', () => {
    it('should show only the matching rows, ignoring case and punctuation', async () => {
      const user = setup();
      await user.type(screen.getByRole('searchbox', { name: 'Search Inventory' }), '550-dp.1');
      await waitFor(() => expect(rowCount()).toBe('4'));
      expect(firstCells()).toEqual(['550DP.12', '550DP.11', '550DP.10', '550DP.1']);
      expect(screen.getByText('4 rows')).toBeTruthy();
    });
  });

  describe('after pressing a header', () => {
    it('should sort descending first, then ascending, then descending again', async () => {
      const user = setup();
      const itemNoSort = () =>
        screen.getByRole('columnheader', { name: /Item No/ })?.getAttribute('aria-sort');
      await user.click(screen.getByRole('button', { name: /^Item No/ }));
      expect(firstCells()[0]).toBe('550DP.12');
      expect(screen.getByRole('columnheader', { name: /Weight/ })?.getAttribute('aria-sort')).toBeNull();
      await user.click(screen.getByRole('button', { name: /^Item No/ }));
      expect(firstCells()[0]).toBe('550DP.1');
      expect(itemNoSort()).toBe('ascending');
      await user.click(screen.getByRole('button', { name: /^Item No/ }));
      expect(firstCells()[0]).toBe('550DP.12');
      expect(itemNoSort()).toBe('descending');
    });

    it('should go back to the first page and clear the selection', async () => {
      const user = setup({ defaultPageSize: 5, onDownloadSelected: vi.fn() });
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(screen.getByRole('button', { name: 'Download Selected (5)' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /^Item No/ }));
      expect(screen.getByText('Page 1 of 3')).toBeTruthy();
      const itemNos = bodyRows().map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);
      expect(itemNos).toEqual(['550DP.12', '550DP.11', '550DP.10', '550DP.9', '550DP.8']);
      expect(screen.getByRole('button', { name: 'Download Selected' })).toBeTruthy();
    });
  });

  describe('after ticking values in two filter menus', () => {
    it('should show the rows that pass both (intersection), with counts in the menu', async () => {
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Filter Site' }));
      const aberdeen = await screen.findByRole('menuitemcheckbox', { name: /Aberdeen/ });
      expect(aberdeen.textContent).toContain('4');
      await user.click(aberdeen);
      await user.keyboard('{Escape}');
      expect(rowCount()).toBe('4');
      await user.click(screen.getByRole('button', { name: 'Filter Connection' }));
      // Counted among the Aberdeen rows (1, 4, 7, 10): two have NC38.
      const nc38 = await screen.findByRole('menuitemcheckbox', { name: /NC38/ });
      expect(nc38.textContent).toContain('2');
      await user.click(nc38);
      await user.keyboard('{Escape}');
      expect(rowCount()).toBe('2');
      expect(firstCells()).toEqual(['550DP.8', '550DP.2']);
      expect(screen.getByRole('button', { name: 'Filter Site, 1 selected' })).toBeTruthy();
    });

    it('should tick and untick a value in the open menu, its trigger counting what is ticked', async () => {
      const user = setup();
      expect(rowCount()).toBe('12');
      await user.click(screen.getByRole('button', { name: 'Filter Site' }));
      const aberdeen = await screen.findByRole('menuitemcheckbox', { name: /Aberdeen/ });
      await user.click(aberdeen);
      expect(aberdeen.getAttribute('aria-checked')).toBe('true');
      expect(rowCount()).toBe('4');
      expect(screen.getByRole('button', { name: 'Filter Site, 1 selected', hidden: true })).toBeTruthy();
      await user.click(aberdeen);
      expect(aberdeen.getAttribute('aria-checked')).toBe('false');
      // Unticked again: all 12 sample rows.
      expect(rowCount()).toBe('12');
      expect(screen.getByRole('button', { name: 'Filter Site', hidden: true })).toBeTruthy();
    });

    it('should narrow the menu values with the search within the menu', async () => {
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Filter Site' }));
      await user.type(await screen.findByRole('searchbox', { name: 'Search Site values' }), 'ab');
      expect(screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual(['Aberdeen4']);
    });
  });

  describe('with a page size of 5', () => {
    it('should page through the rows and clear the selection on a page change', async () => {
      const onDownloadSelected = vi.fn();
      const user = setup({ defaultPageSize: 5, onDownloadSelected });
      expect(bodyRows()).toHaveLength(5);
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(screen.getByRole('button', { name: 'Download Selected (5)' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(screen.getByText('Page 2 of 3')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download Selected' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Download Selected' }));
      expect(screen.getByRole('alert')?.textContent).toContain('Please select PDFs to download first.');
      expect(onDownloadSelected).not.toHaveBeenCalled();
      await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
      expect(screen.queryByRole('alert')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Download Selected (1)' }));
      expect(onDownloadSelected).toHaveBeenCalledWith([rows[5]]);
    });

    it('should show every row in one scrolling page for "all"', async () => {
      const user = setup({ defaultPageSize: 5 });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'all');
      expect(bodyRows()).toHaveLength(12);
      expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    });
  });

  describe('cells by type', () => {
    it('should make counts above 0 buttons, leave 0 inert and disable the PDF at No Certificate', async () => {
      const onCountClick = vi.fn();
      const user = userEvent.setup();
      render(
        <DataTable
          label="Inventory"
          rows={rows}
          columns={sampleColumns({ onCountClick })}
          defaultSortColumnId="Weight"
        />,
      );
      const rowOf = (itemNo: string) =>
        bodyRows().find(
          (row) => row.querySelector('[role="gridcell"]')?.textContent === itemNo,
        ) as HTMLElement;
      await user.click(within(rowOf('550DP.2')).getByRole('button', { name: '10 Rig Ready' }));
      expect(onCountClick).toHaveBeenCalledWith(rows[1], 'Rig_Ready');
      const first = rowOf('550DP.1');
      expect(within(first).queryByRole('button', { name: /Rig Ready/ })).toBeNull();
      expect(within(first).getByText('0').getAttribute('data-state')).toBe('inert');
      expect((within(first).getByRole('button', { name: 'PDF' }) as HTMLButtonElement).disabled).toBe(true);
      expect(
        (within(rowOf('550DP.2')).getByRole('button', { name: 'PDF' }) as HTMLButtonElement).disabled,
      ).toBe(false);
      expect(within(rowOf('550DP.12')).getByText('15.03.2024')).toBeTruthy();
      expect(within(rowOf('550DP.12')).getByRole('img', { name: 'red' })).toBeTruthy();
    });
  });

  describe('keyboard navigation', () => {
    it('should keep one tab stop and move between cells with the arrow keys', async () => {
      const user = setup();
      const firstCell = within(bodyRows()[0] as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement;
      expect(firstCell?.getAttribute('tabindex')).toBe('0');
      firstCell.focus();
      await user.keyboard('{ArrowDown}{ArrowRight}');
      expect(document.activeElement?.textContent).toContain('Aberdeen');
      await user.keyboard('{End}');
      expect(document.activeElement?.getAttribute('aria-colindex')).toBe(String(columns.length));
    });
  });

  describe('after searching, filtering and choosing columns', () => {
    it('should hand Export PDF the rows shown and the view that chose them', async () => {
      const onExportPdf = vi.fn();
      const user = setup({ onExportPdf, columnSettings: true });
      await user.type(screen.getByRole('searchbox', { name: 'Search Inventory' }), '550-dp.1');
      await waitFor(() => expect(rowCount()).toBe('4'));
      await user.click(screen.getByRole('button', { name: 'Edit headers' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Priority' }));
      await user.click(screen.getByRole('button', { name: 'Move Site up' }));
      await user.click(screen.getByRole('button', { name: 'Export PDF' }));
      const [exported, shownColumns, view] = onExportPdf.mock.calls[0] ?? [];
      expect(exported.map((row: SampleRow) => row.Item_No)).toEqual([
        '550DP.12',
        '550DP.11',
        '550DP.10',
        '550DP.1',
      ]);
      expect(shownColumns.map((column: { id: string }) => column.id)).toEqual(view.columnIds);
      expect(view).toEqual({
        query: '550-dp.1',
        filters: {},
        sorting: [{ id: 'Weight', desc: true }],
        columnIds: ['Site', 'Item_No', 'Connection', 'Weight', 'Rig_Ready', 'Last_Inspection', 'action'],
      });
    });
  });

  describe('column settings', () => {
    it('should reorder by keyboard, report unsaved changes and save through the callback', async () => {
      const onSaveColumns = vi.fn();
      const onDirtyChange = vi.fn();
      const user = setup({ columnSettings: true, onSaveColumns, onDirtyChange });
      await user.click(screen.getByRole('button', { name: 'Edit headers' }));
      // The menu is loaded on first use, so it shows a moment after the press.
      expect((await screen.findByRole('button', { name: 'Settings saved' })).getAttribute('data-state')).toBe(
        'saved',
      );
      await user.click(screen.getByRole('button', { name: 'Move Site up' }));
      expect(screen.getByText('Site moved to position 1 of 8')).toBeTruthy();
      expect(screen.getAllByRole('columnheader')[0]?.textContent).toContain('Site');
      expect(onDirtyChange).toHaveBeenLastCalledWith(true);
      await user.click(screen.getByRole('checkbox', { name: 'Priority' }));
      expect(screen.queryByRole('columnheader', { name: /Priority/ })).toBeNull();
      const save = screen.getByRole('button', { name: 'Save settings' });
      expect(save?.getAttribute('data-state')).toBe('changed');
      await user.click(save);
      expect(onSaveColumns).toHaveBeenCalledWith([
        'Site',
        'Item_No',
        'Connection',
        'Weight',
        'Rig_Ready',
        'Last_Inspection',
        'action',
      ]);
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
      await user.click(screen.getByRole('button', { name: 'Reset headers' }));
      expect(screen.getAllByRole('columnheader')[0]?.textContent).toContain('Item No');
    });
  });

  describe('states', () => {
    it('should show loading, error and empty messages in place of rows', () => {
      const { rerender } = render(<DataTable label="Orders" rows={[]} columns={columns} status="loading" />);
      expect(screen.getByText('Loading…')).toBeTruthy();
      expect(screen.getByRole('grid')?.getAttribute('aria-busy')).toBe('true');
      rerender(
        <DataTable label="Orders" rows={[]} columns={columns} status="error" errorMessage="Server error" />,
      );
      expect(screen.getByRole('alert')?.textContent).toContain('Server error');
      rerender(<DataTable label="Orders" rows={[]} columns={columns} emptyMessage="No orders" />);
      expect(screen.getByText('No orders')).toBeTruthy();
    });
  });
});

describe('given a DataTable of 100 rows rendered on the server, in a fixed height of 250', () => {
  const html = () =>
    renderToString(
      <DataTable
        label="Inventory"
        rows={sampleRows(100)}
        columns={columns}
        defaultSortColumnId="Weight"
        height={250}
      />,
    );

  it('should already hold the header and the first rows of the view, before any layout', () => {
    const table = new DOMParser().parseFromString(html(), 'text/html');
    expect(table.querySelector('th[aria-sort="descending"]')?.textContent).toMatch(/^Weight/);
    const rowIndexes = [...table.querySelectorAll('tbody tr')].map((row) =>
      row.getAttribute('aria-rowindex'),
    );
    expect(rowIndexes.slice(0, 7)).toEqual(['2', '3', '4', '5', '6', '7', '8']);
    expect(rowIndexes).not.toContain('50');
    expect(table.querySelector('tbody tr td')?.textContent).toBe('550DP.100');
  });
});

describe('given a DataTable of 100 rows rendered on the server for a narrow window', () => {
  const html = () =>
    renderToString(
      <NarrowWindowHint narrow>
        <DataTable
          label="Inventory"
          rows={sampleRows(100)}
          columns={columns}
          defaultSortColumnId="Weight"
          height={250}
        />
      </NarrowWindowHint>,
    );

  it('should already draw the first cards, so that a phone does not replace the rows it hydrated', () => {
    const page = new DOMParser().parseFromString(html(), 'text/html');
    expect(page.querySelector('section')?.getAttribute('data-layout')).toBe('cards');
    expect(page.querySelector('tbody')).toBeNull();
    expect(page.querySelector('.rr-data-table__card strong')?.textContent).toBe('550DP.100');
  });
});

describe('given a DataTable of 12 rows rendered on the server, and a search typed before it hydrated', () => {
  it('should search for what was typed once it hydrates, not show the text over every row', async () => {
    const table = (
      <DataTable label="Inventory" rows={sampleRows(12)} columns={columns} defaultSortColumnId="Weight" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(table);
    document.body.append(container);
    const search = container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('the server drew no search box');
    search.value = '550dp 11';
    // Hydrated through Testing Library, whose cleanup unmounts the table before the window goes: a root
    // hydrated by hand went on building its search texts after it.
    render(table, { container, hydrate: true });
    await waitFor(() => expect(firstCells()).toEqual(['550DP.11']));
    expect(search.value).toBe('550dp 11');
    expect(rowCount()).toBe('1');
  });
});
