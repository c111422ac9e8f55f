import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLink } from '../link/story-link.js';
import { NavigationBar } from './navigation-bar.js';

const meta = {
  title: 'Shell/NavigationBar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/delivery',
    LinkComponent: StoryLink,
    pipeType: 'Tubular',
    onPipeTypeChange: fn(),
    onMenuClick: fn(),
    userEmail: 'ola@acme.test',
    onChangePassword: fn(async () => {}),
    onLogOut: fn(),
  },
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a flagged route (/delivery): the BHA/Tubular switch is shown and switches. */
export const FlaggedRoute: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('link', { name: 'rigready home' })).toHaveAttribute('data-to', '/home');
    const bha = bar.getByRole('radio', { name: 'BHA' });
    await userEvent.click(bha);
    await expect(args.onPipeTypeChange).toHaveBeenCalledWith('BHA');
  },
};

/** BHA chosen. */
export const Bha: Story = { args: { pipeType: 'BHA' } };

/** On a route without the flag (/dp): no switch. */
export const UnflaggedRoute: Story = {
  args: { currentPath: '/dp' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio', { name: 'BHA' })).toBeNull();
  },
};

/** On /login the logo is not a link, and signed out there is no avatar or menu button. */
export const Login: Story = {
  args: { currentPath: '/login', userEmail: undefined, onMenuClick: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.queryByRole('link')).toBeNull();
    await expect(bar.getByText('rigready')).toBeVisible();
    await expect(bar.queryByRole('button')).toBeNull();
  },
};

/** The menu button is disabled where core's menu says so (/asset). */
export const MenuDisabled: Story = {
  args: { currentPath: '/asset', menuDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toBeDisabled();
  },
};

/** The avatar menu by keyboard: Change password opens the dialog, and closing it returns focus to the avatar. */
export const AvatarMenu: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const avatar = page.getByRole('button', { name: 'Account of ola@acme.test' });
    avatar.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Change password' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(avatar).toHaveFocus());
  },
};

/** Log out from the avatar menu. */
export const LogOut: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Account of ola@acme.test' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

/** Every variant stacked. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <section aria-label="Tubular on /delivery">
        <NavigationBar {...args} />
      </section>
      <section aria-label="BHA on /delivery">
        <NavigationBar {...args} pipeType="BHA" />
      </section>
      <section aria-label="On /dp">
        <NavigationBar {...args} currentPath="/dp" />
      </section>
      <section aria-label="On /login">
        <NavigationBar {...args} currentPath="/login" userEmail={undefined} onMenuClick={undefined} />
      </section>
    </div>
  ),
};
