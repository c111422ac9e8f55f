import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { type AdminChangeContext, AdminChangeError } from './change-context.server.js';

async function removeSecondFactor(handle: DatabaseHandle, userId: string): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  });
}

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
  await removeSecondFactor(change.handle, userId);
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

/**
 * The operator's reset of an account's second factor, from the server's command line (`npm run admin --
 * reset-second-factor --email …`): the way back in for a provider admin who lost both the phone and the
 * recovery codes, as no other admin may be left to reset it on `/users`. Audited with no actor, `by:
 * 'operator'`.
 *
 * @throws Error naming the e-mail when no account has it.
 * @example
 * await resetSecondFactorAsOperator({ handle, now: () => new Date() }, 'olga@provider.example');
 */
export async function resetSecondFactorAsOperator(
  runtime: { handle: DatabaseHandle; now: () => Date },
  email: string,
): Promise<void> {
  const user = await runtime.handle.db
    .selectFrom('users')
    .select(['id', 'email', 'Customer'])
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new Error(`No account has the e-mail ${email.trim()}`);
  await removeSecondFactor(runtime.handle, user.id);
  await writeAudit(
    runtime.handle,
    {
      action: 'admin.second-factor.reset',
      actorUserId: null,
      customer: user.Customer,
      details: { email: user.email, userId: user.id, by: 'operator' },
    },
    runtime.now(),
  );
}
