import { binMeasure, countInBins, measurement, type XySeries } from '@rigready/core';
import { ChartFrame } from '../chart-frame/chart-frame.js';
import { ChartLegend } from '../chart-frame/chart-legend.js';
import { GroupedBarPlot } from '../grouped-bar-chart/grouped-bar-plot.js';

/** Props of {@link TongSpaceChart}. */
export interface TongSpaceChartProps {
  /** Tong space of the pin (inches, `x`) and how many joints had it (`y`): the statistics' `tongspace.Pin`. */
  pin: XySeries;
  /** The same for the box: `tongspace.Box`. */
  box: XySeries;
  title?: string;
  description?: string;
  height?: number;
  width?: number;
}

const SERIES = [
  { name: 'Pin', colour: 'var(--rr-chart-pin)' },
  { name: 'Box', colour: 'var(--rr-chart-box)' },
] as const;

function measured(series: XySeries): { values: number[]; counts: number[] } {
  const values: number[] = [];
  const counts: number[] = [];
  series.x.forEach((x, i) => {
    const value = measurement(x);
    if (value === null) return;
    values.push(value);
    counts.push(series.y[i] ?? 0);
  });
  return { values, counts };
}

/**
 * Tong space of pin and box as a histogram: both counted into the same round ranges (core's `binMeasure`
 * over pin and box together, then `countInBins` for each), pin and box bars side by side per range in the
 * theme's pin and box colours, with the figures as a table.
 *
 * @example
 * <TongSpaceChart pin={{ x: [6.5, 7], y: [3, 20] }} box={{ x: [7.5, 8], y: [5, 18] }} />
 */
export function TongSpaceChart({
  pin,
  box,
  title = 'Tong space',
  description = 'Joints per tong space range in inches, pin and box.',
  height = 260,
  width,
}: TongSpaceChartProps) {
  const pins = measured(pin);
  const boxes = measured(box);
  const bins = binMeasure([...pins.values, ...boxes.values], {
    counts: [...pins.counts, ...boxes.counts],
    unit: 'in',
  });
  const pinCounts = countInBins(bins, pins.values, pins.counts).map((bin) => bin.count);
  const boxCounts = countInBins(bins, boxes.values, boxes.counts).map((bin) => bin.count);
  const series = [
    { ...SERIES[0], values: pinCounts },
    { ...SERIES[1], values: boxCounts },
  ];
  return (
    <ChartFrame
      title={title}
      description={description}
      table={{
        columns: ['Tong space', 'Pin (joints)', 'Box (joints)'],
        rows: bins.map((bin, b) => [bin.label, pinCounts[b] ?? 0, boxCounts[b] ?? 0]),
      }}
      height={height}
      width={width}
      empty={bins.length === 0}
      emptyText="No tong space measured"
      legend={<ChartLegend entries={SERIES.map((s) => ({ label: s.name, colour: s.colour }))} />}
    >
      {(size) => <GroupedBarPlot categories={bins.map((bin) => bin.label)} series={series} {...size} />}
    </ChartFrame>
  );
}
