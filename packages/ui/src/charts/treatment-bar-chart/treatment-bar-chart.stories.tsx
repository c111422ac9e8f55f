import type { Meta, StoryObj } from '@storybook/react-vite';
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
