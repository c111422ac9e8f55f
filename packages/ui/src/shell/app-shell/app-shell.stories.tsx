import { drawerMenu } from '@rigready/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeTiles } from '../../feedback/home-tiles/home-tiles.js';
import { StoryLink } from '../link/story-link.js';
import { CUSTOMER_SESSION } from '../test-support/story-sessions.js';
import { AppShell } from './app-shell.js';

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/home',
    LinkComponent: StoryLink,
    menu: drawerMenu(CUSTOMER_SESSION, '/home'),
    pipeType: 'Tubular',
    onPipeTypeChange: fn(),
    userEmail: 'ola@acme.test',
    onChangePassword: fn(async () => {}),
    onLogOut: fn(),
    footer: {
      owner: 'Example Inspection AS',
      year: 2025,
      social: [
        { network: 'linkedin', href: 'https://www.linkedin.com/company/example' },
        { network: 'facebook', href: 'https://www.facebook.com/example' },
      ],
    },
    children: (
      <>
        <h1 style={{ marginTop: 0 }}>Acme Drilling</h1>
        <HomeTiles LinkComponent={StoryLink} />
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: bar, screen and footer. */
export const Home: Story = {};

/** The menu button opens the drawer built from core's menu; Escape closes it and focus goes back. */
export const DrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await expect(await page.findByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Escape closes the drawer and focus returns to the menu button. */
export const DrawerClosesToButton: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await page.findByRole('navigation', { name: 'Main' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('navigation', { name: 'Main' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a flagged route the switch shows. */
export const FlaggedRoute: Story = {
  args: {
    currentPath: '/inventory',
    menu: drawerMenu(CUSTOMER_SESSION, '/inventory'),
    children: <h1>Inventory</h1>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Tubular' })).toBeChecked();
  },
};

/** The skip link leads to the screen. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

/** The shell at home (its states are the bar's and the drawer's). */
export const AllStates: Story = {};
