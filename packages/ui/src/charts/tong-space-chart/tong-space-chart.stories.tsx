import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_TONGSPACE } from '../charts.fixtures.js';
import { TongSpaceChart } from './tong-space-chart.js';

const meta = {
  title: 'Charts/TongSpaceChart',
  component: TongSpaceChart,
  args: { pin: FIXTURE_TONGSPACE.Pin, box: FIXTURE_TONGSPACE.Box },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TongSpaceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PinAndBox: Story = {};

export const SingleValue: Story = { args: { pin: { x: [7], y: [60] }, box: { x: [], y: [] } } };

export const Empty: Story = { args: { pin: { x: [], y: [] }, box: { x: [], y: [] } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <TongSpaceChart pin={FIXTURE_TONGSPACE.Pin} box={FIXTURE_TONGSPACE.Box} />
      <TongSpaceChart title="Tong space (one value)" pin={{ x: [7], y: [60] }} box={{ x: [], y: [] }} />
      <TongSpaceChart title="Tong space (none)" pin={{ x: [], y: [] }} box={{ x: [], y: [] }} />
    </div>
  ),
};
