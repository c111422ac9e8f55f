import { data, Form, useActionData } from 'react-router';
import '../../components/notifications.css';
import { NotificationPreferencesFields } from '../../components/notification-preferences-fields.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { identityAssetChoices } from '../../server/access/session-preferences.server.js';
import { permissionsOf, whyNeverActs } from '../../server/actions/action-permissions.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { NOTIFICATION_KINDS } from '../../server/notifications/notification-kinds.server.js';
import {
  notificationPreferences,
  saveNotificationPreferences,
} from '../../server/notifications/notification-settings.server.js';
import { readPreferencesForm } from '../../server/notifications/read-preferences-form.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { NEVER_ACTS, permissionWords } from '../../shared/action-permission-words.js';
import type { Route } from './+types/settings';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Notification settings · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const preferences = await notificationPreferences(handle.db, identity.user.id, identity.user.customer);
  const never = whyNeverActs(identity.user);
  return {
    acting: never ? { never: NEVER_ACTS[never].why } : await permissionsOf(handle, identity),
    isAdmin: identity.user.isAdmin,
    kinds: NOTIFICATION_KINDS,
    assets: identity.user.isAdmin ? [] : identityAssetChoices(identity).assets,
    preferences,
    timeZone: env.timeZone,
  };
}

// Saves the caller's own preferences; the assets offered are the caller's own choices, nothing else.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  if (identity.user.isAdmin)
    return data({ ok: false, message: 'Admins are not notified: set customer defaults instead' }, 400);
  const runtime = getPortalRuntime();
  const read = readPreferencesForm(await readForm(request), identityAssetChoices(identity).assets);
  if (!read.ok) return data({ ok: false, message: read.message }, 400);
  const { ok: _, ...preferences } = read;
  await saveNotificationPreferences(runtime.handle.db, identity.user.id, preferences, runtime.now());
  return { ok: true, message: 'Notification settings saved' };
}

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const { kinds, assets, preferences, timeZone, isAdmin, acting } = loaderData;
  if (isAdmin) {
    return (
      <div className="rr-page rr-notification-settings">
        <h1>Notification settings</h1>
        <p>Admins are not notified. Set what each customer's users are told on the customer defaults page.</p>
        <a className="rr-tap-link" href="/settings/notification-defaults">
          Notification defaults per customer
        </a>
      </div>
    );
  }
  return (
    <div className="rr-page rr-notification-settings">
      <h1>Notification settings</h1>
      <p className="rr-notification-settings__hint">
        {preferences.source === 'user'
          ? 'Your own choice.'
          : "Your company's defaults, until you save your own."}
      </p>
      <p className="rr-notification-settings__acting">
        {'never' in acting
          ? `You may neither request nor approve: ${acting.never}.`
          : `You may ${permissionWords(acting)}. Quote posted and Approval asked reach the users who may approve.`}
      </p>
      <Form method="post">
        <NotificationPreferencesFields
          kinds={kinds}
          chosen={preferences.kinds}
          email={preferences.email}
          digestHour={preferences.digestHour}
          timeZone={timeZone}
        />
        {assets.length > 1 ? (
          <fieldset>
            <legend>For which assets</legend>
            <label>
              <input
                type="radio"
                name="assetsMode"
                value="all"
                defaultChecked={preferences.assets === null}
              />
              <span>All my assets</span>
            </label>
            <label>
              <input
                type="radio"
                name="assetsMode"
                value="some"
                defaultChecked={preferences.assets !== null}
              />
              <span>Only these:</span>
            </label>
            {assets.map((asset) => (
              <label key={asset}>
                <input
                  type="checkbox"
                  name="asset"
                  value={asset}
                  defaultChecked={preferences.assets?.includes(asset) ?? false}
                />
                <span>{asset}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <button type="submit" className="rr-button" data-variant="primary">
          Save
        </button>
      </Form>
    </div>
  );
}
