import { type AdminChangeContext, AdminChangeError } from '../admin/change-context.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { setUserDisabled } from './user-disabling.server.js';

async function requireAccount(change: AdminChangeContext, userId: string) {
  const row = await change.handle.db
    .selectFrom('users')
    .select(['id', 'email', 'Customer', 'is_admin', 'customer_admin'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AdminChangeError(404, `No user has the id '${userId}'`);
  return row;
}

/**
 * A provider admin disables or enables any account but their own (see {@link setUserDisabled}). Answers
 * what the page says.
 *
 * @throws AdminChangeError 404 for an unknown user, 409 for the acting admin's own account.
 * @example
 * await disableAccount(change, 'u-1', true); // 'ola@northwind.test is disabled'
 */
export async function disableAccount(
  change: AdminChangeContext,
  userId: string,
  disabled: boolean,
): Promise<string> {
  const user = await requireAccount(change, userId);
  if (user.id === change.adminUserId) throw new AdminChangeError(409, 'You cannot disable your own account');
  await setUserDisabled(change.handle, {
    actorUserId: change.adminUserId,
    target: { id: user.id, email: user.email, customer: user.Customer },
    disabled,
    now: change.now,
  });
  return `${user.email} is ${disabled ? 'disabled' : 'enabled'}`;
}

/**
 * A provider admin makes a customer's user the administrator of their customer's users, or no longer;
 * audited as `admin.user.customer-admin`. Never a provider admin (they administer every customer) nor a
 * user of no customer. A repeat writes nothing.
 *
 * @throws AdminChangeError 404 for an unknown user, 400 for a provider admin or a user of no customer.
 * @example
 * await markCustomerAdmin(change, 'u-1', true); // "ola@northwind.test administers Northwind Drilling's users"
 */
export async function markCustomerAdmin(
  change: AdminChangeContext,
  userId: string,
  customerAdmin: boolean,
): Promise<string> {
  const user = await requireAccount(change, userId);
  if (Number(user.is_admin) === 1 || !user.Customer)
    throw new AdminChangeError(
      400,
      `${user.email} is a provider admin: only a customer's user administers its users`,
    );
  const said = customerAdmin
    ? `${user.email} administers ${user.Customer}'s users`
    : `${user.email} no longer administers ${user.Customer}'s users`;
  const updated = await change.handle.db
    .updateTable('users')
    .set({ customer_admin: customerAdmin ? 1 : 0 })
    .where('id', '=', user.id)
    .where('customer_admin', '=', customerAdmin ? 0 : 1)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return said;
  await writeAudit(
    change.handle,
    {
      action: 'admin.user.customer-admin',
      actorUserId: change.adminUserId,
      customer: user.Customer,
      details: { userId: user.id, email: user.email, to: customerAdmin },
    },
    change.now,
  );
  return said;
}
