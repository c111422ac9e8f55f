import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLabelsApart } from '../../test-support/chart-labels.js';
import { FIXTURE_OD_HISTOGRAM, FIXTURE_WALL_HISTOGRAM } from '../charts.fixtures.js';
import { HistogramChart } from './histogram-chart.js';

const meta = {
  title: 'Charts/HistogramChart',
  component: HistogramChart,
  args: { title: 'Remaining wall', binLabel: 'Wall (%)', unit: '%', series: FIXTURE_WALL_HISTOGRAM },
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

export const BoxOd: Story = {
  args: { title: 'Box OD', binLabel: 'OD (in)', unit: 'in', series: FIXTURE_OD_HISTOGRAM },
};

/** Forty distinct raw ODs, as the demo data has them: eight ranges on round edges, not forty bars. */
export const RawMeasurementsOnAPhone: Story = {
  args: {
    title: 'Box OD',
    binLabel: 'OD (in)',
    unit: 'in',
    series: {
      x: Array.from({ length: 40 }, (_, i) => 6.2 + i * 0.021),
      y: Array.from({ length: 40 }, (_, i) => 1 + (i % 5)),
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: /^Box OD/ });
    await expect(image.querySelectorAll('rect.visx-bar').length).toBeLessThanOrEqual(9);
    await expect(image.querySelector('text.rr-chart__tick')?.textContent).toBe('6.2–6.4 in');
    await expectLabelsApart(canvasElement);
  },
};

export const SingleValue: Story = { args: { series: { x: [92.5], y: [60] } } };

export const Empty: Story = { args: { series: { x: [], y: [] } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <HistogramChart title="Remaining wall" binLabel="Wall (%)" unit="%" series={FIXTURE_WALL_HISTOGRAM} />
      <HistogramChart title="Box OD" binLabel="OD (in)" unit="in" series={FIXTURE_OD_HISTOGRAM} />
      <HistogramChart title="Wall (one bin)" binLabel="Wall (%)" unit="%" series={{ x: [92.5], y: [60] }} />
      <HistogramChart title="Wall (no data)" binLabel="Wall (%)" unit="%" series={{ x: [], y: [] }} />
    </div>
  ),
};
