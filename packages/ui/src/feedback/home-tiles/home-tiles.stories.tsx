import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLink } from '../../shell/link/story-link.js';
import { HomeTiles } from './home-tiles.js';

const meta = {
  title: 'Feedback/HomeTiles',
  component: HomeTiles,
  args: { LinkComponent: StoryLink },
} satisfies Meta<typeof HomeTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six tiles, titled by the route table. */
export const Six: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('data-to'))).toEqual([
      '/inventory',
      '/delivery',
      '/ongoingorders',
      '/completedorders',
      '/statistics',
      '/NCR',
    ]);
    await expect(links.map((link) => link.textContent)).toEqual([
      'Inventory',
      'Shipping',
      'Ongoing Orders',
      'Completed Orders',
      'Lead time',
      'Non Conformance',
    ]);
  },
};

/** A subset, e.g. for a user who may open only some screens. */
export const Subset: Story = { args: { paths: ['/inventory', '/NCR'] } };

/** All six (the tiles have one state). */
export const AllStates: Story = {};
