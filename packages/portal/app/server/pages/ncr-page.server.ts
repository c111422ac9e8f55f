import { data } from 'react-router';
import type { Identity } from '../access/identity.server.js';
import { permissionsOf } from '../actions/action-permissions.server.js';
import { NO_SUCH_NCR } from '../actions/ncr-decisions/decide-ncr.server.js';
import {
  type NcrDecisionRecord,
  ncrDecisionsOf,
} from '../actions/ncr-decisions/ncr-decision-records.server.js';
import {
  awaitsDisposition,
  NCR_DECISION_WORDS,
  NCR_DECISIONS,
} from '../actions/ncr-decisions/ncr-decision-words.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import type { NcrDecision } from '../db/schema.server.js';
import { type RecordChange, recordChanges } from '../joint-history/change-events.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import type { NcrAnswer } from '../services/reports.server.js';
import { pageScope } from './page-scope.server.js';

/** One NCR's page: its fields, what imports changed of it, its disposition and whether the caller may give it. */
export interface NcrPage {
  ncr: NcrAnswer & { Customer: string; hasFile: boolean };
  /** Each recorded change with its instant on the provider's clock. */
  history: (RecordChange & { when: string })[];
  decision: NcrDecisionRecord | null;
  awaitsDisposition: boolean;
  canDecide: boolean;
  choices: { value: NcrDecision; label: string }[];
}

/**
 * The page of NCR `ncrNo` in the caller's scope (404 otherwise, the same for another customer's as for
 * none): its fields, its history (the changes imports recorded of it, oldest first), its disposition, and
 * whether the caller, an approver of its customer, may decide it now (it awaits disposition, undecided).
 *
 * @example
 * const page = await ncrPage(identity, 'NCR-2026-014');
 */
export async function ncrPage(identity: Identity, ncrNo: string): Promise<NcrPage> {
  const { handle, env } = getPortalRuntime();
  const scoped = pageScope(identity);
  const row = await scoped
    .selectFrom('ncr')
    .selectAll()
    .where('NCR_No', '=', ncrNo)
    .orderBy('Customer')
    .executeTakeFirst();
  if (!row) throw data({ message: NO_SUCH_NCR }, { status: 404 });
  const { file, ...ncr } = row as NcrAnswer & { Customer: string; file: string | null };
  const [history, [decision], { mayApprove }] = await Promise.all([
    recordChanges(scoped, ncr.Customer, 'ncr', [ncrNo]),
    ncrDecisionsOf(handle, ncr.Customer, ncrNo),
    permissionsOf(handle, identity),
  ]);
  const awaiting = awaitsDisposition(ncr.Status);
  return {
    ncr: { ...ncr, hasFile: file !== null && file !== '' },
    history: history.map((change) => ({ ...change, when: formatDateTime(change.at, env.timeZone) })),
    decision: decision ?? null,
    awaitsDisposition: awaiting,
    canDecide: mayApprove && awaiting && !decision && identity.user.customer === ncr.Customer,
    choices: NCR_DECISIONS.map((value) => ({ value, label: NCR_DECISION_WORDS[value] })),
  };
}
