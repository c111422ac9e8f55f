import { data } from 'react-router';
import type { Identity } from '../access/identity.server.js';
import { permissionsOf } from '../actions/action-permissions.server.js';
import { type ApprovalRecord, findApproval } from '../actions/approvals/approval-records.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { customerReach } from './customer-reach.server.js';

/** One approval's page: the record, and whether the caller may decide it now. */
export interface ApprovalPage {
  approval: Omit<ApprovalRecord, 'fileKey'>;
  /** When it was asked, on the provider's clock. */
  askedLocal: string;
  documentHref: string;
  canDecide: boolean;
}

/**
 * The page of approval `number` in the caller's reach (404 otherwise, the same for another customer's as
 * for none): what is approved, its document and hash, its versions and its decision; `canDecide` for an
 * approver of its customer while it is pending.
 *
 * @example
 * const page = await approvalPage(identity, 'AP-2026-0001');
 */
export async function approvalPage(identity: Identity, number: string): Promise<ApprovalPage> {
  const { handle, env } = getPortalRuntime();
  const found = await findApproval(handle, customerReach(identity), number);
  if (!found) throw data({ message: `No approval ${number}` }, { status: 404 });
  const { fileKey: _key, ...approval } = found;
  const { mayApprove } = await permissionsOf(handle, identity);
  return {
    approval,
    askedLocal: formatDateTime(approval.askedAt, env.timeZone),
    documentHref: `/approvals/${encodeURIComponent(number)}/document`,
    canDecide: mayApprove && approval.status === 'pending' && identity.user.customer === approval.customer,
  };
}
