import { data, Form } from 'react-router';
import { findUserById } from '../../server/access/identity.server.js';
import { NOTIFICATION_KINDS } from '../../server/notifications/notification-kinds.server.js';
import { unsubscribeFromMail } from '../../server/notifications/notification-settings.server.js';
import {
  type UnsubscribeScope,
  verifyUnsubscribe,
} from '../../server/notifications/unsubscribe-link.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/unsubscribe';

const REFUSED =
  'This unsubscribe link is not valid: use the link of the e-mail as it came, or sign in and open Notification settings';

function what(scope: UnsubscribeScope): string {
  if (scope === 'all') return 'all notification e-mails';
  const label = NOTIFICATION_KINDS.find((kind) => kind.name === scope)?.label ?? scope;
  return `"${label}" notifications`;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Unsubscribe · rigready' }];
}

// Opening the link only asks (mail scanners open links); the button, or a mail client's one-click POST
// (RFC 8058), unsubscribes. Both need the signature of that user and that kind; no sign-in.
export async function loader({ request }: Route.LoaderArgs) {
  const target = await verifyUnsubscribe(getPortalRuntime().handle, new URL(request.url).searchParams);
  if (!target) throw data({ message: REFUSED }, 400);
  return { done: false, what: what(target.scope) };
}

export async function action({ request }: Route.ActionArgs) {
  const runtime = getPortalRuntime();
  const target = await verifyUnsubscribe(runtime.handle, new URL(request.url).searchParams);
  if (!target) throw data({ message: REFUSED }, 400);
  const user = await findUserById(runtime.handle, target.userId);
  if (!user) throw data({ message: REFUSED }, 400);
  await unsubscribeFromMail(runtime.handle.db, user.id, user.customer, target.scope, runtime.now());
  return { done: true, what: what(target.scope) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? loaderData;
  return (
    <main className="rr-auth">
      <section className="rr-auth__card" aria-labelledby="unsubscribe-title">
        <p className="rr-auth__brand">rigready</p>
        <h1 id="unsubscribe-title">Unsubscribe</h1>
        {answer.done ? (
          <p>
            You are unsubscribed from {answer.what}. You can change this at any time under Notification
            settings.
          </p>
        ) : (
          <Form method="post" className="rr-form">
            <p>Stop {answer.what}?</p>
            <div className="rr-form__actions">
              <button type="submit" className="rr-button" data-variant="primary">
                Unsubscribe
              </button>
            </div>
          </Form>
        )}
      </section>
    </main>
  );
}
