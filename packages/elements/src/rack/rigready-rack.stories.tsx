import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ElementDocsPage } from '../../../../.storybook/element-docs-page.js';
import { STORY_COLORMAP, STORY_JOINTS, STORY_RACK, STORY_TODAY } from '../story-data.js';
import { type ElementStoryArgs, renderElement } from '../story-element.js';

const TAG = 'rigready-rack';
const shadowOf = (canvas: HTMLElement) => canvas.querySelector(TAG)?.shadowRoot as ShadowRoot;

const meta = {
  title: 'Elements/rigready-rack',
  render: (args) => renderElement(TAG, args),
  args: {
    attributes: {
      today: STORY_TODAY,
      'rack-info': STORY_RACK,
      joints: STORY_JOINTS,
      'occupied-positions': [4, 5],
      colormap: STORY_COLORMAP,
    },
    events: ['rigready-joint-select', 'rigready-error'],
    onEvent: fn(),
  },
  parameters: {
    element: TAG,
    docs: { page: ElementDocsPage },
    usage: `<script type="module" src="node_modules/@rigready/elements/dist/rigready-elements.js"></script>

<rigready-rack today="2026-11-26"
  rack-info='{"Site": "Dusavik Base", "Rack_ID": "R12", "Maxrowcount": 10, "Capacity": 30}'
  joints='[{"Serial_Number": "DP-1003", "Position": 3, "Item_No": "550DP.12", "Date_Inspected": "2026-11-09"}]'
  occupied-positions="[4, 5]">
</rigready-rack>

<script type="module">
  document.querySelector('rigready-rack')
    .addEventListener('rigready-joint-select', (event) => openJoint(event.detail.serial));
</script>`,
  },
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Joints at each colour boundary of the rack view, and two positions of another customer. */
export const MixedAges: Story = {
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    await waitFor(() => expect(shadow.querySelector('[aria-label^="Position 3:"]')).not.toBeNull());
    await expect(shadow.querySelector('[aria-label^="Position 3:"]')?.getAttribute('data-colour')).toBe(
      'yellow',
    );
    shadow.querySelector<HTMLButtonElement>('[aria-label^="Position 3:"]')?.click();
    await expect(args.onEvent).toHaveBeenCalledWith(
      'rigready-joint-select',
      expect.objectContaining({ serial: 'DP-1003', rack: 'R12' }),
    );
  },
};

/** Another customer's positions: occupied, and nothing more. */
export const OtherCustomers: Story = {
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    await waitFor(() => expect(shadow.querySelector('[aria-label="Position 4: occupied"]')).not.toBeNull());
    await expect(
      shadow.querySelector('[aria-label="Position 4: occupied"]')?.closest('td')?.innerHTML,
    ).not.toMatch(/DP-/);
  },
};

/** The inventory rack dialog's scale: green under 180 days. */
export const RackDialogRule: Story = {
  args: { attributes: { ...meta.args.attributes, 'colour-rule': 'rack-dialog' } },
};

/** Joints coloured by class: position 1 Premium, 2 Class 2, 3 Reject, 6 not classed, whatever their age. */
export const ClassScale: Story = {
  args: {
    attributes: {
      ...meta.args.attributes,
      'colour-rule': 'class',
      joints: STORY_JOINTS.map((joint, i) => ({
        ...joint,
        Class: ['Premium', 'Class 2', 'Reject'][i] ?? null,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    await waitFor(() => expect(shadow.querySelector('[aria-label^="Position 1:"]')).not.toBeNull());
    const colourOf = (position: number) =>
      shadow.querySelector(`[aria-label^="Position ${position}:"]`)?.getAttribute('data-colour');
    await expect([1, 2, 3, 6].map(colourOf)).toEqual(['green', 'yellow', 'red', 'unknown']);
  },
};

/** The joint's details below the grid, as on a phone. */
export const DetailsBelow: Story = { args: { attributes: { ...meta.args.attributes, details: 'below' } } };

/** The page's status colours, through the kit's tokens. */
export const Themed: Story = {
  args: { theme: { '--rr-status-red': '#b00020', '--rr-status-green': '#1b5e20' } },
};

export const EmptyRack: Story = { args: { attributes: { today: STORY_TODAY, 'rack-info': STORY_RACK } } };

export const NothingHandedOver: Story = { args: { attributes: {} } };

/** Two joints in one position: core refuses the rack, and the element says why. */
export const TwoJointsInOnePosition: Story = {
  args: {
    attributes: {
      today: STORY_TODAY,
      'rack-info': STORY_RACK,
      joints: [STORY_JOINTS[0], { ...STORY_JOINTS[1], Position: 1 }],
    },
  },
};
