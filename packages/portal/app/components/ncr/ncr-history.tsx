import type { NcrPage } from '../../server/pages/ncr-page.server.js';

const shown = (value: string | null) => value ?? '(none)';

/**
 * What imports recorded of an NCR, oldest first (when it was first listed, each field's change from and
 * to, when it was removed; `when` is an instant on the provider's clock), then the customer's decision.
 *
 * @example
 * <NcrHistory history={loaderData.history} decided="26.11.2026 08:14 (Europe/Oslo): Repair by Kari Demo" />
 */
export function NcrHistory({ history, decided }: { history: NcrPage['history']; decided: string | null }) {
  if (history.length === 0 && decided === null) return <p>No changes recorded by imports yet.</p>;
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
      {decided ? <li>{decided}</li> : null}
    </ul>
  );
}
