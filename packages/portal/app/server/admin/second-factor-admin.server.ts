import { writeAudit } from '../audit/audit-log.server.js';
import { type AdminChangeContext, AdminChangeError } from './change-context.server.js';

/**
 * A provider admin's reset of a user's second factor (a lost phone or key): removes the user's
 * authenticator app, recovery codes and passkeys, so their next sign-in asks for a password alone, or has them set up a new app when
 * one is required. Audited even when there was nothing to remove, as the admin asked for it.
 *
 * @throws AdminChangeError 404 for an unknown user.
 * @example
 * await resetSecondFactor(change, 'u-42');
 */
export async function resetSecondFactor(change: AdminChangeContext, userId: string): Promise<void> {
  const user = await change.handle.db
    .selectFrom('users')
    .select(['email', 'Customer'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AdminChangeError(404, `No user ${userId}`);
  await change.handle.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  });
  await writeAudit(
    change.handle,
    {
      action: 'admin.second-factor.reset',
      actorUserId: change.adminUserId,
      customer: user.Customer,
      details: { email: user.email, userId },
    },
    change.now,
  );
}

/**
 * Sets whether a customer's users must have a second factor; audited when it changes.
 *
 * @example
 * await setCustomerSecondFactor(change, 'Northwind Drilling', true);
 */
export async function setCustomerSecondFactor(
  change: AdminChangeContext,
  customer: string,
  required: boolean,
): Promise<void> {
  const before = await change.handle.db
    .selectFrom('customer_second_factor')
    .select('required')
    .where('customer', '=', customer)
    .executeTakeFirst();
  if (Number(before?.required ?? 0) === (required ? 1 : 0)) return;
  await change.handle.db
    .insertInto('customer_second_factor')
    .values({ customer, required: required ? 1 : 0, updated_at: change.now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .column('customer')
        .doUpdateSet({ required: required ? 1 : 0, updated_at: change.now.toISOString() }),
    )
    .execute();
  await writeAudit(
    change.handle,
    {
      action: 'admin.customer.second-factor',
      actorUserId: change.adminUserId,
      customer,
      details: { secondFactorRequired: required },
    },
    change.now,
  );
}
