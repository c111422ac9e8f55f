import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_OD_HISTOGRAM, FIXTURE_WALL_HISTOGRAM } from '../charts.fixtures.js';
import { HistogramChart } from './histogram-chart.js';

const meta = {
  title: 'Charts/HistogramChart',
  component: HistogramChart,
  args: { title: 'Remaining wall', binLabel: 'Wall (%)', series: FIXTURE_WALL_HISTOGRAM },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HistogramChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemainingWall: Story = {};

export const BoxOd: Story = { args: { title: 'Box OD', binLabel: 'OD (in)', series: FIXTURE_OD_HISTOGRAM } };

export const SingleValue: Story = { args: { series: { x: [92.5], y: [60] } } };

export const Empty: Story = { args: { series: { x: [], y: [] } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <HistogramChart title="Remaining wall" binLabel="Wall (%)" series={FIXTURE_WALL_HISTOGRAM} />
      <HistogramChart title="Box OD" binLabel="OD (in)" series={FIXTURE_OD_HISTOGRAM} />
      <HistogramChart title="Wall (one bin)" binLabel="Wall (%)" series={{ x: [92.5], y: [60] }} />
      <HistogramChart title="Wall (no data)" binLabel="Wall (%)" series={{ x: [], y: [] }} />
    </div>
  ),
};
