import type { ChartSeries } from '@rigready/core';
import { BarPlot } from '../bar-chart/bar-plot.js';
import { ChartFrame } from '../chart-frame/chart-frame.js';

/** Props of {@link ResultBarChart}. */
export interface ResultBarChartProps {
  /** Joints per result (the statistics' `TU_Tube` or `TJ_Tooljoint` series). */
  series: ChartSeries;
  /** E.g. 'Tube' or 'Tool joint'. */
  title: string;
  description?: string;
  height?: number;
  width?: number;
}

/**
 * Joints per inspection result of the tube or the tool joint, as bars in the theme's bar colour.
 *
 * @example
 * <ResultBarChart title="Tool joint" series={{ labels: ['OK', 'Reject'], data: [52, 4] }} />
 */
export function ResultBarChart({ series, title, description, height = 240, width }: ResultBarChartProps) {
  const bars = series.labels.map((label, i) => ({
    label: String(label),
    value: series.data[i] ?? 0,
    colour: 'var(--rr-chart-bar)',
  }));
  return (
    <ChartFrame
      title={title}
      description={description ?? `Joints per ${title.toLowerCase()} inspection result.`}
      table={{ columns: ['Result', 'Joints'], rows: bars.map((b) => [b.label, b.value]) }}
      height={height}
      width={width}
      empty={bars.every((b) => b.value === 0)}
      emptyText="No results"
    >
      {(size) => <BarPlot bars={bars} {...size} />}
    </ChartFrame>
  );
}
