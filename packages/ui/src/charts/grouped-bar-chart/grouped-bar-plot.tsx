import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { PLOT_MARGIN } from '../bar-chart/bar-plot.js';

/** One series of a {@link GroupedBarPlot}: a value per category. */
export interface PlotSeries {
  name: string;
  colour: string;
  values: readonly number[];
}

/** Props of {@link GroupedBarPlot}. */
export interface GroupedBarPlotProps {
  categories: readonly string[];
  series: readonly PlotSeries[];
  width: number;
  height: number;
  max?: number | undefined;
  unit?: string | undefined;
}

/**
 * The SVG content of a grouped bar chart: per category one bar per series, side by side, each value
 * written above its bar.
 *
 * @example
 * <GroupedBarPlot categories={['Recut', 'SRF']} width={320} height={240}
 *   series={[{ name: 'Pin', colour: 'var(--rr-chart-pin)', values: [10, 5] }]} />
 */
export function GroupedBarPlot({ categories, series, width, height, max, unit = '' }: GroupedBarPlotProps) {
  const innerWidth = Math.max(width - PLOT_MARGIN.left - PLOT_MARGIN.right, 0);
  const innerHeight = Math.max(height - PLOT_MARGIN.top - PLOT_MARGIN.bottom, 0);
  const x = scaleBand<string>({ domain: [...categories], range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.name),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const top = max ?? Math.max(...series.flatMap((s) => s.values), 1);
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const showValues = inner.bandwidth() >= 18;
  return (
    <Group left={PLOT_MARGIN.left} top={PLOT_MARGIN.top}>
      {categories.map((category, c) => (
        <Group key={category} left={x(category) ?? 0}>
          {series.map((s) => {
            const value = s.values[c] ?? 0;
            const barHeight = innerHeight - (y(value) ?? innerHeight);
            const left = inner(s.name) ?? 0;
            return (
              <g key={s.name}>
                <Bar
                  x={left}
                  y={innerHeight - barHeight}
                  width={inner.bandwidth()}
                  height={barHeight}
                  fill={s.colour}
                />
                {showValues ? (
                  <text
                    className="rr-chart__value"
                    x={left + inner.bandwidth() / 2}
                    y={innerHeight - barHeight - 4}
                    textAnchor="middle"
                  >
                    {`${value}${unit}`}
                  </text>
                ) : null}
              </g>
            );
          })}
        </Group>
      ))}
      <AxisLeft scale={y} numTicks={4} stroke="var(--rr-chart-axis)" tickStroke="var(--rr-chart-axis)" />
      <AxisBottom
        top={innerHeight}
        scale={x}
        stroke="var(--rr-chart-axis)"
        tickStroke="var(--rr-chart-axis)"
      />
    </Group>
  );
}
