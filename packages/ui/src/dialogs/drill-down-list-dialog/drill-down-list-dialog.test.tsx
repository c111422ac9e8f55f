import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { DrillDownListDialog } from './drill-down-list-dialog.js';

const ROWS = [
  { Serial_Number: 'DP-4100', Rack_Position: 'R12' },
  { Serial_Number: 'DP-4101', Rack_Position: 'R12' },
  { Serial_Number: 'DP-4102', Rack_Position: 'R14' },
];

describe('given a DrillDownListDialog with a selection action', () => {
  const renderList = (rows = ROWS) => {
    const onRun = vi.fn();
    const view = render(
      <DrillDownListDialog
        open
        onOpenChange={vi.fn()}
        title="550DP.12 · Rig Ready"
        rows={rows}
        selectionActions={[{ label: 'Print labels', onRun }]}
      />,
    );
    return { onRun, dialog: screen.getByRole('dialog', { name: '550DP.12 · Rig Ready' }), ...view };
  };

  it('should keep its button disabled until a serial is ticked, and pass no axe violations', async () => {
    const { dialog } = renderList();
    expect(within(dialog).getByRole('button', { name: 'Print labels' })).toHaveProperty('disabled', true);
    await expectNoAxeViolations(dialog);
  });

  describe('after ticking two serials', () => {
    it('should hand them over in list order, counted on the button', async () => {
      const { dialog, onRun } = renderList();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select DP-4102' }));
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select DP-4100' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Print labels (2)' }));
      expect(onRun).toHaveBeenCalledWith([ROWS[0], ROWS[2]]);
    });

    it('should start with none ticked when the rows change', async () => {
      const { dialog, rerender, onRun } = renderList();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select DP-4101' }));
      rerender(
        <DrillDownListDialog
          open
          onOpenChange={vi.fn()}
          title="550DP.12 · Rig Ready"
          rows={[...ROWS]}
          selectionActions={[{ label: 'Print labels', onRun }]}
        />,
      );
      expect(screen.getByRole('button', { name: 'Print labels' })).toHaveProperty('disabled', true);
    });
  });

  describe('after ticking "select all"', () => {
    it('should hand over every serial, and clear them all when unticked', async () => {
      const { dialog, onRun } = renderList();
      const all = within(dialog).getByRole('checkbox', { name: 'Select all serials' });
      await userEvent.click(all);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Print labels (3)' }));
      expect(onRun).toHaveBeenCalledWith(ROWS);
      await userEvent.click(all);
      expect(within(dialog).getByRole('button', { name: 'Print labels' })).toHaveProperty('disabled', true);
    });
  });
});

const linkedRows = [
  { Serial_Number: 'DP-0001', Rack_Position: 'R1' },
  { Serial_Number: 'DP-0002', Rack_Position: null },
];

describe('given a DrillDownListDialog whose serial column links each joint', () => {
  it('should draw each serial as a link to its page and other values as text', () => {
    render(
      <DrillDownListDialog
        open
        onOpenChange={() => undefined}
        title="550DP.12 · Rig Ready"
        rows={linkedRows}
        columns={[
          {
            key: 'Serial_Number',
            label: 'Serial Number',
            href: (row) => `/joints/${String(row.Serial_Number)}`,
          },
          { key: 'Rack_Position', label: 'Rack', href: () => '/never' },
        ]}
      />,
    );
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['DP-0001', '/joints/DP-0001'],
      ['R1', '/never'],
      ['DP-0002', '/joints/DP-0002'],
    ]);
  });
});
