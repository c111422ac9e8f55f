import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../link/story-link.js';
import { NotificationBell, type NotificationBellItem } from './notification-bell.js';

const ITEMS: NotificationBellItem[] = [
  {
    id: 'e1',
    title: 'Order 40211 completed',
    href: '/completedorders',
    when: '26.11.2026 08:14',
    read: false,
  },
  {
    id: 'e2',
    title: 'Delivery ticket NW-DT2 issued',
    href: '/delivery',
    when: '26.11.2026 08:14',
    read: false,
  },
  { id: 'e3', title: 'NCR NW-NCR2 opened', href: '/NCR', when: '25.11.2026 16:02', read: true },
  {
    id: 'e4',
    title: '12 joints are due for inspection in 30 days (26.12.2026)',
    href: '/inventory',
    when: '25.11.2026 06:00',
    read: true,
  },
];

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered' },
  args: { items: ITEMS, unreadCount: 2, onMarkRead: fn(), LinkComponent: StoryLink },
  decorators: [
    (Story) => (
      <div className="rr-navbar" style={{ justifyContent: 'flex-end', width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: the count on the bell, and in its name. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeVisible();
  },
};

/** Opened: the latest notifications, each a link to its record's screen; "Mark all read" marks every one. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = within(canvasElement.ownerDocument.body);
    await expect(panel.getByRole('link', { name: /Order 40211 completed/ })).toHaveAttribute(
      'data-to',
      '/completedorders',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(null);
  },
};

/** Following an unread notification marks it read. */
export const FollowMarksRead: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('link', { name: /NW-DT2/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('e2');
  },
};

/** Everything read: no count. */
export const AllRead: Story = {
  args: { unreadCount: 0, items: ITEMS.map((item) => ({ ...item, read: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** Nothing yet. */
export const Empty: Story = { args: { unreadCount: 0, items: [] } };

/** More than 99 unread shows 99+, and says so. */
export const Many: Story = {
  args: { unreadCount: 140 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toBeVisible();
  },
};

/** A full list: the list scrolls between the head and the foot, and "All notifications" stays in view. */
export const Full: Story = {
  args: {
    unreadCount: 30,
    items: Array.from({ length: 30 }, (_, i) => ({
      id: `f${i}`,
      title: `Order ${40300 + i} completed`,
      href: '/completedorders',
      when: '26.11.2026 08:14',
      read: false,
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 30 unread' }));
    const body = within(canvasElement.ownerDocument.body);
    const all = body.getByRole('link', { name: 'All notifications' });
    const panel = all.closest('.rr-bell__panel') as HTMLElement;
    const shown = panel.getBoundingClientRect();
    const foot = all.getBoundingClientRect();
    // The foot's link is drawn inside the panel's visible box, not scrolled below its bottom edge.
    await expect(foot.bottom <= shown.bottom && foot.top >= shown.top).toBe(true);
    await expect(panel.scrollHeight).toBe(panel.clientHeight);
  },
};
