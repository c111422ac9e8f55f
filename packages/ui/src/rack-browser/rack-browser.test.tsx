import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_TODAY } from '../rack-grid/rack-grid.fixtures.js';
import { FIXTURE_RACKS } from '../rack-location-view/rack-location-view.fixtures.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { RackBrowser } from './rack-browser.js';

describe('given a RackBrowser of four racks', () => {
  it('should show one rack per page, starting with the first, Previous disabled', () => {
    render(<RackBrowser racks={FIXTURE_RACKS} today={FIXTURE_TODAY} />);
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(screen.getByRole('grid', { name: 'Rack R12' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Rack 1 of 4');
    expect((screen.getByRole('button', { name: 'Previous rack' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should page forward to the last rack, then disable Next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<RackBrowser racks={FIXTURE_RACKS} today={FIXTURE_TODAY} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next rack' }) as HTMLButtonElement;
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(onPageChange.mock.calls.map((call) => call[0])).toEqual([1, 2, 3]);
    expect(screen.getByRole('grid', { name: 'Rack Scrap OCTG' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Rack 4 of 4');
    expect(next.disabled).toBe(true);
  });

  it('should follow the page prop when controlled, clamping a page past the end', () => {
    const { rerender } = render(<RackBrowser racks={FIXTURE_RACKS} today={FIXTURE_TODAY} page={2} />);
    expect(screen.getByRole('grid', { name: 'Rack O3' })).toBeTruthy();
    rerender(<RackBrowser racks={FIXTURE_RACKS} today={FIXTURE_TODAY} page={9} />);
    expect(screen.getByRole('status').textContent).toBe('Rack 4 of 4');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<RackBrowser racks={FIXTURE_RACKS} today={FIXTURE_TODAY} />);
    await expectNoAxeViolations(container);
  });
});

describe('given no racks', () => {
  it('should say so', () => {
    render(<RackBrowser racks={[]} today={FIXTURE_TODAY} />);
    expect(screen.getByText('There are no racks.')).toBeTruthy();
  });
});
