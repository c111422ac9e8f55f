import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrillDownListDialog } from './drill-down-list-dialog.js';

const rows = [
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
        rows={rows}
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
