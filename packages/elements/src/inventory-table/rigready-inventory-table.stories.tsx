import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ElementDocsPage } from '../../../../.storybook/element-docs-page.js';
import { STORY_AUTH, STORY_ROWS, UNREACHABLE_API } from '../story-data.js';
import { type ElementStoryArgs, renderElement } from '../story-element.js';

const TAG = 'rigready-inventory-table';
const shadowOf = (canvas: HTMLElement) => canvas.querySelector(TAG)?.shadowRoot as ShadowRoot;

const meta = {
  title: 'Elements/rigready-inventory-table',
  render: (args) => renderElement(TAG, args),
  args: {
    attributes: { label: 'Inventory', 'sort-column': 'Total_Item', rows: STORY_ROWS },
    events: ['rigready-row-open', 'rigready-download', 'rigready-error'],
    onEvent: fn(),
  },
  parameters: {
    element: TAG,
    docs: { page: ElementDocsPage },
    usage: `<script type="module" src="node_modules/@rigready/elements/dist/rigready-elements.js"></script>

<rigready-inventory-table label="Inventory" sort-column="Total_Item" csv-file-name="InventoryTally.csv"
  rows='[{"Item_No": "550DP.12", "Site": "Dusavik Base", "Rig_Ready": 40, "Total_Item": 52}]'>
</rigready-inventory-table>

<script type="module">
  document.querySelector('rigready-inventory-table')
    .addEventListener('rigready-row-open', (event) => openItem(event.detail.itemNo, event.detail.column));
</script>`,
  },
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows handed over as a JSON attribute, sorted by Total Items. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelectorAll('tbody tr')).toHaveLength(3));
    const item = shadowOf(canvasElement).querySelector<HTMLButtonElement>('.rr-data-table__action-button');
    item?.click();
    await expect(args.onEvent).toHaveBeenCalledWith(
      'rigready-row-open',
      expect.objectContaining({ itemNo: '550DP.12', column: 'Item_No' }),
    );
  },
};

/** The columns a tool chooses, in its order. */
export const ChosenColumns: Story = {
  args: {
    attributes: { label: 'Inventory', columns: 'Item_No,Rig_Ready,Total_Item', rows: STORY_ROWS },
  },
};

/** In a frame narrower than 600 px (a phone, a web viewer) every row is a card. */
export const Narrow: Story = { args: { width: 380 } };

/** The tool's theme, through the kit's tokens. */
export const Themed: Story = { args: { theme: { '--rr-color-primary': '#1f5130' } } };

export const Empty: Story = { args: { attributes: { label: 'Inventory', rows: [] } } };

/** A row that is not valid: the element says which and what, and fires rigready-error. */
export const BadRows: Story = {
  args: { attributes: { label: 'Inventory', rows: [{ Item_No: '550DP.12', Rig_Ready: 'many' }] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(shadowOf(canvasElement).querySelector('[role="alert"]')?.textContent).toBe(
        'rows[0].Rig_Ready: Invalid input: expected number, received string',
      ),
    );
  },
};

/** API mode before the host hands over credentials. */
export const WaitingForSignIn: Story = { args: { attributes: { 'api-base': '/api' } } };

/** API mode while the answer is on its way. */
export const Loading: Story = {
  args: { attributes: { 'api-base': '/api' }, properties: { getAuth: () => new Promise(() => undefined) } },
};

/** API mode when the portal cannot be reached: the error and 'Try again'. */
export const Unreachable: Story = {
  args: { attributes: { 'api-base': UNREACHABLE_API }, properties: { auth: STORY_AUTH } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(shadowOf(canvasElement).querySelector('[role="alert"] button')).not.toBeNull(),
    );
  },
};
