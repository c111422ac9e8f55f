import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLink } from '../../shell/link/story-link.js';
import { FigureTiles } from './figure-tiles.js';

const meta = {
  title: 'Feedback/FigureTiles',
  component: FigureTiles,
  args: {
    title: 'Rig ready',
    LinkComponent: StoryLink,
    figures: [
      { label: 'Joints rig ready', value: 12480, to: '/inventory?location=Rig_Ready' },
      {
        label: '550DP.12',
        value: 310,
        to: '/inventory?location=Rig_Ready&item=550DP.12',
        detail: '5 1/2 in · S-135 · VX54',
      },
      {
        label: '500HW.3',
        value: 42,
        to: '/inventory?location=Rig_Ready&item=500HW.3',
        detail: '5 in · NC50',
      },
    ],
  },
} satisfies Meta<typeof FigureTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures with a second line, each a link to its list. */
export const WithDetails: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('data-to'))).toEqual([
      '/inventory?location=Rig_Ready',
      '/inventory?location=Rig_Ready&item=550DP.12',
      '/inventory?location=Rig_Ready&item=500HW.3',
    ]);
  },
};

/** Toned figures: overdue in the alarm colour, coming due in the warning colour, a zero stays plain. */
export const Tones: Story = {
  args: {
    title: 'Inspection in the next 30 days',
    figures: [
      { label: 'Joints coming due', value: 36, to: '/inventory?inspection=due', tone: 'warning' },
      { label: 'Joints overdue', value: 7, to: '/inventory?inspection=overdue', tone: 'alarm' },
      { label: 'Tools overdue', value: 0, to: '/inventory?inspection=overdue', tone: 'alarm' },
    ],
  },
};

/** Figures whose label names a thing, with the unit of the count after the number. */
export const WithUnits: Story = {
  args: {
    title: 'Latest deliveries',
    figures: [
      {
        label: 'Ticket 20210',
        value: 2,
        unit: 'lines',
        to: '/delivery?dt=20210',
        detail: '20.11.2026 · 30 joints',
      },
      {
        label: 'Ticket 20209',
        value: 1,
        unit: 'line',
        to: '/delivery?dt=20209',
        detail: '20.11.2026 · 12 joints',
      },
    ],
  },
};

/** No figures: the group says so. */
export const Empty: Story = {
  args: { title: 'Latest deliveries', figures: [], emptyMessage: 'No deliveries yet' },
};

/** Every state at once. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FigureTiles {...args} />
      <FigureTiles
        {...args}
        title="Inspection in the next 30 days"
        figures={[
          { label: 'Joints coming due', value: 36, to: '/inventory?inspection=due', tone: 'warning' },
          { label: 'Joints overdue', value: 7, to: '/inventory?inspection=overdue', tone: 'alarm' },
        ]}
      />
      <FigureTiles {...args} title="Latest deliveries" figures={[]} emptyMessage="No deliveries yet" />
    </div>
  ),
};
