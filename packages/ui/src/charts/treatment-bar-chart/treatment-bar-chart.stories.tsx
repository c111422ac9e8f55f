import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectLabelsApart } from '../../test-support/chart-labels.js';
import { FIXTURE_HARDBANDING, FIXTURE_MACHINING_TOTAL, FIXTURE_SUMMARY } from '../charts.fixtures.js';
import { HardbandingChart } from './hardbanding-chart.js';
import { MachiningChart } from './machining-chart.js';

const MACHINING = [FIXTURE_MACHINING_TOTAL, ...FIXTURE_SUMMARY.machining_rates];
const HARDBANDING = FIXTURE_HARDBANDING ? [FIXTURE_HARDBANDING] : null;

const meta = {
  title: 'Charts/TreatmentBarChart',
  component: MachiningChart,
  args: { rates: MACHINING },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MachiningChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Total #2b1d0e, Pin #70675d and Box #aab1b7, percentages from core's machiningRates. */
export const Machining: Story = {};

/**
 * Twelve percentages on a phone-wide chart: level they would overlap, so they stand upright between the
 * bars; none touches another.
 */
export const MachiningLabelsApart: Story = {
  args: {
    rates: [
      { connection: 'Total', recut: 33.3, srf: 8.3, ok: 58.3, reject: 100 },
      { connection: 'Pin', recut: 100, srf: 12.5, ok: 66.7, reject: 0 },
      { connection: 'Box', recut: 16.7, srf: 4.2, ok: 41.7, reject: 100 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /^Machining/ })).toBeVisible();
    const values = () => canvasElement.querySelectorAll('text.rr-chart__value');
    await waitFor(() => expect(values()).toHaveLength(12));
    await expect(values()[0]?.getAttribute('transform')).toMatch(/^rotate\(-90 /);
    await expectLabelsApart(canvasElement);
  },
};

export const MachiningSingleValue: Story = {
  args: { rates: [{ connection: 'Pin', recut: 100, srf: 0, ok: 0, reject: 100 }] },
};

export const MachiningEmpty: Story = { args: { rates: [] } };

export const Hardbanding: Story = { render: () => <HardbandingChart rates={HARDBANDING} /> };

export const HardbandingEmpty: Story = { render: () => <HardbandingChart rates={null} /> };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <MachiningChart rates={MACHINING} />
      <HardbandingChart rates={HARDBANDING} />
      <MachiningChart
        title="Machining (pin only)"
        rates={[{ connection: 'Pin', recut: 100, srf: 0, ok: 0, reject: 100 }]}
      />
      <HardbandingChart title="Hardbanding (none)" rates={null} />
    </div>
  ),
};
