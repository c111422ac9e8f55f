import { type NeverActs, permissionWords } from '../../shared/action-permission-words.js';
import { ActionError } from '../actions/action-error.server.js';
import {
  DEFAULT_ACTION_PERMISSIONS,
  setActionPermissions,
  storedPermissionsByUser,
  whyNeverActs,
} from '../actions/action-permissions.server.js';
import { type AdminChangeContext, AdminChangeError } from '../admin/change-context.server.js';
import { type AdminUserAnswer, listUsers } from '../admin/user-accounts.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { formFlag, formText } from './admin-change-page.server.js';

/** What a user may do, as the User Overview shows it: a customer's own user's permissions, or why never. */
export type UserActing =
  | { kind: 'acts'; mayRequest: boolean; mayApprove: boolean }
  | { kind: 'never'; reason: NeverActs };

/** A user of the User Overview with what they may do, whether disabled and whether their customer's administrator. */
export interface UserWithPermissions extends AdminUserAnswer {
  acting: UserActing;
  disabled: boolean;
  customerAdmin: boolean;
}

/**
 * Every user as the User Overview lists them, each with what they may do: the stored permissions of a
 * customer's own user (the defaults without a row), or why the user never acts (a guest, an admin).
 *
 * @example
 * (await usersWithPermissions(handle))[0]?.acting; // { kind: 'acts', mayRequest: true, mayApprove: false }
 */
export async function usersWithPermissions(handle: DatabaseHandle): Promise<UserWithPermissions[]> {
  const [users, stored, standings] = await Promise.all([
    listUsers(handle),
    storedPermissionsByUser(handle),
    handle.db.selectFrom('users').select(['id', 'disabled_at', 'customer_admin']).execute(),
  ]);
  const standing = new Map(standings.map((row) => [row.id, row]));
  return users.map((user) => {
    const never = whyNeverActs(user);
    const acting: UserActing = never
      ? { kind: 'never', reason: never }
      : { kind: 'acts', ...(stored.get(user.userid) ?? DEFAULT_ACTION_PERMISSIONS) };
    const row = standing.get(user.userid);
    return {
      ...user,
      acting,
      disabled: (row?.disabled_at ?? null) !== null,
      customerAdmin: !user.isAdmin && Number(row?.customer_admin) === 1,
    };
  });
}

/**
 * Saves the permissions posted for one user (`userid`, `mayRequest` and `mayApprove` as `true` or
 * `false`), audited as `admin.permissions.set`; a repeat writes nothing. Answers what the user may now do.
 *
 * @throws AdminChangeError 400 for a flag that is not true or false, a guest or an admin; 404 for an
 * unknown user.
 * @example
 * await saveUserPermissions(change, form); // 'customer@rigready.test may request and approve'
 */
export async function saveUserPermissions(change: AdminChangeContext, form: FormData): Promise<string> {
  const wanted = { mayRequest: formFlag(form, 'mayRequest'), mayApprove: formFlag(form, 'mayApprove') };
  try {
    const userId = formText(form, 'userid');
    const { email } = await setActionPermissions(
      change.handle,
      change.adminUserId,
      userId,
      wanted,
      change.now,
    );
    return `${email} may ${permissionWords(wanted)}`;
  } catch (failure) {
    if (failure instanceof ActionError && failure.status !== 403)
      throw new AdminChangeError(failure.status, failure.message);
    throw failure;
  }
}
