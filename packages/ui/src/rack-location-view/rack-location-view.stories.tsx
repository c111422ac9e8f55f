import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_TODAY } from '../rack-grid/rack-grid.fixtures.js';
import { FIXTURE_RACKS } from './rack-location-view.fixtures.js';
import { RackLocationView } from './rack-location-view.js';

const meta = {
  title: 'Racks/RackLocationView',
  component: RackLocationView,
  args: { racks: FIXTURE_RACKS, today: FIXTURE_TODAY, onValueChange: fn(), onSelect: fn() },
} satisfies Meta<typeof RackLocationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourRacks: Story = {};

export const NoRacks: Story = { args: { racks: [] } };

/** The showrack query opens a rack directly. */
export const OpenedOnScrapOctg: Story = { args: { defaultValue: 'Dusavik Base/Scrap OCTG' } };

/** Arrow keys move between rack tabs, Tab goes into the open rack. */
export const SwitchRackWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /^O3/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Dusavik Base/R13');
    await expect(canvas.getByRole('grid', { name: 'Rack R13' })).toBeInTheDocument();
  },
};

/** Racks given as A10, A2, B1, A1 come out as tabs A1, A2, A10, B1 (core's natural collation). */
export const NaturalTabOrder: Story = {
  args: {
    racks: ['A10', 'A2', 'B1', 'A1'].map((Rack_ID) => ({
      ...FIXTURE_RACKS[2],
      rackinfo: { Site: 'Dusavik Base', Rack_ID, Maxrowcount: 8, Capacity: 24, isOCTG: true },
      pipes: [],
    })),
  },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.querySelector('span')?.textContent)).toEqual([
      'A1',
      'A2',
      'A10',
      'B1',
    ]);
  },
};

/** On a phone a rack opened by its address is scrolled into the tab strip, not left past its edge. */
export const OpenedPastTheStripEdge: Story = {
  args: { defaultValue: 'Dusavik Base/Scrap OCTG' },
  render: (args) => (
    <div style={{ width: 200 }}>
      <RackLocationView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('tablist', { name: 'Racks' }).getBoundingClientRect();
    const open = within(canvasElement).getByRole('tab', { selected: true });
    await expect(open).toHaveTextContent(/^Scrap OCTG/);
    const { left, right } = open.getBoundingClientRect();
    await expect([left >= strip.left, right <= strip.right]).toEqual([true, true]);
  },
};

/**
 * A large yard hands over the open rack's joints alone and the others' counts (`jointCount`); the page
 * fetches a rack's joints when `onValueChange` reports its tab.
 */
export const JointsOfTheOpenRackOnly: Story = {
  args: {
    racks: FIXTURE_RACKS.map((rack) =>
      rack.rackinfo.Rack_ID === 'O3' ? rack : { ...rack, pipes: [], jointCount: 120 },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /^R12/ })).toHaveTextContent('R12120 joints');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RackLocationView {...args} />
      <RackLocationView {...args} racks={[]} />
    </div>
  ),
};
