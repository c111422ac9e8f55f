import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_SUMMARY } from '../charts.fixtures.js';
import { ResultBarChart } from './result-bar-chart.js';

const meta = {
  title: 'Charts/ResultBarChart',
  component: ResultBarChart,
  args: { title: 'Tool joint', series: FIXTURE_SUMMARY.TJ_Tooljoint },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToolJoint: Story = {};

export const Tube: Story = { args: { title: 'Tube', series: FIXTURE_SUMMARY.TU_Tube } };

export const SingleValue: Story = { args: { series: { labels: ['OK'], data: [60] } } };

export const Empty: Story = { args: { series: { labels: [], data: [] } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <ResultBarChart title="Tool joint" series={FIXTURE_SUMMARY.TJ_Tooljoint} />
      <ResultBarChart title="Tube" series={FIXTURE_SUMMARY.TU_Tube} />
      <ResultBarChart title="Tube (one result)" series={{ labels: ['OK'], data: [60] }} />
      <ResultBarChart title="Tube (no results)" series={{ labels: [], data: [] }} />
    </div>
  ),
};
