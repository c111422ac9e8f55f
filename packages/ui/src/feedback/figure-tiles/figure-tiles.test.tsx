import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { FigureTiles } from './figure-tiles.js';

const FIGURES = [
  { label: 'Joints rig ready', value: 12480, to: '/inventory?location=Rig_Ready' },
  {
    label: '550DP.12',
    value: 310,
    to: '/inventory?location=Rig_Ready&item=550DP.12',
    detail: '5 1/2 in · S-135',
  },
  { label: 'Joints overdue', value: 4, to: '/inventory?inspection=overdue', tone: 'alarm' as const },
  { label: 'Joints coming due', value: 0, to: '/inventory?inspection=due', tone: 'warning' as const },
];

describe('given FigureTiles with figures', () => {
  it('should show each figure as a link to its list, the count written out', () => {
    render(<FigureTiles title="Rig ready" figures={FIGURES} />);
    const group = screen.getByRole('region', { name: 'Rig ready' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/inventory?location=Rig_Ready',
      '/inventory?location=Rig_Ready&item=550DP.12',
      '/inventory?inspection=overdue',
      '/inventory?inspection=due',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      '12,480Joints rig ready',
      '310550DP.125 1/2 in · S-135',
      '4Joints overdue',
      '0Joints coming due',
    ]);
  });

  it('should mark a toned figure only while it is above zero', () => {
    render(<FigureTiles title="Inspection" figures={FIGURES} />);
    expect(screen.getByText('4').dataset.tone).toBe('alarm');
    expect(screen.getByText('0').dataset.tone).toBeUndefined();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<FigureTiles title="Rig ready" figures={FIGURES} />);
    await expectNoAxeViolations(container);
  });
});

describe('given a figure with a unit', () => {
  it('should write the unit after the number', () => {
    render(
      <FigureTiles
        title="Latest deliveries"
        figures={[{ label: 'Ticket 20210', value: 2, unit: 'lines', to: '/delivery?dt=20210' }]}
      />,
    );
    expect(screen.getByRole('link').textContent).toBe('2 linesTicket 20210');
  });
});

describe('given FigureTiles without figures', () => {
  it('should say so', () => {
    render(<FigureTiles title="Latest deliveries" figures={[]} emptyMessage="No deliveries yet" />);
    expect(screen.getByText('No deliveries yet')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
