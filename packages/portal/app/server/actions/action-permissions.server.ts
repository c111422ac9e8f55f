import type { Identity } from '../access/identity.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { ActionError } from './action-error.server.js';

/** What a user may do in the portal besides reading. */
export interface ActionPermissions {
  mayRequest: boolean;
  mayApprove: boolean;
}

/** A customer's user without a permissions row: may request, may not approve. */
export const DEFAULT_ACTION_PERMISSIONS: ActionPermissions = { mayRequest: true, mayApprove: false };

const NONE: ActionPermissions = { mayRequest: false, mayApprove: false };

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
 * What a signed-in identity may do: a customer's own user has the permissions set for them; a guest
 * (a user with a route list) never acts, and neither does a provider admin, viewing as a customer or not,
 * since a customer's request or approval must be the customer's own.
 *
 * @example
 * const { mayApprove } = await permissionsOf(handle, identity);
 */
export async function permissionsOf(handle: DatabaseHandle, identity: Identity): Promise<ActionPermissions> {
  const { user } = identity;
  if (user.isAdmin || user.customer === null || user.routesList.length > 0) return NONE;
  return storedPermissions(handle, user.id);
}

/**
 * Sets a customer user's permissions, as a provider admin; audited (`admin.permissions.set`, before and
 * after). Setting what is set writes nothing.
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
): Promise<{ changed: boolean }> {
  const user = await handle.db
    .selectFrom('users')
    .select(['email', 'Customer', 'is_admin', 'routes_list'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new ActionError(404, 'No such user');
  const routes = JSON.parse(user.routes_list || '[]') as unknown[];
  if (Number(user.is_admin) === 1 || user.Customer === null)
    throw new ActionError(
      400,
      `${user.email} is a provider admin: admins work requests, they do not make them`,
    );
  if (routes.length > 0) throw new ActionError(400, `${user.email} is a guest: guests never act`);
  return handle.db.transaction().execute(async (trx) => {
    const before = await storedPermissions({ ...handle, db: trx }, userId);
    if (before.mayRequest === wanted.mayRequest && before.mayApprove === wanted.mayApprove)
      return { changed: false };
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
    return { changed: true };
  });
}
