import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FULL_SLOTS, SPARSE_SLOTS } from './bha-slot-grid.fixtures.js';
import { BhaSlotGrid } from './bha-slot-grid.js';

const meta = {
  title: 'Racks/BhaSlotGrid',
  component: BhaSlotGrid,
  args: { rack: 'B1', slots: SPARSE_SLOTS, onOpenSlot: fn() },
} satisfies Meta<typeof BhaSlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sparse: Story = {};

export const Empty: Story = { args: { slots: {} } };

export const Full: Story = { args: { slots: FULL_SLOTS } };

/** Arrow keys cross from one chunk of nine columns into the next; PageDown goes to row H. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = (key: string) => canvas.getByRole('button', { name: new RegExp(`^Slot ${key}:`) });
    await userEvent.tab();
    await expect(slot('1A')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>9/}');
    await expect(slot('10A')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    await expect(slot('12C')).toHaveFocus();
    await userEvent.keyboard('{PageDown}{End}');
    await expect(slot('54H')).toHaveFocus();
  },
};

/** Enter on a filled slot lists its tools; Escape closes the list and focus returns to the slot. */
export const OpenSlot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const slot = canvas.getByRole('button', { name: 'Slot 12C: 3 items' });
    slot.focus();
    await userEvent.keyboard('{Enter}');
    const list = await body.findByRole('dialog', { name: 'Slot 12C' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onOpenSlot).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(slot).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <BhaSlotGrid {...args} rack="B0" slots={{}} />
      <BhaSlotGrid {...args} rack="B1" slots={SPARSE_SLOTS} />
      <BhaSlotGrid {...args} rack="B2" slots={FULL_SLOTS} />
    </div>
  ),
};
