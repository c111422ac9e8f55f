import type { NotificationEmail, NotificationKindName } from '../db/schema.server.js';
import { isNotificationEmail, isNotificationKind } from './notification-kinds.server.js';

/** A settings form read: the values, or the message that says what is wrong. */
export type PreferencesForm =
  | {
      ok: true;
      kinds: NotificationKindName[];
      email: NotificationEmail;
      digestHour: number;
      assets: string[] | null;
    }
  | { ok: false; message: string };

/**
 * Reads the settings form (`kind` checkboxes, `email`, `digestHour`, `assetsMode` all/some with `asset`
 * checkboxes), keeping only the assets in `offered`.
 *
 * @example
 * const read = readPreferencesForm(form, ['Rig A', 'Rig B']);
 */
export function readPreferencesForm(form: FormData, offered: readonly string[]): PreferencesForm {
  const kinds = form.getAll('kind').map(String).filter(isNotificationKind);
  const email = String(form.get('email') ?? '');
  if (!isNotificationEmail(email))
    return { ok: false, message: 'Choose how you want e-mail: none, at once or a daily digest' };
  const hourText = String(form.get('digestHour') ?? '7');
  const digestHour = Number(hourText);
  if (!/^\d{1,2}$/.test(hourText) || digestHour > 23)
    return { ok: false, message: 'The digest hour must be a whole hour from 0 to 23' };
  const some = form.get('assetsMode') === 'some';
  const assets = some
    ? form
        .getAll('asset')
        .map(String)
        .filter((asset) => offered.includes(asset))
    : null;
  if (assets !== null && assets.length === 0)
    return { ok: false, message: 'Choose at least one asset, or all assets' };
  return { ok: true, kinds, email, digestHour, assets };
}
