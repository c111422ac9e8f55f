import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { ChartFrame } from './chart-frame.js';

const table = { columns: ['Class', 'Joints'], rows: [['1', 40] as const, ['2', 12] as const] };

function renderFrame(empty = false) {
  return render(
    <ChartFrame
      title="IPC status"
      description="Joints per IPC class."
      table={table}
      height={200}
      width={300}
      empty={empty}
      emptyText="No joints inspected"
    >
      {({ width, height }) => <rect data-testid="plot" width={width} height={height} />}
    </ChartFrame>,
  );
}

describe('given a ChartFrame with figures', () => {
  it('should draw an SVG image named by its title and described by its desc', () => {
    renderFrame();
    const image = screen.getByRole('img', { name: 'IPC status Joints per IPC class.' });
    expect(image.querySelector('title')?.textContent).toBe('IPC status');
    expect(image.querySelector('desc')?.textContent).toBe('Joints per IPC class.');
    expect(screen.getByTestId('plot').getAttribute('width')).toBe('300');
  });

  it('should not lay out its table until Show data, which says it is collapsed and names the table it controls', async () => {
    const user = userEvent.setup();
    renderFrame();
    const toggle = screen.getByRole('button', { name: 'Show data' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    const data = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(data?.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(data?.hidden).toBe(false);
    const table = screen.getByRole('table', { name: 'IPC status' });
    expect(data?.contains(table)).toBe(true);
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ClassJoints', '140', '212']);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('should have no axe violations', async () => {
    const { container } = renderFrame();
    await expectNoAxeViolations(container);
  });
});

describe('given an empty ChartFrame', () => {
  it('should say there is nothing to draw, with no image, table or toggle', () => {
    renderFrame(true);
    expect(screen.getByText('No joints inspected')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
