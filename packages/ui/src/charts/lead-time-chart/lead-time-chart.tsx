import type { LeadTimeGroup } from '@rigready/core';
import { ChartFrame } from '../chart-frame/chart-frame.js';
import { ChartLegend } from '../chart-frame/chart-legend.js';
import { GroupedBarPlot } from '../grouped-bar-chart/grouped-bar-plot.js';

/** Props of {@link LeadTimeChart}. */
export interface LeadTimeChartProps {
  /** Lead-time groups from core's `groupLeadTimes`, by completion year or by scope. */
  groups: readonly Pick<LeadTimeGroup, 'key' | 'count' | 'median' | 'average'>[];
  /** How the groups were made; names the axis. */
  by: 'year' | 'scope';
  title?: string;
  height?: number;
  width?: number;
}

const SERIES = [
  { name: 'Median', colour: 'var(--rr-chart-median)' },
  { name: 'Average', colour: 'var(--rr-chart-average)' },
];

/**
 * Median and average lead time in working days per year or per scope, as grouped bars, with the order
 * count in the table. The figures are core's (`groupLeadTimes`: median at the middle index, average
 * floored); the chart computes none.
 *
 * @example
 * <LeadTimeChart by="year" groups={groupLeadTimes(leadTimeDurations(orders), 'year')} />
 */
export function LeadTimeChart({ groups, by, title, height = 260, width }: LeadTimeChartProps) {
  const heading = title ?? (by === 'year' ? 'Lead time by year' : 'Lead time by scope');
  const series = SERIES.map((s) => ({
    ...s,
    values: groups.map((g) => (s.name === 'Median' ? g.median : g.average) ?? 0),
  }));
  return (
    <ChartFrame
      title={heading}
      description={`Median and average working days from return to completion, per ${by}.`}
      table={{
        columns: [by === 'year' ? 'Year' : 'Scope', 'Orders', 'Median (days)', 'Average (days)'],
        rows: groups.map((g) => [g.key, g.count, g.median ?? '—', g.average ?? '—']),
      }}
      height={height}
      width={width}
      empty={groups.length === 0}
      emptyText="No completed orders count towards lead time"
      legend={<ChartLegend entries={SERIES.map((s) => ({ label: s.name, colour: s.colour }))} />}
    >
      {(size) => <GroupedBarPlot categories={groups.map((g) => g.key)} series={series} {...size} />}
    </ChartFrame>
  );
}
