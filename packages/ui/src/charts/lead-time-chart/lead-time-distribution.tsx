import { LEAD_TIME_MAX_DAYS, type LeadTimeGroup } from '@rigready/core';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { ChartFrame } from '../chart-frame/chart-frame.js';

/** Props of {@link LeadTimeDistribution}. */
export interface LeadTimeDistributionProps {
  /** Lead-time groups from core's `groupLeadTimes`, each with its durations. */
  groups: readonly Pick<LeadTimeGroup, 'key' | 'durations' | 'median'>[];
  by: 'year' | 'scope';
  title?: string;
  height?: number;
  width?: number;
}

const DOT = 7;

/**
 * The distribution of lead times: per group a row of dots, one per order at its working days (0 to core's
 * 50-day cap), orders with the same duration stacked, and the group's median (core's) marked. The table
 * lists every order's duration.
 *
 * @example
 * <LeadTimeDistribution by="scope" groups={groupLeadTimes(leadTimeDurations(orders), 'scope')} />
 */
export function LeadTimeDistribution({
  groups,
  by,
  title = 'Lead time distribution',
  height,
  width,
}: LeadTimeDistributionProps) {
  const plotHeight = height ?? Math.max(120, groups.length * 70 + 40);
  return (
    <ChartFrame
      title={title}
      description={`Each order's working days from return to completion, per ${by}, with the median marked.`}
      table={{
        columns: [by === 'year' ? 'Year' : 'Scope', 'Order', 'Working days'],
        rows: groups.flatMap((g) => g.durations.map((d) => [g.key, d.orderNo, d.days])),
      }}
      height={plotHeight}
      width={width}
      empty={groups.every((g) => g.durations.length === 0)}
      emptyText="No completed orders count towards lead time"
    >
      {({ width: w, height: h }) => {
        const left = 80;
        const innerWidth = Math.max(w - left - 12, 0);
        const innerHeight = Math.max(h - 30, 0);
        const x = scaleLinear<number>({ domain: [0, LEAD_TIME_MAX_DAYS], range: [0, innerWidth] });
        const y = scaleBand<string>({
          domain: groups.map((g) => g.key),
          range: [0, innerHeight],
          padding: 0.15,
        });
        return (
          <Group left={left}>
            {groups.map((g) => {
              const base = (y(g.key) ?? 0) + y.bandwidth();
              const stacked = new Map<number, number>();
              return (
                <Group key={g.key}>
                  <text x={-8} y={base - y.bandwidth() / 2} textAnchor="end" dominantBaseline="middle">
                    {g.key}
                  </text>
                  <line x1={0} x2={innerWidth} y1={base} y2={base} stroke="var(--rr-chart-grid)" />
                  {g.durations.map((d) => {
                    const level = stacked.get(d.days) ?? 0;
                    stacked.set(d.days, level + 1);
                    return (
                      <circle
                        key={d.orderNo}
                        cx={x(d.days)}
                        cy={base - DOT / 2 - 1 - level * (DOT + 1)}
                        r={DOT / 2}
                        fill="var(--rr-chart-median)"
                        fillOpacity={0.75}
                      />
                    );
                  })}
                  {g.median === null ? null : (
                    <line
                      x1={x(g.median)}
                      x2={x(g.median)}
                      y1={base - y.bandwidth()}
                      y2={base + 2}
                      stroke="var(--rr-chart-average)"
                      strokeWidth={2}
                    />
                  )}
                </Group>
              );
            })}
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={5}
              stroke="var(--rr-chart-axis)"
              tickStroke="var(--rr-chart-axis)"
            />
          </Group>
        );
      }}
    </ChartFrame>
  );
}
