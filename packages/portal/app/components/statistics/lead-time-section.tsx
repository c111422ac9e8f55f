import type { LeadTimeGroup } from '@rigready/core';
import { LeadTimeChart, LeadTimeDistribution } from '@rigready/ui';
import { Link } from 'react-router';
import { FIELD_LABELS } from '../../shared/field-labels.js';

/** Props of {@link LeadTimeSection}. */
export interface LeadTimeSectionProps {
  byYear: readonly LeadTimeGroup[];
  byScope: readonly LeadTimeGroup[];
  chosen: { by: 'year' | 'scope'; group: LeadTimeGroup } | null;
  /** The page's other query parameters, kept when a bar's orders are opened. */
  search: URLSearchParams;
}

function groupLink(search: URLSearchParams, by: 'year' | 'scope', key: string): string {
  const next = new URLSearchParams(search);
  next.set('leadTime', `${by}:${key}`);
  return `?${next.toString()}#lead-time-orders`;
}

function BarLinks({
  groups,
  by,
  search,
}: {
  groups: readonly LeadTimeGroup[];
  by: 'year' | 'scope';
  search: URLSearchParams;
}) {
  return (
    <ul className="rr-lead-time__bars" aria-label={`Orders behind each ${by}`}>
      {groups.map((group) => (
        <li key={group.key}>
          <Link to={groupLink(search, by, group.key)} preventScrollReset>
            {group.key}: {group.count} {group.count === 1 ? 'order' : 'orders'}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The lead-time page (the Statistics group's "Lead time"): median and average working days by completion
 * year and by scope, the spread of the durations, and under each bar a link that lists its orders. Every
 * figure is core's lead-time rule; this component only lays them out.
 *
 * @example
 * <LeadTimeSection byYear={view.byYear} byScope={view.byScope} chosen={view.chosen} search={search} />
 */
export function LeadTimeSection({ byYear, byScope, chosen, search }: LeadTimeSectionProps) {
  return (
    <section className="rr-lead-time" aria-labelledby="lead-time-heading">
      <h2 id="lead-time-heading">Lead time</h2>
      <p className="rr-lead-time__note">
        Working days (Monday to Friday) from return to completion of Rig Return and Inspection orders with at
        least 10 joints received; durations over 50 days are left out.
      </p>
      <div className="rr-lead-time__charts">
        <div>
          <LeadTimeChart by="year" groups={byYear} />
          <BarLinks groups={byYear} by="year" search={search} />
        </div>
        <div>
          <LeadTimeChart by="scope" groups={byScope} />
          <BarLinks groups={byScope} by="scope" search={search} />
        </div>
        <LeadTimeDistribution by="year" groups={byYear} />
      </div>
      {chosen ? (
        <table className="rr-table" id="lead-time-orders">
          <caption>
            Orders behind {chosen.by === 'year' ? `year ${chosen.group.key}` : `scope ${chosen.group.key}`}
            {` (median ${chosen.group.median ?? '—'}, average ${chosen.group.average ?? '—'} working days)`}
          </caption>
          <thead>
            <tr>
              <th scope="col">{FIELD_LABELS.Order_No}</th>
              <th scope="col">{FIELD_LABELS.Item_No}</th>
              <th scope="col">Scope</th>
              <th scope="col">Year</th>
              <th scope="col">Working days</th>
            </tr>
          </thead>
          <tbody>
            {chosen.group.durations.map((duration) => (
              <tr key={`${duration.orderNo}|${duration.itemNo}`}>
                <th scope="row">{duration.orderNo}</th>
                <td>{duration.itemNo}</td>
                <td>{duration.scope}</td>
                <td>{duration.year}</td>
                <td>{duration.days}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
