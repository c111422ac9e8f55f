import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_PIPE_STATUS } from '../charts.fixtures.js';
import { PieChart } from './pie-chart.js';

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  args: { series: FIXTURE_PIPE_STATUS },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PipeStatus: Story = {};

export const SingleValue: Story = { args: { series: { labels: ['Rig Ready'], data: [60] } } };

export const Empty: Story = { args: { series: { labels: ['Rig Ready', 'Scrap'], data: [0, 0] } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
      <PieChart series={FIXTURE_PIPE_STATUS} />
      <PieChart title="Pipe status (one status)" series={{ labels: ['Rig Ready'], data: [60] }} />
      <PieChart title="Pipe status (none)" series={{ labels: [], data: [] }} />
    </div>
  ),
};
