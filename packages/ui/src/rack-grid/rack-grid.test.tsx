import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NarrowWindowHint } from '../data-table/narrow-window-hint.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import {
  BOUNDARY_JOINTS,
  CLASS_JOINTS,
  FIXTURE_COLORMAP,
  FIXTURE_RACK,
  FIXTURE_TODAY,
  fixtureJoint,
  OTHER_CUSTOMER_POSITIONS,
} from './rack-grid.fixtures.js';
import { RackGrid } from './rack-grid.js';

const positionButton = (position: number) =>
  screen.getByRole('button', { name: new RegExp(`^Position ${position}:`) });

function renderRack(props: Partial<Parameters<typeof RackGrid>[0]> = {}) {
  const onSelect = vi.fn();
  const view = render(
    <RackGrid
      rack={FIXTURE_RACK}
      joints={BOUNDARY_JOINTS}
      occupiedPositions={OTHER_CUSTOMER_POSITIONS}
      today={FIXTURE_TODAY}
      colormap={FIXTURE_COLORMAP}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { ...view, onSelect, user: userEvent.setup() };
}

describe('given a RackGrid of 52 positions in rows of 12', () => {
  it('should draw the rows top row first, the short last row of positions 49-52 at the top', () => {
    renderRack();
    const rows = within(screen.getByRole('grid', { name: 'Rack R12' })).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const firstRow = within(rows[0] as HTMLElement).getAllByRole('button');
    expect(firstRow.map((b) => b.textContent)).toEqual(['49', '50', '51', '52']);
    const lastRow = within(rows[4] as HTMLElement).getAllByRole('button');
    expect(lastRow[0]?.textContent).toBe('1');
    expect(lastRow[11]?.textContent).toBe('12');
  });

  it('should colour joints by the rack-view rule at each boundary (16 green, 17 and 61 yellow, 62 red)', () => {
    renderRack();
    const colours = [1, 2, 3, 4, 5, 6, 7].map((p) => positionButton(p).dataset.colour);
    expect(colours).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red', 'unknown']);
  });

  it('should colour by the rack-dialog scale when asked (62 days green, 400 red)', () => {
    renderRack({
      colourRule: 'rack-dialog',
      joints: [fixtureJoint(1, 62), fixtureJoint(2, 179), fixtureJoint(3, 180), fixtureJoint(4, 365)],
    });
    expect([1, 2, 3, 4].map((p) => positionButton(p).dataset.colour)).toEqual([
      'green',
      'green',
      'yellow',
      'red',
    ]);
    expect(screen.getByText('Under 180 days')).toBeTruthy();
  });

  it("should show another customer's positions as occupied and nothing more", () => {
    renderRack();
    const occupied = positionButton(8);
    expect(occupied.getAttribute('aria-label')).toBe('Position 8: occupied');
    expect(occupied.textContent).toBe('8');
    expect(occupied.dataset.cellState).toBe('occupied');
    expect(occupied.getAttribute('aria-disabled')).toBe('true');
    expect(occupied.closest('td')?.innerHTML).not.toMatch(/DP-|550DP|500DP/);
  });

  it('should name a joint position by serial, item, inspection date and age', () => {
    renderRack();
    expect(positionButton(3).getAttribute('aria-label')).toBe(
      'Position 3: DP-04003, item 550DP.12, inspected 13.06.2024 (17 days ago)',
    );
    expect(positionButton(7).getAttribute('aria-label')).toBe(
      'Position 7: DP-04007, item 500DP.07, not inspected',
    );
  });

  it('should count days to the given today: inspected 22.10.2026 is 35 days old on 2026-11-26', () => {
    renderRack({
      today: '2026-11-26',
      joints: [{ ...fixtureJoint(1, null), Date_Inspected: '2026-10-22' }],
    });
    expect(positionButton(1).getAttribute('aria-label')).toBe(
      'Position 1: DP-04001, item 550DP.12, inspected 22.10.2026 (35 days ago)',
    );
    expect(positionButton(1).dataset.colour).toBe('yellow');
  });

  it('should list the item colour map as a legend', () => {
    renderRack();
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('550DP.12')).toBeTruthy();
    expect(within(items).getByText('5" 19.5# G-105 NC50 R2')).toBeTruthy();
  });

  it('should key every colour a position can have, "not inspected" too', () => {
    renderRack();
    const ages = within(
      screen.getByRole('list', { name: 'Days since last inspection — storage scale' }),
    ).getAllByRole('listitem');
    expect(ages.map((item) => item.textContent)).toEqual([
      'Under 17 days',
      '17 to under 62 days',
      '62 days or more',
      'Not inspected',
      'Occupied (another customer)',
      'Empty',
    ]);
  });

  it('should title the legend with what its colours measure', () => {
    renderRack();
    expect(
      screen.getByText('Days since last inspection — storage scale', { selector: '.rr-rack-legend__title' }),
    ).toBeTruthy();
    expect(screen.getByText('Items', { selector: '.rr-rack-legend__title' })).toBeTruthy();
  });

  // The two age scales colour the same joint differently (40 days: yellow in storage, green when due);
  // both views say the same sentence about both, so neither reads as contradicting the other.
  const BOTH_SCALES =
    'Both scales count days since the last inspection: the rack location view uses the storage scale ' +
    '(red from 62 days, joints lying in the yard), the inventory rack dialog the inspection-due scale ' +
    '(red from 365 days, joints due for re-inspection).';

  it('should name its scale and explain both scales in the same words on either age scale', () => {
    const view = renderRack();
    expect(screen.getByRole('list', { name: 'Days since last inspection — storage scale' })).toBeTruthy();
    expect(view.container.querySelector('.rr-rack-legend__note')?.textContent).toBe(BOTH_SCALES);
    view.unmount();
    const dialog = renderRack({ colourRule: 'rack-dialog' });
    expect(
      screen.getByRole('list', { name: 'Days since last inspection — inspection-due scale' }),
    ).toBeTruthy();
    expect(dialog.container.querySelector('.rr-rack-legend__note')?.textContent).toBe(BOTH_SCALES);
  });

  it("should colour items from the kit's colour-blind-safe palette in the colour map's order, not the yard's colours", () => {
    renderRack();
    const itemColour = (element: HTMLElement | null | undefined) =>
      element?.style.getPropertyValue('--rr-rack-item-colour');
    expect(itemColour(positionButton(1))).toBe('var(--rr-rack-item-1)');
    expect(itemColour(positionButton(6))).toBe('var(--rr-rack-item-2)');
    const swatches = within(screen.getByRole('list', { name: 'Items' }))
      .getAllByRole('listitem')
      .map((item) => itemColour(item.querySelector<HTMLElement>('.rr-rack-legend__swatch')));
    expect(swatches).toEqual(['var(--rr-rack-item-1)', 'var(--rr-rack-item-2)']);
  });

  it('should have no axe violations', async () => {
    const { container } = renderRack();
    await expectNoAxeViolations(container);
  });

  describe('when moving with the keyboard', () => {
    it('should hold one tab stop and move between positions with the arrow keys', async () => {
      const { user } = renderRack();
      await user.tab();
      expect(document.activeElement).toBe(positionButton(49));
      expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(positionButton(37));
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(document.activeElement).toBe(positionButton(39));
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(positionButton(48));
      await user.keyboard('{ArrowUp}');
      expect(document.activeElement).toBe(positionButton(52));
      await user.keyboard('{Control>}{End}{/Control}');
      expect(document.activeElement).toBe(positionButton(12));
      await user.keyboard('{ArrowDown}{ArrowRight}');
      expect(document.activeElement).toBe(positionButton(12));
      await user.keyboard('{Control>}{Home}{/Control}');
      expect(document.activeElement).toBe(positionButton(49));
      expect(positionButton(49).tabIndex).toBe(0);
    });
  });

  describe('when a joint is activated', () => {
    it('should call onSelect with the joint and show its pipe row in a popover', async () => {
      const { user, onSelect } = renderRack();
      await user.click(positionButton(3));
      expect(onSelect).toHaveBeenCalledWith(BOUNDARY_JOINTS[2]);
      const dialog = await screen.findByRole('dialog', { name: 'Joint DP-04003' });
      expect(within(dialog).getByText('13.06.2024')).toBeTruthy();
      expect(within(dialog).getByText('17 days')).toBeTruthy();
      expect(within(dialog).getByText('550DP.12 — 5 1/2" 21.9# S-135 NC50 R2')).toBeTruthy();
      expect(positionButton(3).dataset.state).toBe('open');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(positionButton(3));
    });

    it("should link the serial number to the joint's page when given jointHref", async () => {
      const { user } = renderRack({ jointHref: (joint) => `/joints/${joint.Serial_Number}` });
      await user.click(positionButton(3));
      const dialog = await screen.findByRole('dialog', { name: 'Joint DP-04003' });
      expect(within(dialog).getByRole('link', { name: 'DP-04003' }).getAttribute('href')).toBe(
        '/joints/DP-04003',
      );
    });

    it('should open the popover with Enter too', async () => {
      const { user, onSelect } = renderRack();
      positionButton(1).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Joint DP-04001' })).toBeTruthy();
      expect(onSelect).toHaveBeenCalledTimes(1);
    });

    it('should not select occupied or empty positions', async () => {
      const { user, onSelect } = renderRack();
      await user.click(positionButton(8));
      await user.click(positionButton(30));
      expect(onSelect).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

describe('given a RackGrid that shows details below the grid (a phone)', () => {
  it('should show the pressed joint under the grid instead of a popover', async () => {
    const { user, onSelect } = renderRack({ details: 'below' });
    expect(screen.queryByRole('region', { name: /^Joint / })).toBeNull();
    await user.click(positionButton(3));
    expect(onSelect).toHaveBeenCalledWith(BOUNDARY_JOINTS[2]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const details = screen.getByRole('region', { name: 'Joint DP-04003' });
    expect(within(details).getByText('17 days')).toBeTruthy();
    expect(positionButton(3).getAttribute('aria-expanded')).toBe('true');
    expect(positionButton(3).getAttribute('aria-controls')).toBe(details.id);
    await user.click(positionButton(6));
    expect(screen.getByRole('region', { name: 'Joint DP-04006' })).toBeTruthy();
    expect(positionButton(3).getAttribute('aria-expanded')).toBe('false');
    await user.click(
      within(screen.getByRole('region', { name: 'Joint DP-04006' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('region', { name: /^Joint / })).toBeNull();
    expect(document.activeElement).toBe(positionButton(6));
  });

  it('should draw on the server the layout a NarrowWindowHint says, so a phone hydrates what it keeps', () => {
    const serverDrawn = (narrow: boolean) =>
      renderToString(
        <NarrowWindowHint narrow={narrow}>
          <RackGrid rack={FIXTURE_RACK} joints={BOUNDARY_JOINTS} today={FIXTURE_TODAY} />
        </NarrowWindowHint>,
      );
    const popoverTriggers = (html: string) => html.match(/aria-haspopup="dialog"/g)?.length ?? 0;
    // BOUNDARY_JOINTS: the fixture's 7 joints, each a popover trigger unless the details go below.
    expect([popoverTriggers(serverDrawn(false)), popoverTriggers(serverDrawn(true))]).toEqual([7, 0]);
  });

  it('should choose the layout below 600 px by itself', async () => {
    const narrow = vi.fn((query: string) => ({
      matches: query === '(max-width: 600px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', narrow);
    try {
      const { user } = renderRack();
      await user.click(positionButton(1));
      expect(screen.getByRole('region', { name: 'Joint DP-04001' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given bad rack data', () => {
  it('should say which position is outside the rack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderRack({ joints: [fixtureJoint(53, 1)] })).toThrow(
      'Joint position 53 is outside the rack (1..52)',
    );
    vi.restoreAllMocks();
  });
});

describe('given a RackGrid on the class scale', () => {
  it('should colour each joint by its class: Premium green, Class 2 yellow, Reject red, not classed grey', () => {
    renderRack({ joints: CLASS_JOINTS, colourRule: 'class' });
    expect([1, 2, 3, 4, 5].map((p) => positionButton(p).dataset.colour)).toEqual([
      'green',
      'yellow',
      'red',
      'unknown',
      'unknown',
    ]);
  });

  it('should name each joint with its class, so the colour is not alone', () => {
    renderRack({ joints: CLASS_JOINTS, colourRule: 'class' });
    expect(positionButton(2).getAttribute('aria-label')).toBe(
      'Position 2: DP-04002, item 550DP.12, class Class 2, inspected 10.06.2024 (20 days ago)',
    );
    expect(positionButton(5).getAttribute('aria-label')).toBe(
      'Position 5: DP-04005, item 500DP.07, not classed, not inspected',
    );
  });

  it('should key the classes under their own title, and show the class in the joint’s details', async () => {
    const { user } = renderRack({ joints: CLASS_JOINTS, colourRule: 'class', details: 'below' });
    const classes = within(screen.getByRole('list', { name: 'Class at the latest inspection' })).getAllByRole(
      'listitem',
    );
    expect(classes.map((item) => item.textContent)).toEqual([
      'Premium',
      'Class 2',
      'Reject',
      'Not classed',
      'Occupied (another customer)',
      'Empty',
    ]);
    expect(screen.queryByRole('list', { name: /Days since last inspection/ })).toBeNull();
    await user.click(positionButton(3));
    const details = screen.getByRole('region', { name: 'Joint DP-04003' });
    expect(within(details).getByText('Class').nextElementSibling?.textContent).toBe('Reject');
  });

  it('should keep colouring by age when joints carry a class but the scale is an age scale', () => {
    renderRack({ joints: CLASS_JOINTS });
    expect(positionButton(3).dataset.colour).toBe('red');
    expect(positionButton(1).dataset.colour).toBe('yellow');
  });

  it('should have no axe violations', async () => {
    const { container } = renderRack({ joints: CLASS_JOINTS, colourRule: 'class' });
    await expectNoAxeViolations(container);
  });
});
