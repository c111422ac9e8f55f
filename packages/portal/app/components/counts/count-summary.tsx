import type { CountPage } from '../../server/pages/count-page.server.js';

/**
 * A count's facts and totals as a definition list, which wraps to one column at 390 px.
 *
 * @example
 * <CountSummary count={loaderData.count} />
 */
export function CountSummary({ count }: { count: CountPage['count'] }) {
  const facts: [string, string | number][] = [
    ['Counted', count.what],
    ['Customer', count.customer],
    ['By', count.countedBy],
    ['Started', count.startedAtText],
    ['Finished', count.finishedAtText],
    ['Copy taken', count.copyTakenAtText],
    ['Received', count.receivedAtText],
    ['Found', count.found],
    ['Missing', count.missing],
    ['Unexpected', count.unexpected],
    ['In another rack', count.otherRack],
    ['Extra', count.extra],
    ['Conflicts', count.conflicts],
  ];
  return (
    <dl className="rr-counts__summary">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
