import { type AdminChangeContext, AdminChangeError } from '../admin/change-context.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { replaceRecoveryCodes } from './recovery-codes.server.js';
import { secondFactorRequired } from './second-factor-requirement.server.js';
import { hasTotpFactor, removeTotpFactor } from './totp-factor.server.js';

/** Why a change to the caller's own second factor was refused. */
export class SecondFactorChangeError extends Error {
  override name = 'SecondFactorChangeError';
}

/**
 * Removes the caller's own authenticator app and recovery codes (audited). Refused while a second factor is
 * required of them: they would be asked to set one up again at the next sign-in anyway, and a stolen
 * session should not be able to strip it.
 *
 * @throws SecondFactorChangeError when a second factor is required of the user.
 * @example
 * await removeOwnSecondFactor(runtime, identity.user.id);
 */
export async function removeOwnSecondFactor(runtime: PortalRuntime, userId: string): Promise<void> {
  if (await secondFactorRequired(runtime, userId))
    throw new SecondFactorChangeError(
      'A second factor is required for your account: it cannot be removed. Ask an admin to reset it if you lost your phone.',
    );
  const at = runtime.now();
  const removed = await removeTotpFactor(runtime.handle, userId);
  await runtime.handle.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (removed)
    await writeAudit(
      runtime.handle,
      { action: 'second-factor.removed', actorUserId: userId, details: { factor: 'authenticator app' } },
      at,
    );
}

/**
 * Gives the caller 10 new recovery codes (the old ones stop working) and audits it; only for a user with
 * an authenticator app, since the codes stand in for it.
 *
 * @throws SecondFactorChangeError when the user has no authenticator app.
 * @example
 * const codes = await regenerateRecoveryCodes(runtime, identity.user.id);
 */
export async function regenerateRecoveryCodes(runtime: PortalRuntime, userId: string): Promise<string[]> {
  if (!(await hasTotpFactor(runtime.handle, userId)))
    throw new SecondFactorChangeError('Set up an authenticator app first: recovery codes stand in for it');
  const at = runtime.now();
  const codes = await replaceRecoveryCodes(runtime.handle, runtime.tokenKey, userId, at);
  await writeAudit(runtime.handle, { action: 'second-factor.recovery-regenerated', actorUserId: userId }, at);
  return codes;
}

/**
 * A provider admin's reset of a user's second factor (a lost phone): removes the user's authenticator app
 * and recovery codes, so their next sign-in asks for a password alone, or has them set up a new app when
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
      details: { required },
    },
    change.now,
  );
}
