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

  it('should keep the same figures in a table that is hidden until Show data is pressed', async () => {
    const user = userEvent.setup();
    renderFrame();
    const data = screen.getByRole('table', { name: 'IPC status' });
    expect(
      within(data)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ClassJoints', '140', '212']);
    expect(data.parentElement?.dataset.state).toBe('closed');
    const toggle = screen.getByRole('button', { name: 'Show data' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(data.parentElement?.dataset.state).toBe('open');
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
