import type { NcrPage } from '../../server/pages/ncr-page.server.js';

const shown = (value: string | null) => value ?? '(none)';

/**
 * What imports recorded of an NCR, oldest first: when it was first listed, each field's change from and
 * to, and when it was removed; `when` writes an instant on the provider's clock.
 *
 * @example
 * <NcrHistory history={loaderData.history} />
 */
export function NcrHistory({ history }: { history: (NcrPage['history'][number] & { when: string })[] }) {
  if (history.length === 0) return <p>No changes recorded by imports yet.</p>;
  return (
    <ul className="rr-approvals__history" aria-label="NCR history">
      {history.map((change) => (
        <li key={`${change.runId}-${change.field}-${change.kind}`}>
          {change.when}:{' '}
          {change.kind === 'added'
            ? 'listed in the portal'
            : change.kind === 'deleted'
              ? 'removed by an import'
              : `${change.field.replaceAll('_', ' ')} ${shown(change.oldValue)} → ${shown(change.newValue)}`}
        </li>
      ))}
    </ul>
  );
}
