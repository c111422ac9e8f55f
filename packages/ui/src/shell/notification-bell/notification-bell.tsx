import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { usePortalContainer } from '../../portal-container/portal-container.js';
import { AnchorLink, type LinkComponent } from '../link/shell-link.js';

/** One notification in the bell. */
export interface NotificationBellItem {
  id: string;
  /** The line the user reads, e.g. 'Order 40211 completed'. */
  title: string;
  /** The screen that shows the record. */
  href: string;
  /** When it happened, as the user reads it ('26.11.2026 08:14'). */
  when: string;
  read: boolean;
}

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps {
  /** The latest notifications, newest first. */
  items: readonly NotificationBellItem[];
  /** How many are unread in all (may be more than `items` holds). */
  unreadCount: number;
  /** Marks one notification read, or every one with `null`. */
  onMarkRead: (id: string | null) => void;
  /** The page with every notification; default '/notifications'. */
  allHref?: string;
  /** The page of the user's notification settings; default '/settings/notifications'. */
  settingsHref?: string;
  /** The router's link component; default a plain anchor. */
  LinkComponent?: LinkComponent;
}

function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The navigation bar's bell: an icon button with the unread count, opening a panel of the latest
 * notifications (each a link to its record's screen, marked read when followed), "Mark all read", and
 * links to every notification and to the settings. Unread items carry `data-state="unread"`. Tap targets
 * are at least 24 px; the panel fits a 390 px screen. Router-agnostic: links go through `LinkComponent`.
 *
 * @example
 * <NotificationBell
 *   items={[{ id: 'e1', title: 'Order 40211 completed', href: '/completedorders', when: '26.11.2026 08:14', read: false }]}
 *   unreadCount={1}
 *   onMarkRead={(id) => markRead(id)}
 *   LinkComponent={Link}
 * />
 */
export function NotificationBell({
  items,
  unreadCount,
  onMarkRead,
  allHref = '/notifications',
  settingsHref = '/settings/notifications',
  LinkComponent = AnchorLink,
}: NotificationBellProps) {
  const portalContainer = usePortalContainer();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  // The count as shown is in the name, so the visible text and the accessible name agree.
  const label = unreadCount === 0 ? 'Notifications' : `Notifications, ${countLabel(unreadCount)} unread`;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="rr-bell" aria-label={label}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            fill="currentColor"
          />
        </svg>
        {unreadCount > 0 ? (
          <span className="rr-bell__count" aria-hidden="true">
            {countLabel(unreadCount)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal container={portalContainer}>
        <Popover.Content
          className="rr-bell__panel"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
        >
          <div className="rr-bell__head">
            <h2 className="rr-bell__title" id={titleId}>
              Notifications
            </h2>
            {unreadCount > 0 ? (
              <button type="button" className="rr-bell__action" onClick={() => onMarkRead(null)}>
                Mark all read
              </button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="rr-bell__empty">Nothing new.</p>
          ) : (
            <ul className="rr-bell__list">
              {items.map((item) => (
                <li key={item.id} className="rr-bell__item" data-state={item.read ? 'read' : 'unread'}>
                  <LinkComponent
                    to={item.href}
                    className="rr-bell__link"
                    onClick={() => {
                      if (!item.read) onMarkRead(item.id);
                      setOpen(false);
                    }}
                  >
                    <span className="rr-bell__item-title">{item.title}</span>
                    <span className="rr-bell__when">{item.when}</span>
                  </LinkComponent>
                </li>
              ))}
            </ul>
          )}
          <div className="rr-bell__foot">
            <LinkComponent to={allHref} className="rr-bell__action" onClick={() => setOpen(false)}>
              All notifications
            </LinkComponent>
            <LinkComponent to={settingsHref} className="rr-bell__action" onClick={() => setOpen(false)}>
              Settings
            </LinkComponent>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
