import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chip } from './chip.js';

const meta = {
  title: 'Feedback/Chip',
  component: Chip,
  args: { children: 'High', color: '#d32f2f', width: 80 },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Priority: Story = {};

export const TimesUsed: Story = { args: { children: 3, color: '#ffeb3b', width: 40 } };

export const Neutral: Story = { args: { children: 'Pending', color: null, width: undefined } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Chip color="#d32f2f" width={80}>
        High
      </Chip>
      <Chip color="#ed6c02" width={80}>
        Medium
      </Chip>
      <Chip color="#2e7d32" width={80}>
        Low
      </Chip>
      <Chip color="#ffeb3b" width={40}>
        3
      </Chip>
      <Chip color="#2e7d32">Accepted</Chip>
      <Chip color="#d32f2f">Rejected</Chip>
      <Chip>Pending</Chip>
    </div>
  ),
};
