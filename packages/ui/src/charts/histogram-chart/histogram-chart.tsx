import type { XySeries } from '@rigready/core';
import { BarPlot } from '../bar-chart/bar-plot.js';
import { ChartFrame } from '../chart-frame/chart-frame.js';

/** Props of {@link HistogramChart}. */
export interface HistogramChartProps {
  /** Bins (`x`) and their counts (`y`), as the statistics payload sends them (`wall`, `od.Box`). */
  series: XySeries;
  title: string;
  /** What a bin is, e.g. 'Remaining wall (%)'. */
  binLabel: string;
  /** What is counted, e.g. 'Joints'. */
  countLabel?: string;
  description?: string;
  height?: number;
  width?: number;
}

/**
 * A histogram of counts per bin, e.g. joints per remaining-wall or box-OD bin, with the same figures as a
 * table. Draws the payload's bins as given; an empty series (or only zero counts) shows "No data".
 *
 * @throws Error naming the lengths when `x` and `y` differ in length.
 * @example
 * <HistogramChart title="Remaining wall" binLabel="Wall (%)" series={{ x: [85, 90, 95], y: [2, 9, 30] }} />
 */
export function HistogramChart({
  series,
  title,
  binLabel,
  countLabel = 'Joints',
  description,
  height = 240,
  width,
}: HistogramChartProps) {
  if (series.x.length !== series.y.length) {
    throw new Error(`Histogram "${title}" has ${series.x.length} bins but ${series.y.length} counts`);
  }
  const bars = series.x.map((bin, i) => ({
    label: String(bin),
    value: series.y[i] ?? 0,
    colour: 'var(--rr-chart-bar)',
  }));
  return (
    <ChartFrame
      title={title}
      description={description ?? `${countLabel} per ${binLabel.toLowerCase()} bin.`}
      table={{ columns: [binLabel, countLabel], rows: bars.map((b) => [b.label, b.value]) }}
      height={height}
      width={width}
      empty={bars.every((b) => b.value === 0)}
      emptyText="No data"
    >
      {(size) => <BarPlot bars={bars} {...size} />}
    </ChartFrame>
  );
}
