import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriorityChip } from './priority-chip.js';
import { ResultChip } from './result-chip.js';
import { TimesUsedChip } from './times-used-chip.js';

const meta = {
  title: 'Feedback/Chips',
  component: PriorityChip,
  args: { priority: { name: 'High', color: '#d32f2f' } },
} satisfies Meta<typeof PriorityChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's priority chip: 80 px in the priority's colour. */
export const Priority: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('High');
    await expect(chip.getBoundingClientRect().width).toBe(80);
  },
};

/** A priority without colour shows nothing. */
export const PriorityWithoutColour: Story = {
  args: { priority: { name: 'Normal', color: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Normal')).toBeNull();
  },
};

/** The TCP times-used chip: 40 px, or the plain count without a colour. */
export const TimesUsed: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <TimesUsedChip timesUsed={{ count: 3, color: '#ffeb3b' }} />
      <TimesUsedChip timesUsed={{ count: 7, color: null }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3').getBoundingClientRect().width).toBe(40);
    await expect(canvas.getByText('7')).not.toHaveAttribute('data-colored');
  },
};

/** The serial history result: Accepted green, anything else red. */
export const Result: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ResultChip result="Accepted" />
      <ResultChip result="Rejected" />
      <ResultChip result={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accepted').style.backgroundColor).toBe('rgb(76, 175, 80)');
    await expect(canvas.getByText('Rejected').style.backgroundColor).toBe('rgb(244, 67, 54)');
    await expect(canvas.getByText('No result').style.backgroundColor).toBe('rgb(244, 67, 54)');
  },
};

/** Every chip. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <PriorityChip priority={{ name: 'High', color: '#d32f2f' }} />
      <PriorityChip priority={{ name: 'Medium', color: '#ff9800' }} />
      <PriorityChip priority={{ name: 'Low', color: '#2e7d32' }} />
      <TimesUsedChip timesUsed={{ count: 3, color: '#ffeb3b' }} />
      <TimesUsedChip timesUsed={{ count: 12, color: '#d32f2f' }} />
      <TimesUsedChip timesUsed={{ count: 1, color: null }} />
      <ResultChip result="Accepted" />
      <ResultChip result="Rejected" />
    </div>
  ),
};
