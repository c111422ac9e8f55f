import type { Identity } from '../access/identity.server.js';
import { permissionsOf } from '../actions/action-permissions.server.js';
import { ncrDecisionsOf } from '../actions/ncr-decisions/ncr-decision-records.server.js';
import { awaitsDisposition, NCR_DECISION_WORDS } from '../actions/ncr-decisions/ncr-decision-words.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { listNcr, type NcrAnswer } from '../services/reports.server.js';
import { pageScope } from './page-scope.server.js';

/** An NCR of the /NCR list with its disposition in words. */
export interface NcrListRow extends NcrAnswer {
  /** 'Repair', 'Awaits your decision', 'Awaits the customer's decision', or '' for none to give. */
  Decision: string;
  /** Whether the caller may give its disposition now. */
  decide: boolean;
}

/**
 * The caller's NCRs for /NCR, each with its disposition: the decision given, or, while it awaits one,
 * 'Awaits your decision' for an approver of its customer and 'Awaits the customer’s decision' for others.
 *
 * @example
 * const rows = await ncrListRows(identity); // [{ NCR_No: 'NCR-2026-014', Decision: 'Repair', decide: false, ... }]
 */
export async function ncrListRows(identity: Identity): Promise<NcrListRow[]> {
  const { handle } = getPortalRuntime();
  const [rows, { mayApprove }] = await Promise.all([
    listNcr(pageScope(identity)),
    permissionsOf(handle, identity),
  ]);
  const customer = identity.user.isAdmin ? identity.actor.actingCustomer : identity.user.customer;
  // A customer's user without a customer lists no NCRs: never read every customer's decisions for them.
  const records = identity.user.isAdmin || customer !== null ? await ncrDecisionsOf(handle, customer) : [];
  const decided = new Map(records.map((record) => [record.ncrNo, NCR_DECISION_WORDS[record.decision]]));
  return rows.map((row) => {
    const decision = decided.get(row.NCR_No);
    const decide = !decision && mayApprove && awaitsDisposition(row.Status);
    return {
      ...row,
      Decision:
        decision ??
        (decide
          ? 'Awaits your decision'
          : awaitsDisposition(row.Status)
            ? 'Awaits the customer’s decision'
            : ''),
      decide,
    };
  });
}
