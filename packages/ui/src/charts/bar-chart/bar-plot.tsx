import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

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

/** Margins that leave room for the axes' tick labels. */
export const PLOT_MARGIN = { top: 18, right: 8, bottom: 28, left: 36 };

/**
 * The SVG content of a bar chart: one bar per label on a band scale, a value axis from 0, and each value
 * written above its bar. Drawn inside a {@link ChartFrame}.
 *
 * @example
 * <BarPlot bars={[{ label: '1', value: 40, colour: 'var(--rr-status-green)' }]} width={320} height={240} />
 */
export function BarPlot({ bars, width, height, max, unit = '' }: BarPlotProps) {
  const innerWidth = Math.max(width - PLOT_MARGIN.left - PLOT_MARGIN.right, 0);
  const innerHeight = Math.max(height - PLOT_MARGIN.top - PLOT_MARGIN.bottom, 0);
  const x = scaleBand<string>({ domain: bars.map((b) => b.label), range: [0, innerWidth], padding: 0.25 });
  const top = max ?? Math.max(...bars.map((b) => b.value), 1);
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  return (
    <Group left={PLOT_MARGIN.left} top={PLOT_MARGIN.top}>
      {bars.map((bar) => {
        const barHeight = innerHeight - (y(bar.value) ?? innerHeight);
        const left = x(bar.label) ?? 0;
        return (
          <g key={bar.label}>
            <Bar
              x={left}
              y={innerHeight - barHeight}
              width={x.bandwidth()}
              height={barHeight}
              fill={bar.colour}
            />
            <text
              className="rr-chart__value"
              x={left + x.bandwidth() / 2}
              y={innerHeight - barHeight - 4}
              textAnchor="middle"
            >
              {`${bar.value}${unit}`}
            </text>
          </g>
        );
      })}
      <AxisLeft
        scale={y}
        numTicks={4}
        stroke="var(--rr-chart-axis)"
        tickStroke="var(--rr-chart-axis)"
        hideZero={false}
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        stroke="var(--rr-chart-axis)"
        tickStroke="var(--rr-chart-axis)"
      />
    </Group>
  );
}
