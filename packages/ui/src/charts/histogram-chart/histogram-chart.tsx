import { binMeasure, measurement, type XySeries } from '@rigready/core';
import { BarPlot } from '../bar-chart/bar-plot.js';
import { ChartFrame } from '../chart-frame/chart-frame.js';

/** Props of {@link HistogramChart}. */
export interface HistogramChartProps {
  /** Measured values (`x`) and how many joints had each (`y`), as the statistics payload sends them. */
  series: XySeries;
  title: string;
  /** What a range is of, e.g. 'Wall (%)'. */
  binLabel: string;
  /** The measure's unit, written after each range: '%' or 'in'. */
  unit: string;
  /** What is counted, e.g. 'Joints'. */
  countLabel?: string;
  description?: string;
  height?: number;
  width?: number;
}

/**
 * A histogram of a continuous measure (remaining wall, box OD): the payload's values counted into about
 * eight ranges with round edges by core's `binMeasure` ('8.0–8.5 in'; far outliers in an open 'over …'
 * range), one bar per range, with the same figures as a table. An empty series (or only zero counts)
 * shows "No data".
 *
 * @throws Error naming the lengths when `x` and `y` differ in length.
 * @example
 * <HistogramChart title="Remaining wall" binLabel="Wall (%)" unit="%" series={{ x: [85.2, 90.1, 95], y: [2, 9, 30] }} />
 */
export function HistogramChart({
  series,
  title,
  binLabel,
  unit,
  countLabel = 'Joints',
  description,
  height = 240,
  width,
}: HistogramChartProps) {
  if (series.x.length !== series.y.length) {
    throw new Error(`Histogram "${title}" has ${series.x.length} values but ${series.y.length} counts`);
  }
  const measured = series.x.flatMap((x, i) => {
    const value = measurement(x);
    return value === null ? [] : [{ value, count: series.y[i] ?? 0 }];
  });
  const bins = binMeasure(
    measured.map((m) => m.value),
    { counts: measured.map((m) => m.count), unit },
  );
  const bars = bins.map((bin) => ({ label: bin.label, value: bin.count, colour: 'var(--rr-chart-bar)' }));
  return (
    <ChartFrame
      title={title}
      description={description ?? `${countLabel} per ${binLabel.toLowerCase()} range.`}
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
