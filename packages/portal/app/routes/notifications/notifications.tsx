import { formatDateTime } from '@rigready/core';
import { Form, Link } from 'react-router';
import '../../components/notifications.css';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { markNotificationsRead, readInbox } from '../../server/notifications/inbox.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/notifications';

/** The page lists more than the bell's few. */
const PAGE_LIMIT = 100;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Notifications · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const inbox = await readInbox(handle, user, PAGE_LIMIT);
  return {
    unread: inbox.unread,
    notifications: inbox.notifications.map((item) => ({
      ...item,
      when: formatDateTime(item.at, { timeZone: env.timeZone }),
    })),
  };
}

// Marks one notification (`id`) or all of the caller's own read; the bell and this page post here.
export async function action({ request }: Route.ActionArgs) {
  const { user } = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const id = (await readForm(request)).get('id');
  await markNotificationsRead(
    runtime.handle,
    user.id,
    typeof id === 'string' && id !== '' ? id : null,
    runtime.now(),
  );
  return { ok: true };
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { notifications, unread } = loaderData;
  return (
    <div className="rr-page rr-notifications">
      <h1>Notifications</h1>
      <div className="rr-notifications__bar">
        <p>{unread === 1 ? '1 unread' : `${unread} unread`}</p>
        {unread > 0 ? (
          <Form method="post">
            <button type="submit" className="rr-button">
              Mark all read
            </button>
          </Form>
        ) : null}
        <Link className="rr-tap-link" to="/settings/notifications">
          Notification settings
        </Link>
      </div>
      {notifications.length === 0 ? (
        <p>
          Nothing yet. You are told here when an order is completed, goods are shipped or received, an NCR
          opens or closes, a report is published or an inspection comes due.
        </p>
      ) : (
        <ul className="rr-notifications__list">
          {notifications.map((item) => (
            <li key={item.id} data-state={item.read ? 'read' : 'unread'}>
              <Link className="rr-tap-link" to={item.link}>
                {item.title}
              </Link>
              <span className="rr-notifications__when">{item.when}</span>
              {item.read ? null : (
                <Form method="post">
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    className="rr-button"
                    data-variant="text"
                    aria-label={`Mark "${item.title}" read`}
                  >
                    Mark read
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
