import { useFetcher } from 'react-router';
import type { ActionAnswer } from '../../server/pages/action-answer.server.js';
import type { TeamRow } from '../../server/pages/team-page.server.js';
import { NotificationPreferencesFields } from '../notification-preferences-fields.js';
import { useAnswerSnackbar } from '../use-snackbar-message.js';

/** Props of {@link MemberNotificationsForm}. */
export interface MemberNotificationsFormProps {
  member: TeamRow;
  kinds: readonly { name: string; label: string; description: string }[];
  timeZone: string;
}

/**
 * What a user of the Team page is notified of and how they get e-mail, the fields of their own settings
 * page, saved for them (`intent=notifications`); the answer shows in the snackbar.
 *
 * @example
 * <MemberNotificationsForm member={row} kinds={loaderData.notificationKinds} timeZone={loaderData.timeZone} />
 */
export function MemberNotificationsForm({ member, kinds, timeZone }: MemberNotificationsFormProps) {
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerSnackbar(fetcher.data, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const { notifications } = member;
  return (
    <fetcher.Form method="post" action="/team" className="rr-form" aria-label="Notifications">
      <h3>Notifications</h3>
      <input type="hidden" name="intent" value="notifications" />
      <input type="hidden" name="userid" value={member.userid} />
      {/* Assets as the user chose them; an administrator changes what and how, never narrows the assets here. */}
      <input type="hidden" name="assetsMode" value={notifications.assets === null ? 'all' : 'some'} />
      {(notifications.assets ?? []).map((asset) => (
        <input key={asset} type="hidden" name="asset" value={asset} />
      ))}
      <NotificationPreferencesFields
        kinds={kinds}
        chosen={notifications.kinds}
        email={notifications.email}
        digestHour={notifications.digestHour}
        timeZone={timeZone}
      />
      <div className="rr-form__actions">
        <button
          type="submit"
          className="rr-button"
          data-variant="primary"
          disabled={fetcher.state !== 'idle'}
        >
          Save notifications
        </button>
      </div>
    </fetcher.Form>
  );
}
