import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssetCards } from './asset-cards.js';

const meta = {
  title: 'Feedback/AssetCards',
  component: AssetCards,
  args: {
    username: 'Acme Drilling',
    assets: ['Rig 1', 'Rig 2', 'Field North'],
    currentAsset: 'Rig 1',
    onChoose: fn(),
  },
} satisfies Meta<typeof AssetCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fleet Inventory first, then one card per asset; the current one pressed; Enter chooses. */
export const Cards: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('button');
    await expect(cards.map((card) => card.querySelector('.rr-asset-cards__name')?.textContent)).toEqual([
      'Fleet Inventory',
      'Rig 1',
      'Rig 2',
      'Field North',
    ]);
    await expect(canvas.getByRole('button', { name: /Rig 1/ })).toHaveAttribute('aria-pressed', 'true');
    canvas.getByRole('button', { name: /Fleet Inventory/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('Fleet Inventory');
  },
};

/** Fleet mode chosen. */
export const Fleet: Story = {
  args: { currentAsset: 'Fleet Inventory', assets: ['Fleet Inventory', 'Rig 1'] },
};

/** Without the fleet card. */
export const WithoutFleet: Story = { args: { showFleet: false } };

/** Both choices side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AssetCards {...args} />
      <AssetCards
        {...args}
        username="Borealis Energy"
        assets={['Field South']}
        currentAsset="Fleet Inventory"
      />
    </div>
  ),
};
