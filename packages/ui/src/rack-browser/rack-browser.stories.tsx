import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_TODAY } from '../rack-grid/rack-grid.fixtures.js';
import { FIXTURE_RACKS } from '../rack-location-view/rack-location-view.fixtures.js';
import { RackBrowser } from './rack-browser.js';

const meta = {
  title: 'Racks/RackBrowser',
  component: RackBrowser,
  args: { racks: FIXTURE_RACKS, today: FIXTURE_TODAY, onPageChange: fn(), onSelect: fn() },
} satisfies Meta<typeof RackBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstRack: Story = {};

export const LastRack: Story = { args: { defaultPage: 3 } };

export const NoRacks: Story = { args: { racks: [] } };

/** Next and Previous page through the racks; the page is announced. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next rack' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Rack 2 of 4');
    await expect(canvas.getByRole('grid', { name: 'Rack R13' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous rack' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: 'Previous rack' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RackBrowser {...args} />
      <RackBrowser {...args} defaultPage={3} />
      <RackBrowser {...args} racks={[]} />
    </div>
  ),
};
