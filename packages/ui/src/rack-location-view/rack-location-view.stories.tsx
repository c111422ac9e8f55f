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
    await expect(canvas.getByRole('tab', { name: /^R12/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Dusavik Base/O3');
    await expect(canvas.getByRole('grid', { name: 'Rack O3' })).toBeInTheDocument();
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
