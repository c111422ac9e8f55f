import { formatDate } from '@rigready/core';
import { Link } from 'react-router';
import type { ApprovalPage } from '../../server/pages/approval-page.server.js';
import { APPROVAL_SUBJECT_WORDS } from '../../shared/approval-words.js';
import { type Fact, FactList } from '../fact-list.js';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`;

/**
 * What an approval is about, its document and its versions: the customer, the subject and its number, a
 * quote's amount, currency and last valid day, the document with its download link and SHA-256, and
 * links to the version it replaced and the one that replaced it.
 *
 * @example
 * <ApprovalFacts page={loaderData} />
 */
export function ApprovalFacts({ page }: { page: ApprovalPage }) {
  const { approval, askedLocal, documentHref } = page;
  const facts: Fact[] = [
    ['Customer', approval.customer],
    ['What', APPROVAL_SUBJECT_WORDS[approval.subject]],
    ...(approval.requestNumber
      ? [
          [
            'Request',
            <Link key="request" to={`/requests/${approval.requestNumber}`}>
              {approval.requestNumber}
            </Link>,
          ] as Fact,
        ]
      : []),
    ...(approval.subjectRef ? [['Order or report', approval.subjectRef] as [string, string]] : []),
    ...(approval.amount
      ? [['Amount', `${approval.amount} ${approval.currency ?? ''}`.trim()] as [string, string]]
      : []),
    ...(approval.validUntil ? [['Valid until', formatDate(approval.validUntil)] as [string, string]] : []),
    ['Asked', askedLocal],
    [
      'Version',
      <span key="version">
        {approval.version}
        {approval.supersedes ? (
          <>
            {' '}
            (replaces <Link to={`/approvals/${approval.supersedes}`}>{approval.supersedes}</Link>)
          </>
        ) : null}
      </span>,
    ],
  ];
  return (
    <>
      {approval.supersededBy ? (
        <p className="rr-approvals__notice" role="note">
          A newer version replaces this one and needs its own approval:{' '}
          <Link to={`/approvals/${approval.supersededBy}`}>{approval.supersededBy}</Link>
        </p>
      ) : null}
      <FactList className="rr-approvals__facts" facts={facts} />
      <section className="rr-approvals__document" aria-labelledby="document-heading">
        <h2 id="document-heading">Document</h2>
        <p>
          <a href={documentHref} download={approval.fileName} data-testid="approval-download">
            {approval.fileName}
          </a>{' '}
          ({kilobytes(approval.size)})
        </p>
        <p className="rr-approvals__hash">
          SHA-256 of the document’s exact bytes: <code data-testid="approval-sha256">{approval.sha256}</code>
        </p>
      </section>
    </>
  );
}
