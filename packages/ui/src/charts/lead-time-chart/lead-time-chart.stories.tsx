import { groupLeadTimes } from '@rigready/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FIXTURE_DURATIONS,
  FIXTURE_LEAD_TIME_BY_SCOPE,
  FIXTURE_LEAD_TIME_BY_YEAR,
} from '../charts.fixtures.js';
import { LeadTimeChart } from './lead-time-chart.js';
import { LeadTimeDistribution } from './lead-time-distribution.js';

const SINGLE = groupLeadTimes(FIXTURE_DURATIONS.slice(0, 1), 'year');

const meta = {
  title: 'Charts/LeadTimeChart',
  component: LeadTimeChart,
  args: { by: 'year', groups: FIXTURE_LEAD_TIME_BY_YEAR },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadTimeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByYear: Story = {};

export const ByScope: Story = { args: { by: 'scope', groups: FIXTURE_LEAD_TIME_BY_SCOPE } };

export const SingleValue: Story = { args: { groups: SINGLE } };

export const Empty: Story = { args: { groups: [] } };

export const Distribution: Story = {
  render: () => <LeadTimeDistribution by="year" groups={FIXTURE_LEAD_TIME_BY_YEAR} />,
};

export const DistributionByScope: Story = {
  render: () => <LeadTimeDistribution by="scope" groups={FIXTURE_LEAD_TIME_BY_SCOPE} />,
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <LeadTimeChart by="year" groups={FIXTURE_LEAD_TIME_BY_YEAR} />
      <LeadTimeChart by="scope" groups={FIXTURE_LEAD_TIME_BY_SCOPE} />
      <LeadTimeDistribution by="year" groups={FIXTURE_LEAD_TIME_BY_YEAR} />
      <LeadTimeChart by="year" title="Lead time (one order)" groups={SINGLE} />
      <LeadTimeChart by="year" title="Lead time (none)" groups={[]} />
    </div>
  ),
};
