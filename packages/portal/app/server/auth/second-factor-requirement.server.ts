import type { DatabaseHandle } from '../db/database.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { listPasskeys } from './passkeys.server.js';
import { hasTotpFactor } from './totp-factor.server.js';

/**
 * Whether a customer's users must have a second factor (the provider admin's switch on /customers).
 *
 * @example
 * await customerRequiresSecondFactor(handle, 'Northwind Drilling'); // false
 */
export async function customerRequiresSecondFactor(
  handle: DatabaseHandle,
  customer: string,
): Promise<boolean> {
  const row = await handle.db
    .selectFrom('customer_second_factor')
    .select('required')
    .where('customer', '=', customer)
    .executeTakeFirst();
  return Number(row?.required ?? 0) === 1;
}

/**
 * Whether a user must have a second factor: a provider admin when PORTAL_ADMIN_SECOND_FACTOR is
 * `required`, a customer's user when the customer requires it.
 *
 * @example
 * if (await secondFactorRequired(runtime, userId)) refuseRemoval();
 */
export async function secondFactorRequired(runtime: PortalRuntime, userId: string): Promise<boolean> {
  const user = await runtime.handle.db
    .selectFrom('users')
    .select(['is_admin', 'Customer'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  if (Number(user.is_admin) === 1) return runtime.env.adminSecondFactor === 'required';
  return user.Customer ? customerRequiresSecondFactor(runtime.handle, user.Customer) : false;
}

/**
 * What a user whose password or mailed link was right must still do: `verify` a second factor they have,
 * `enrol` one they must have and have not, or nothing (null): the session starts.
 *
 * @example
 * const step = await secondFactorStep(runtime, userId); // 'verify'
 */
export async function secondFactorStep(
  runtime: PortalRuntime,
  userId: string,
): Promise<'verify' | 'enrol' | null> {
  if (await hasTotpFactor(runtime.handle, userId)) return 'verify';
  if ((await listPasskeys(runtime.handle, userId)).length > 0) return 'verify';
  return (await secondFactorRequired(runtime, userId)) ? 'enrol' : null;
}

/**
 * The customers whose users must have a second factor, for the customers screen.
 *
 * @example
 * await customersRequiringSecondFactor(handle); // ['Northwind Drilling']
 */
export async function customersRequiringSecondFactor(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('customer_second_factor')
    .select('customer')
    .where('required', '=', 1)
    .execute();
  return rows.map((row) => row.customer);
}

/**
 * The ids of the users with a second factor (a confirmed authenticator app or a passkey), for the users
 * screen.
 *
 * @example
 * const withFactor = await usersWithSecondFactor(handle);
 */
export async function usersWithSecondFactor(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('totp_factors')
    .select('user_id')
    .where('confirmed_at', 'is not', null)
    .union(handle.db.selectFrom('passkeys').select('user_id'))
    .execute();
  return rows.map((row) => row.user_id);
}
