import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ElementDocsPage } from '../../../../.storybook/element-docs-page.js';
import { STORY_COLORMAP, STORY_JOINTS, STORY_TODAY } from '../story-data.js';
import { type ElementStoryArgs, renderElement } from '../story-element.js';

const TAG = 'rigready-joint-card';

const meta = {
  title: 'Elements/rigready-joint-card',
  render: (args) => renderElement(TAG, args),
  args: {
    attributes: { today: STORY_TODAY, joint: STORY_JOINTS[2], colormap: STORY_COLORMAP },
  },
  parameters: {
    element: TAG,
    docs: { page: ElementDocsPage },
    usage: `<script type="module" src="node_modules/@rigready/elements/dist/rigready-elements.js"></script>

<rigready-joint-card today="2026-11-26" joint-href="https://portal.example.com/joints/{serial}"
  joint='{"Serial_Number": "DP-1003", "Position": 3, "Rack_Position": "R12", "Date_Inspected": "2026-11-09"}'>
</rigready-joint-card>`,
  },
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inspected 17 days before: yellow on the rack view's scale. */
export const Inspected: Story = {
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector(TAG)?.shadowRoot as ShadowRoot;
    await waitFor(() =>
      expect(shadow.querySelector('.rr-joint-card__age')?.textContent).toBe('17 days since inspection'),
    );
  },
};

export const Linked: Story = {
  args: { attributes: { ...meta.args.attributes, 'joint-href': '#/joints/{serial}' } },
};

export const NotInspected: Story = {
  args: { attributes: { today: STORY_TODAY, joint: STORY_JOINTS[5] } },
};

/** A `today` that is not a day: the element says what it expected. */
export const BadToday: Story = { args: { attributes: { ...meta.args.attributes, today: '26.11.2026' } } };
