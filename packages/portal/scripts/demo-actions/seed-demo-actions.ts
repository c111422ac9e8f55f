import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import { DEMO_ACCOUNTS } from '../demo-data/users.js';

/** What {@link seedDemoActions} did, for the start-up log. */
export interface DemoActions {
  /** The demo accounts given the approver permission. */
  approvers: string[];
}

async function userId(handle: DatabaseHandle, email: string): Promise<string | null> {
  const row = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Readies the customer actions of a freshly imported demo database, which the data set cannot carry
 * (permissions are the portal's own, not the contract's): the demo customer persona may request and
 * approve, granted by the demo admin. Dated on the demo's reference day (`referenceDate`, YYYY-MM-DD), so
 * two starts of the same demo write the same rows; a second run writes nothing.
 *
 * @example
 * if (preparation.demoRows) await seedDemoActions(preparation.handle, '2026-11-20');
 */
export async function seedDemoActions(handle: DatabaseHandle, referenceDate: string): Promise<DemoActions> {
  const at = new Date(`${referenceDate}T08:00:00.000Z`);
  const admin = await userId(handle, DEMO_ACCOUNTS.admin);
  const customer = await userId(handle, DEMO_ACCOUNTS.customer);
  if (!admin || !customer) return { approvers: [] };
  await setActionPermissions(handle, admin, customer, { mayRequest: true, mayApprove: true }, at);
  return { approvers: [DEMO_ACCOUNTS.customer] };
}
