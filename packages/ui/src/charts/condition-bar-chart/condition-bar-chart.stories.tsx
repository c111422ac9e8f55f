import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FIXTURE_SUMMARY } from '../charts.fixtures.js';
import { ConditionBarChart } from './condition-bar-chart.js';

const meta = {
  title: 'Charts/ConditionBarChart',
  component: ConditionBarChart,
  args: { kind: 'ipc', series: FIXTURE_SUMMARY.IPC },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConditionBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IpcStatus: Story = {};

export const WallStatus: Story = { args: { kind: 'wall', series: FIXTURE_SUMMARY.Wall } };

export const LetterCodes: Story = {
  args: { series: { labels: ['A', 'B', 'C', 'D', 'E'], data: [22, 9, 4, 2, 1] } },
};

export const SingleValue: Story = { args: { series: { labels: ['1'], data: [60] } } };

export const Empty: Story = {
  args: { series: { labels: ['1', '2', '3', '4', '5'], data: [0, 0, 0, 0, 0] } },
};

/** "Show data" reveals the table with the same figures as the bars. */
export const ShowData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data' }));
    const table = canvas.getByRole('table', { name: 'IPC status' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '1' }).nextSibling).toHaveTextContent('39');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <ConditionBarChart kind="ipc" series={FIXTURE_SUMMARY.IPC} />
      <ConditionBarChart kind="wall" series={FIXTURE_SUMMARY.Wall} />
      <ConditionBarChart kind="ipc" title="IPC (single class)" series={{ labels: ['1'], data: [60] }} />
      <ConditionBarChart kind="ipc" title="IPC (nothing inspected)" series={{ labels: [], data: [] }} />
    </div>
  ),
};
