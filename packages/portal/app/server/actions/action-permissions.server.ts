import { type ActionPermissions, NEVER_ACTS, type NeverActs } from '../../shared/action-permission-words.js';
import type { Identity } from '../access/identity.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { ActionError } from './action-error.server.js';

export type { ActionPermissions };

/** A customer's user without a permissions row: may request, may not approve. */
export const DEFAULT_ACTION_PERMISSIONS: ActionPermissions = { mayRequest: true, mayApprove: false };

const NONE: ActionPermissions = { mayRequest: false, mayApprove: false };

/**
 * Why a user never acts, whatever is stored for them, or null for a customer's own user: a provider admin
 * (or a user of no customer) works requests instead of making them, and a guest only reads the pages of
 * their route list.
 *
 * @example
 * whyNeverActs({ isAdmin: false, customer: 'Northwind Drilling', routesList: ['dp'] }); // 'guest'
 */
export function whyNeverActs(user: {
  isAdmin: boolean;
  customer: string | null;
  routesList: readonly unknown[];
}): NeverActs | null {
  if (user.isAdmin || user.customer === null) return 'admin';
  return user.routesList.length > 0 ? 'guest' : null;
}

/**
 * The stored permissions of a customer's user, or the defaults. Says nothing of guests or admins: use
 * {@link permissionsOf} for a signed-in identity.
 *
 * @example
 * await storedPermissions(handle, userId); // { mayRequest: true, mayApprove: false }
 */
export async function storedPermissions(handle: DatabaseHandle, userId: string): Promise<ActionPermissions> {
  const row = await handle.db
    .selectFrom('action_permissions')
    .select(['may_request', 'may_approve'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_ACTION_PERMISSIONS;
  return { mayRequest: Number(row.may_request) === 1, mayApprove: Number(row.may_approve) === 1 };
}

/**
 * Every stored permissions row by user id; a user without one has {@link DEFAULT_ACTION_PERMISSIONS}.
 * Says nothing of guests or admins: see {@link whyNeverActs}.
 *
 * @example
 * (await storedPermissionsByUser(handle)).get(userId); // { mayRequest: true, mayApprove: true } or undefined
 */
export async function storedPermissionsByUser(
  handle: DatabaseHandle,
): Promise<Map<string, ActionPermissions>> {
  const rows = await handle.db
    .selectFrom('action_permissions')
    .select(['user_id', 'may_request', 'may_approve'])
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      { mayRequest: Number(row.may_request) === 1, mayApprove: Number(row.may_approve) === 1 },
    ]),
  );
}

/**
 * What a signed-in identity may do: a customer's own user has the permissions set for them; a guest
 * (a user with a route list) never acts, and neither does a provider admin, viewing as a customer or not,
 * since a customer's request or approval must be the customer's own.
 *
 * @example
 * const { mayApprove } = await permissionsOf(handle, identity);
 */
export async function permissionsOf(handle: DatabaseHandle, identity: Identity): Promise<ActionPermissions> {
  const { user } = identity;
  if (whyNeverActs(user)) return NONE;
  return storedPermissions(handle, user.id);
}

/**
 * Sets a customer user's permissions, as a provider admin; audited (`admin.permissions.set`, before and
 * after), and answers the user's e-mail. Setting what is set writes nothing.
 *
 * @throws {@link ActionError} 404 for an unknown user, 400 for an admin or a guest (they never act).
 * @example
 * await setActionPermissions(handle, adminId, userId, { mayRequest: true, mayApprove: true }, new Date());
 */
export async function setActionPermissions(
  handle: DatabaseHandle,
  adminUserId: string,
  userId: string,
  wanted: ActionPermissions,
  now: Date,
): Promise<{ changed: boolean; email: string }> {
  return handle.db.transaction().execute(async (trx) => {
    // The user's row is locked (PostgreSQL; SQLite has one writer), so two admins saving at once are
    // served one after the other: the second sees the first's change as its before, or writes nothing.
    const read = trx
      .selectFrom('users')
      .select(['email', 'Customer', 'is_admin', 'routes_list'])
      .where('id', '=', userId);
    const user = await (handle.dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    if (!user) throw new ActionError(404, 'No such user');
    const never = whyNeverActs({
      isAdmin: Number(user.is_admin) === 1,
      customer: user.Customer,
      routesList: JSON.parse(user.routes_list || '[]') as unknown[],
    });
    if (never)
      throw new ActionError(400, `${user.email} is ${NEVER_ACTS[never].who}: ${NEVER_ACTS[never].why}`);
    const before = await storedPermissions({ ...handle, db: trx }, userId);
    if (before.mayRequest === wanted.mayRequest && before.mayApprove === wanted.mayApprove)
      return { changed: false, email: user.email };
    const values = {
      may_request: wanted.mayRequest ? 1 : 0,
      may_approve: wanted.mayApprove ? 1 : 0,
      updated_by: adminUserId,
      updated_at: now.toISOString(),
    };
    await trx
      .insertInto('action_permissions')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    await writeAudit(
      { ...handle, db: trx },
      {
        action: 'admin.permissions.set',
        actorUserId: adminUserId,
        customer: user.Customer,
        details: { email: user.email, from: before, to: wanted },
      },
      now,
    );
    return { changed: true, email: user.email };
  });
}
