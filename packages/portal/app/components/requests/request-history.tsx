import type { RequestHistoryEntry } from '../../server/actions/requests/read-request.server.js';

const WORDS: Record<string, string> = {
  submitted: 'Submitted',
  acknowledged: 'Acknowledged',
  'in-progress': 'In progress',
  done: 'Done',
  declined: 'Declined',
};

/**
 * A request's dated history, oldest first: each status it took, when (on the provider's clock, `times`
 * in history order), by whom, and the comment or decline reason.
 *
 * @example
 * <RequestHistory history={request.history} times={['29.11.2026 11:00']} />
 */
export function RequestHistory({
  history,
  times,
}: {
  history: readonly RequestHistoryEntry[];
  times: readonly string[];
}) {
  return (
    <ol className="rr-request-history" aria-label="History">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${entry.to}`} data-status={entry.to}>
          <time dateTime={entry.at}>{times[index]}</time> <strong>{WORDS[entry.to] ?? entry.to}</strong> by{' '}
          {entry.by}
          {entry.comment ? <q>{entry.comment}</q> : null}
        </li>
      ))}
    </ol>
  );
}
