import { formatDate } from '@rigready/core';
import { Link } from 'react-router';
import type { RequestPage } from '../../server/pages/request-page.server.js';
import { FactList } from '../fact-list.js';
import { jointHref, toolHref } from '../serial-links.js';

/**
 * What a request asks: its kind, who asked and when, the fields its kind has (inspection spec, asset,
 * needed-by date, destination, contact), notes, a decline's reason, and its joints or tools, each a link
 * to its page.
 *
 * @example
 * <RequestDetails request={loaderData.request} />
 */
export function RequestDetails({ request }: { request: RequestPage['request'] }) {
  const lines: [string, string | null][] = [
    ['Kind', request.kindWords],
    ['Customer', request.customer],
    ['Asked by', request.createdBy.name ?? request.createdBy.email],
    ['Asked at', request.createdAtText],
    ['Inspection spec', request.inspectionSpec],
    [request.kind === 'pick-up' ? 'From asset' : 'To asset', request.asset],
    ['Needed by', request.neededBy ? formatDate(request.neededBy) : null],
    ['Destination', request.destination],
    ['Contact', request.contact],
    ['Notes', request.notes],
    ['Declined because', request.declineReason],
  ];
  return (
    <>
      <FactList
        className="rr-request-details"
        facts={lines.filter(([, value]) => value !== null && value !== '')}
      />
      <h2>
        {request.pipeType === 'BHA' ? 'Tools' : 'Joints'} ({request.items})
      </h2>
      <ul className="rr-request-items" aria-label="Items">
        {request.itemList.map((item) => (
          <li key={item.serial}>
            <Link to={item.kind === 'tool' ? toolHref(item.serial) : jointHref(item.serial)}>
              {item.serial}
            </Link>
            <span>{[item.itemNo, item.asset].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
