import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXTURE_COLORMAP, FIXTURE_TODAY, fixtureJoint } from '../rack-grid/rack-grid.fixtures.js';
import { JointCard } from './joint-card.js';

const meta = {
  title: 'Racks/JointCard',
  component: JointCard,
  args: {
    joint: fixtureJoint(3, 17),
    today: FIXTURE_TODAY,
    item: FIXTURE_COLORMAP['550DP.12'],
    href: '#/joints/DP-04003',
  },
} satisfies Meta<typeof JointCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inspected 17 days ago: yellow on the rack view's scale (green under 17 days). */
export const Inspected: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'DP-04003' });
    await expect(card).toHaveTextContent('17 days since inspection');
  },
};

export const Recent: Story = { args: { joint: fixtureJoint(1, 2) } };

export const Overdue: Story = { args: { joint: fixtureJoint(5, 400) } };

export const NotInspected: Story = { args: { joint: fixtureJoint(7, null, '500DP.07'), item: undefined } };

/** The inventory's rack dialog scale: 62 days is still green (green under 180). */
export const RackDialogScale: Story = { args: { joint: fixtureJoint(5, 62), colourRule: 'rack-dialog' } };

export const WithoutLink: Story = { args: { href: undefined } };
