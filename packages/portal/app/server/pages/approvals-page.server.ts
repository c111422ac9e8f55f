import type { Identity } from '../access/identity.server.js';
import { type ApprovalListEntry, listApprovals } from '../actions/approvals/approval-records.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { customerReach } from './customer-reach.server.js';

/** What a provider admin chooses from to ask for an approval: the customers and their requests. */
export interface AskChoices {
  customers: string[];
  /** The customer chosen first: the one the admin views as, if any. */
  customer: string | null;
  requests: { number: string; customer: string }[];
}

/** An approval of the list, with the instant it was asked on the provider's clock. */
export interface ApprovalsPageEntry extends ApprovalListEntry {
  askedLocal: string;
}

/** The /approvals page: the approvals in reach, and for a provider admin the ask form's choices. */
export interface ApprovalsPage {
  approvals: ApprovalsPageEntry[];
  /** Whether the list spans customers (an admin viewing none), so each entry names its customer. */
  everyCustomer: boolean;
  ask: AskChoices | null;
}

/**
 * The /approvals page of a signed-in user: their customer's approvals, pending first (a provider admin's:
 * every customer's, or the viewed customer's), and for an admin the customers and requests to ask about
 * (only the viewed customer's when viewing as one).
 *
 * @example
 * export const loader = async ({ request }: Route.LoaderArgs) => approvalsPage(await requirePageUser(request));
 */
export async function approvalsPage(identity: Identity): Promise<ApprovalsPage> {
  const { handle, env } = getPortalRuntime();
  const customer = customerReach(identity);
  const approvals = (await listApprovals(handle, customer)).map((approval) => ({
    ...approval,
    askedLocal: formatDateTime(approval.askedAt, env.timeZone),
  }));
  if (!identity.user.isAdmin) return { approvals, everyCustomer: false, ask: null };
  // Viewing the portal as a customer, the admin asks that customer only, and sees no other's names.
  let customers = handle.db.selectFrom('customers').select('customer').orderBy('customer');
  let requests = handle.db
    .selectFrom('requests')
    .select(['number', 'Customer'])
    .orderBy('created_at', 'desc');
  if (customer !== null) {
    customers = customers.where('customer', '=', customer);
    requests = requests.where('Customer', '=', customer);
  }
  return {
    approvals,
    everyCustomer: customer === null,
    ask: {
      customers: (await customers.execute()).map((row) => String(row.customer)),
      customer,
      requests: (await requests.limit(500).execute()).map((row) => ({
        number: row.number,
        customer: row.Customer,
      })),
    },
  };
}
