import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ElementDocsPage } from '../../../../.storybook/element-docs-page.js';
import { STORY_SLOTS } from '../story-data.js';
import { type ElementStoryArgs, renderElement } from '../story-element.js';

const TAG = 'rigready-bha-slots';

const meta = {
  title: 'Elements/rigready-bha-slots',
  render: (args) => renderElement(TAG, args),
  args: {
    attributes: { rack: 'B1', slots: STORY_SLOTS },
    events: ['rigready-slot-open', 'rigready-error'],
    onEvent: fn(),
  },
  parameters: {
    element: TAG,
    docs: { page: ElementDocsPage },
    usage: `<script type="module" src="node_modules/@rigready/elements/dist/rigready-elements.js"></script>

<rigready-bha-slots rack="B1" tool-href="https://portal.example.com/tools/{serial}"
  slots='{"12C": [{"Serial_No": "JAR-77", "Description": "Hydraulic jar 6 1/2\\""}]}'>
</rigready-bha-slots>`,
  },
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two filled slots; a tool's serial links to its page. */
export const Filled: Story = {
  args: { attributes: { ...meta.args.attributes, 'tool-href': '#/tools/{serial}' } },
};

export const EmptyRack: Story = { args: { attributes: { rack: 'B2', slots: {} } } };

/** A slot key that is not a slot: the element names it. */
export const BadSlot: Story = { args: { attributes: { rack: 'B1', slots: { '99Z': [] } } } };
