import { GroupedBarPlot } from '../grouped-bar-chart/grouped-bar-plot.js';

/** One bar of a {@link BarPlot}. */
export interface PlotBar {
  label: string;
  value: number;
  /** A CSS colour, usually a token `var()`. */
  colour: string;
}

/** Props of {@link BarPlot}. */
export interface BarPlotProps {
  bars: readonly PlotBar[];
  width: number;
  height: number;
  /** Top of the value axis; the largest value by default (100 for percentages). */
  max?: number | undefined;
  /** Appended to each value label, e.g. '%'. */
  unit?: string | undefined;
}

/**
 * The SVG content of a bar chart: one bar per label on a band scale, a value axis from 0, each value
 * written above its bar and the labels fitted so none overlaps another (a {@link GroupedBarPlot} of one
 * series). Drawn inside a {@link ChartFrame}.
 *
 * @example
 * <BarPlot bars={[{ label: '1', value: 40, colour: 'var(--rr-status-green)' }]} width={320} height={240} />
 */
export function BarPlot({ bars, width, height, max, unit }: BarPlotProps) {
  return (
    <GroupedBarPlot
      categories={bars.map((bar) => bar.label)}
      series={[
        {
          name: 'value',
          colour: 'var(--rr-chart-bar)',
          colours: bars.map((bar) => bar.colour),
          values: bars.map((bar) => bar.value),
        },
      ]}
      width={width}
      height={height}
      max={max}
      unit={unit}
      padding={0.25}
    />
  );
}
