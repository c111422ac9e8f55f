import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DrillDownListDialog } from './drill-down-list-dialog.js';

const rows = Array.from({ length: 12 }, (_, index) => ({
  Serial_Number: `DP-${String(4100 + index)}`,
  Rack_Position: index < 8 ? 'R12' : 'R14',
  Position: (index % 8) + 1,
  KWP_Length: (9.1 + index / 100).toFixed(2),
  Date_Formatted: '01.03.2024',
}));

const columns = [
  { key: 'Serial_Number', label: 'Serial Number' },
  { key: 'Rack_Position', label: 'Rack' },
  { key: 'Position', label: 'Position' },
  { key: 'KWP_Length', label: 'Length (m)' },
  { key: 'Date_Formatted', label: 'Inspected' },
];

const meta = {
  title: 'Dialogs/DrillDownListDialog',
  component: DrillDownListDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: '550DP.12 · Rig Ready',
    rows,
    columns,
    onExportExcel: fn(),
  },
} satisfies Meta<typeof DrillDownListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The serials of a count cell, with the Excel export. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '550DP.12 · Rig Ready' });
    await expect(within(dialog).getAllByRole('row')).toHaveLength(13);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export to Excel' }));
    await expect(args.onExportExcel).toHaveBeenCalledTimes(1);
  },
};

/** While the list loads. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** Nothing to list: the export is disabled. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('No serials to show.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  },
};

/** The export is running. */
export const Exporting: Story = {
  args: { onExportExcel: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Export to Excel' }));
    await expect(page.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
  },
};

/** A failed export shows the server's message. */
export const ExportError: Story = {
  args: {
    onExportExcel: fn(() => Promise.reject(new Error('Error: The requested document was not found.'))),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Export to Excel' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Error: The requested document was not found.',
    );
  },
};

/** Without an export handler there is no export button; the default column is the serial number. */
export const WithoutExport: Story = {
  args: { onExportExcel: undefined, columns: undefined, rows: rows.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog');
    await expect(page.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
    await expect(page.getByRole('columnheader', { name: 'Serial Number' })).toBeVisible();
  },
};

/** Ticked serials go to the selection action, in list order; the button counts them. */
export const WithSelection: Story = {
  args: { selectionActions: [{ label: 'Print labels', onRun: fn() }] },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '550DP.12 · Rig Ready' });
    await expect(within(dialog).getByRole('button', { name: 'Print labels' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select DP-4103' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select DP-4101' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print labels (2)' }));
    await expect(args.selectionActions?.[0]?.onRun).toHaveBeenCalledWith([rows[1], rows[3]]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all serials' }));
    await expect(within(dialog).getByRole('button', { name: 'Print labels (12)' })).toBeEnabled();
  },
};

/** Escape closes it. */
export const Closing: Story = {
  play: async ({ args, canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The open list (a modal dialog shows one state at a time). */
export const AllStates: Story = {};
