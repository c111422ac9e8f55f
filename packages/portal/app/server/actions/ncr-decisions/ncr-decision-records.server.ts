import type { DatabaseHandle } from '../../db/database.server.js';
import type { NcrDecision } from '../../db/schema.server.js';

/** An NCR's disposition as lists and its page show it. */
export interface NcrDecisionRecord {
  customer: string;
  ncrNo: string;
  decision: NcrDecision;
  comment: string | null;
  name: string | null;
  email: string;
  at: string;
  /** The instant on the provider's clock: '26.11.2026 08:14 (Europe/Oslo)'. */
  atLocal: string;
}

/**
 * The NCR dispositions of `customer` (every customer's for null, as a provider admin viewing none sees
 * them), optionally of one NCR only.
 *
 * @example
 * await ncrDecisionsOf(handle, 'Northwind Drilling'); // [{ ncrNo: 'NCR-2026-014', decision: 'repair', ... }]
 */
export async function ncrDecisionsOf(
  handle: DatabaseHandle,
  customer: string | null,
  ncrNo?: string,
): Promise<NcrDecisionRecord[]> {
  let query = handle.db.selectFrom('ncr_decisions').selectAll();
  if (customer !== null) query = query.where('Customer', '=', customer);
  if (ncrNo !== undefined) query = query.where('NCR_No', '=', ncrNo);
  const rows = await query.orderBy('Customer').orderBy('NCR_No').execute();
  return rows.map((row) => ({
    customer: row.Customer,
    ncrNo: row.NCR_No,
    decision: row.decision,
    comment: row.comment,
    name: row.decided_name,
    email: row.decided_email,
    at: row.decided_at,
    atLocal: row.decided_at_local,
  }));
}
