import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { SPARSE_SLOTS } from './bha-slot-grid.fixtures.js';
import { BhaSlotGrid } from './bha-slot-grid.js';

const slot = (key: string) => screen.getByRole('button', { name: new RegExp(`^Slot ${key}:`) });

function renderGrid(slots = SPARSE_SLOTS) {
  const onOpenSlot = vi.fn();
  const view = render(<BhaSlotGrid rack="B1" slots={slots} onOpenSlot={onOpenSlot} />);
  return { ...view, onOpenSlot, user: userEvent.setup() };
}

describe('given a BhaSlotGrid with a few tools', () => {
  it('should draw rows A-H of 54 slots in six chunks of nine columns', () => {
    renderGrid();
    const chunks = screen.getAllByRole('grid');
    expect(chunks.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Rack B1, columns 1 to 9',
      'Rack B1, columns 10 to 18',
      'Rack B1, columns 19 to 27',
      'Rack B1, columns 28 to 36',
      'Rack B1, columns 37 to 45',
      'Rack B1, columns 46 to 54',
    ]);
    expect(screen.getAllByRole('button', { name: /^Slot / })).toHaveLength(432);
    expect(
      within(chunks[1] as HTMLElement)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('should show empty slots and the number of tools in filled ones', () => {
    renderGrid();
    expect(slot('12C').textContent).toBe('3');
    expect(slot('12C').getAttribute('aria-label')).toBe('Slot 12C: 3 items');
    expect(slot('1A').getAttribute('aria-label')).toBe('Slot 1A: 1 item');
    expect(slot('2A').getAttribute('aria-label')).toBe('Slot 2A: empty');
    expect(slot('2A').dataset.slotState).toBe('empty');
    expect(screen.getByText('4 of 432 slots in use')).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = renderGrid();
    await expectNoAxeViolations(container);
  });

  describe('when moving with the keyboard', () => {
    it('should cross from one chunk into the next and reach the corners', async () => {
      const { user } = renderGrid();
      await user.tab();
      expect(document.activeElement).toBe(slot('1A'));
      await user.keyboard('{ArrowRight>9/}');
      expect(document.activeElement).toBe(slot('10A'));
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(slot('9A'));
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(document.activeElement).toBe(slot('9C'));
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(slot('54C'));
      await user.keyboard('{PageDown}');
      expect(document.activeElement).toBe(slot('54H'));
      await user.keyboard('{ArrowDown}{ArrowRight}');
      expect(document.activeElement).toBe(slot('54H'));
      expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([slot('54H')]);
    });
  });

  describe('when a filled slot is opened', () => {
    it('should list its tools and report the slot', async () => {
      const { user, onOpenSlot } = renderGrid();
      await user.click(slot('12C'));
      const list = await screen.findByRole('dialog', { name: 'Slot 12C' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      expect(within(list).getByText('BHA-7002')).toBeTruthy();
      expect(within(list).getByText('Sub · Box NC50 · Pin NC50 · Inspected 12.03.2024')).toBeTruthy();
      expect(onOpenSlot).toHaveBeenCalledWith(expect.objectContaining({ key: '12C', column: 12, row: 'C' }));
    });

    it("should link each tool's serial number to its page when given itemHref", async () => {
      const user = userEvent.setup();
      render(<BhaSlotGrid rack="B1" slots={SPARSE_SLOTS} itemHref={(item) => `/tools/${item.Serial_No}`} />);
      await user.click(slot('12C'));
      const list = await screen.findByRole('dialog', { name: 'Slot 12C' });
      expect(within(list).getByRole('link', { name: 'BHA-7002' }).getAttribute('href')).toBe(
        '/tools/BHA-7002',
      );
    });

    it('should open with Enter and close with Escape, returning focus to the slot', async () => {
      const { user } = renderGrid();
      slot('54H').focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Slot 54H' })).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(slot('54H'));
    });

    it('should not open an empty slot', async () => {
      const { user, onOpenSlot } = renderGrid();
      await user.click(slot('2A'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onOpenSlot).not.toHaveBeenCalled();
    });
  });
});

describe('given an empty rack', () => {
  it('should still draw every slot', () => {
    renderGrid({});
    expect(screen.getAllByRole('button', { name: /: empty$/ })).toHaveLength(432);
    expect(screen.getByText('0 of 432 slots in use')).toBeTruthy();
  });
});

describe('given a slot key that is not a slot', () => {
  it('should name the key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderGrid({ '55A': [] })).toThrow('"55A" is not a BHA slot key (column 1-54 and row A-H)');
    vi.restoreAllMocks();
  });
});
