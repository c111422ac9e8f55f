import { drawerMenu } from '@rigready/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../link/story-link.js';
import { CUSTOMER_SESSION, GUEST_SESSION } from '../test-support/story-sessions.js';
import { Drawer } from './drawer.js';

const meta = {
  title: 'Shell/Drawer',
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    menu: drawerMenu(CUSTOMER_SESSION, '/dc'),
    currentPath: '/dc',
    LinkComponent: StoryLink,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's full menu from core's drawerMenu, the current route marked. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const nav = within(await page.findByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Drill Collar' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('heading', { name: 'Inspection' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'TCP Guns' })).toBeVisible();
  },
};

/** A guest: no Home and no top-level links, only the listed routes and the provider's own certificates. */
export const Guest: Story = {
  args: { menu: drawerMenu(GUEST_SESSION, '/dp'), currentPath: '/dp' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const nav = within(await page.findByRole('navigation', { name: 'Main' }));
    await expect(nav.queryByRole('link', { name: 'Home' })).toBeNull();
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Drill Pipe',
      'OCTG',
      'Non Conformance',
      'Certificates',
    ]);
  },
};

/** Choosing a link closes the drawer; Escape does too. */
export const ChoosingCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('link', { name: 'Received' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** Closed. */
export const Closed: Story = { args: { open: false } };

/** The open drawer (a modal sheet shows one state at a time). */
export const AllStates: Story = {};
