import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ElementDocsPage } from '../../../../.storybook/element-docs-page.js';
import { STORY_RACKS, STORY_TODAY } from '../story-data.js';
import { type ElementStoryArgs, renderElement } from '../story-element.js';

const TAG = 'rigready-rack-location';

const meta = {
  title: 'Elements/rigready-rack-location',
  render: (args) => renderElement(TAG, args),
  args: {
    attributes: { today: STORY_TODAY, racks: STORY_RACKS },
    events: ['rigready-joint-select', 'rigready-error'],
    onEvent: fn(),
  },
  parameters: {
    element: TAG,
    docs: { page: ElementDocsPage },
    usage: `<script type="module" src="node_modules/@rigready/elements/dist/rigready-elements.js"></script>

<!-- Behind the tool's same-origin proxy to the portal (/api) -->
<rigready-rack-location api-base="/api" open-rack="R12"></rigready-rack-location>

<script type="module">
  const racks = document.querySelector('rigready-rack-location');
  racks.auth = await signIn(); // { token, username, email } from POST /api/auth/sign-in
</script>`,
  },
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two racks, in natural order (A2 before R12). */
export const TwoRacks: Story = {};

/** Opened at the rack the page names. */
export const OpenRack: Story = { args: { attributes: { ...meta.args.attributes, 'open-rack': 'R12' } } };

export const NoRacks: Story = { args: { attributes: { today: STORY_TODAY, racks: [] } } };
