import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  BOX_OD_LIMITS,
  BOX_OD_POINTS,
  TONG_SPACE_LIMITS,
  TONG_SPACE_POINTS,
  WALL_LIMITS,
  WALL_POINTS,
  WALL_PROJECTION,
  WEAR_TODAY,
} from './wear-chart.fixtures.js';
import { WearChart } from './wear-chart.js';

const meta = {
  title: 'Charts/WearChart',
  component: WearChart,
  args: {
    title: 'Remaining wall',
    unit: '%',
    series: [{ name: 'Wall', points: WALL_POINTS }],
    limits: WALL_LIMITS,
    projection: WALL_PROJECTION,
    today: WEAR_TODAY,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WearChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wall against Premium 80 % and Class 2 70 %, its trend projected to its last day at Class 2. */
export const WallWithProjection: Story = {};

/** Pin and box tong space against their minimums: the recuts show as steps down. */
export const TongSpace: Story = {
  args: {
    title: 'Tong space',
    unit: 'in',
    series: [
      { name: 'Pin', points: TONG_SPACE_POINTS.pin },
      { name: 'Box', points: TONG_SPACE_POINTS.box },
    ],
    limits: TONG_SPACE_LIMITS,
    projection: null,
  },
};

/** Two limits close together keep their labels apart. */
export const BoxOdCloseLimits: Story = {
  args: {
    title: 'Box OD',
    unit: 'in',
    series: [{ name: 'Box OD', points: BOX_OD_POINTS }],
    limits: BOX_OD_LIMITS,
    projection: null,
  },
  play: async ({ canvasElement }) => {
    const found = () => canvasElement.querySelectorAll('.rr-wear-chart__limit-label');
    await waitFor(() => expect(found()).toHaveLength(2));
    const labels = [...found()].map((label) => label.getBoundingClientRect());
    const [a, b] = labels as [DOMRect, DOMRect];
    await expect(a.bottom <= b.top || b.bottom <= a.top).toBe(true);
  },
};

/** One inspection: a dot, no trend. */
export const OneInspection: Story = {
  args: { series: [{ name: 'Wall', points: [{ date: '2026-02-16', value: 80 }] }], projection: null },
};

/** No limits for the connection: the figure alone. */
export const WithoutLimits: Story = {
  args: {
    title: 'Box OD',
    unit: 'in',
    series: [{ name: 'Box OD', points: BOX_OD_POINTS }],
    limits: [],
    projection: null,
  },
};

/** Nothing measured. */
export const Empty: Story = { args: { series: [{ name: 'Wall', points: [] }], projection: null } };

/** A phone's width: the plot shrinks, the labels stay inside the frame. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.rr-wear-chart__limit-label')).toHaveLength(2),
    );
    const frame = canvasElement.querySelector('.rr-chart') as HTMLElement;
    const right = frame.getBoundingClientRect().right;
    for (const label of canvasElement.querySelectorAll('.rr-wear-chart__limit-label, .rr-chart__svg text')) {
      await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(right + 1);
    }
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <WearChart
        title="Remaining wall"
        unit="%"
        series={[{ name: 'Wall', points: WALL_POINTS }]}
        limits={WALL_LIMITS}
        projection={WALL_PROJECTION}
        today={WEAR_TODAY}
      />
      <WearChart
        title="Tong space"
        unit="in"
        series={[
          { name: 'Pin', points: TONG_SPACE_POINTS.pin },
          { name: 'Box', points: TONG_SPACE_POINTS.box },
        ]}
        limits={TONG_SPACE_LIMITS}
      />
      <WearChart
        title="Box OD"
        unit="in"
        series={[{ name: 'Box OD', points: BOX_OD_POINTS }]}
        limits={BOX_OD_LIMITS}
      />
      <WearChart
        title="Wall (one inspection)"
        unit="%"
        series={[{ name: 'Wall', points: [{ date: '2026-02-16', value: 80 }] }]}
        limits={WALL_LIMITS}
      />
      <WearChart title="Box OD (no limits)" unit="in" series={[{ name: 'Box OD', points: BOX_OD_POINTS }]} />
      <WearChart title="Wall (none)" unit="%" series={[{ name: 'Wall', points: [] }]} />
    </div>
  ),
};
