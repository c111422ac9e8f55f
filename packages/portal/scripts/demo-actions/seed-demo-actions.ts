import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import type { DocumentStore } from '../../app/server/document-store/document-store.server.js';
import { markCustomerAdmin } from '../../app/server/team/user-standing.server.js';
import { DEMO_ACCOUNTS } from '../demo-data/users.js';
import { recordDemoCount } from './demo-count.js';
import { askDemoQuote } from './demo-quote.js';
import { makeDemoRequests } from './demo-requests.js';

/** What {@link seedDemoActions} did, for the start-up log. */
export interface DemoActions {
  /** The demo accounts given the approver permission. */
  approvers: string[];
  /** The demo accounts made their customer's administrator (its Team page). */
  customerAdmins: string[];
  /** The numbers of the requests made. */
  requests: string[];
  /** The numbers of the approvals asked. */
  approvals: string[];
  /** The numbers of the field counts recorded. */
  counts: string[];
}

async function user(handle: DatabaseHandle, email: string) {
  return handle.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'Customer'])
    .where('email_key', '=', email)
    .executeTakeFirst();
}

/**
 * Readies the customer actions of a freshly imported demo database, which the data set cannot carry
 * (permissions and actions are the portal's own, not the contract's): the demo customer persona may request
 * and approve and administers its customer's users (the Team page), granted by the demo admin, has a request of each kind in each status
 * ({@link makeDemoRequests}), a quote on the first awaiting approval ({@link askDemoQuote}) and a rack
 * count from the field app ({@link recordDemoCount}). Dated on
 * the demo's reference day (`referenceDate`, YYYY-MM-DD), so two starts of the same demo write the same
 * rows; a second run writes nothing.
 *
 * @example
 * if (preparation.demoRows) await seedDemoActions(handle, store, '2026-11-20', 'Europe/Oslo');
 */
export async function seedDemoActions(
  handle: DatabaseHandle,
  store: DocumentStore,
  referenceDate: string,
  timeZone: string,
): Promise<DemoActions> {
  const at = new Date(`${referenceDate}T08:00:00.000Z`);
  const admin = await user(handle, DEMO_ACCOUNTS.admin);
  const customer = await user(handle, DEMO_ACCOUNTS.customer);
  if (!admin || !customer?.Customer)
    return { approvers: [], customerAdmins: [], requests: [], approvals: [], counts: [] };
  await setActionPermissions(handle, admin.id, customer.id, { mayRequest: true, mayApprove: true }, at);
  await markCustomerAdmin({ handle, adminUserId: admin.id, now: at }, customer.id, true);
  const changer = { kind: 'admin', userId: admin.id, email: admin.email, name: admin.name } as const;
  const requests = await makeDemoRequests(handle, customer.id, changer, referenceDate, timeZone);
  const [first] = requests;
  const approvals = first
    ? [await askDemoQuote(handle, store, changer, customer.Customer, first, referenceDate, timeZone)]
    : [];
  const count = await recordDemoCount(handle, customer.id, referenceDate, timeZone);
  return {
    approvers: [DEMO_ACCOUNTS.customer],
    customerAdmins: [DEMO_ACCOUNTS.customer],
    requests,
    approvals,
    counts: count ? [count] : [],
  };
}
