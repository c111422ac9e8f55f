import { formatDate } from '@rigready/core';
import { Link } from 'react-router';
import type { RequestRow } from '../../server/pages/requests-page.server.js';
import { itemsWords } from './items-words.js';
import { StatusChip } from './status-chip.js';
import { StatusMoves } from './status-moves.js';

/**
 * The requests as a list of cards: number (a link to its page), kind, status, who asked and when, how many
 * joints or tools, for the queue the customer, and the admin's moves. One card per request reads at
 * 390 px as at 1280 px.
 *
 * @example
 * <RequestsList requests={loaderData.requests} showCustomer={loaderData.queue} />
 */
export function RequestsList({
  requests,
  showCustomer,
}: {
  requests: readonly RequestRow[];
  showCustomer: boolean;
}) {
  if (requests.length === 0) return <p className="rr-requests__none">No requests to show.</p>;
  return (
    <ul className="rr-requests__list" aria-label="Requests">
      {requests.map((request) => (
        <li key={request.number} className="rr-requests__item" data-number={request.number}>
          <div className="rr-requests__head">
            <Link to={`/requests/${encodeURIComponent(request.number)}`} className="rr-requests__number">
              {request.number}
            </Link>
            <StatusChip status={request.status} words={request.statusWords} />
          </div>
          <p className="rr-requests__what">
            {request.kindWords} · {itemsWords(request.items, request.pipeType)}
            {request.asset ? ` · ${request.asset}` : ''}
            {request.neededBy ? ` · needed by ${formatDate(request.neededBy)}` : ''}
          </p>
          <p className="rr-requests__who">
            {showCustomer ? `${request.customer} · ` : ''}
            {request.createdBy.name ?? request.createdBy.email ?? 'a removed user'} · {request.createdAtText}
          </p>
          <StatusMoves number={request.number} moves={request.moves} />
        </li>
      ))}
    </ul>
  );
}
