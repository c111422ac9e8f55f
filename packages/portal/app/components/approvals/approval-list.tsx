import { Link } from 'react-router';
import type { ApprovalsPage } from '../../server/pages/approvals-page.server.js';
import { APPROVAL_SUBJECT_WORDS } from '../../shared/approval-words.js';
import { ApprovalStatusChip } from './approval-status-chip.js';

/**
 * The approvals as a list of cards, pending first (as the server orders them): each opens its page and
 * says its number, status, what is approved, version and when it was asked; the customer too when the
 * list spans customers. A card reads the same at 390 px as at 1280 px.
 *
 * @example
 * <ApprovalList approvals={loaderData.approvals} everyCustomer={loaderData.everyCustomer} />
 */
export function ApprovalList({
  approvals,
  everyCustomer,
}: Pick<ApprovalsPage, 'approvals' | 'everyCustomer'>) {
  if (approvals.length === 0)
    return <p>No approvals yet: the provider’s quotes and documents to approve appear here.</p>;
  return (
    <ul className="rr-approvals__list" aria-label="Approvals">
      {approvals.map((approval) => (
        <li key={approval.number} className="rr-approvals__card" data-number={approval.number}>
          <p className="rr-approvals__heading">
            <Link to={`/approvals/${approval.number}`}>{approval.number}</Link>
            <ApprovalStatusChip status={approval.status} />
          </p>
          <p className="rr-approvals__title">{approval.title}</p>
          <p className="rr-approvals__meta">
            {everyCustomer ? `${approval.customer} · ` : ''}
            {APPROVAL_SUBJECT_WORDS[approval.subject]}, version {approval.version} · asked{' '}
            {approval.askedLocal}
          </p>
        </li>
      ))}
    </ul>
  );
}
