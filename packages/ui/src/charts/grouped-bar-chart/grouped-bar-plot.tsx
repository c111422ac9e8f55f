import { AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { BandAxisBottom } from '../plot-labels/band-axis-bottom.js';
import { fitAxisLabels } from '../plot-labels/fit-axis-labels.js';
import { placeValueLabels } from '../plot-labels/place-value-labels.js';
import { CHART_LINE_HEIGHT, textWidth } from '../plot-labels/text-width.js';
import { ValueLabels } from '../plot-labels/value-labels.js';

/** One series of a {@link GroupedBarPlot}: a value per category. */
export interface PlotSeries {
  name: string;
  colour: string;
  /** A colour per category instead of `colour` (a single-series chart coloured by class). */
  colours?: readonly string[];
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
  /** Space between categories as a share of a band; 0.2 by default. */
  padding?: number;
}

/** Room for the value axis's labels (left) and, at least, for its top label (top). */
const PLOT_MARGIN = { top: 18, right: 8, left: 36 };

/** Tick, gap and bottom edge around the x labels. */
const AXIS_ROOM = 12;

/**
 * The SVG content of a grouped bar chart: per category one bar per series, side by side. The category
 * labels are fitted by their measured widths (level, turned or thinned, cut with a tooltip) and each value
 * is written above its bar where it overlaps no other (level, else upright, else left to the data table).
 *
 * @example
 * <GroupedBarPlot categories={['Recut', 'SRF']} width={320} height={240}
 *   series={[{ name: 'Pin', colour: 'var(--rr-chart-pin)', values: [10, 5] }]} />
 */
export function GroupedBarPlot({
  categories,
  series,
  width,
  height,
  max,
  unit = '',
  padding = 0.2,
}: GroupedBarPlotProps) {
  const innerWidth = Math.max(width - PLOT_MARGIN.left - PLOT_MARGIN.right, 0);
  const x = scaleBand<string>({ domain: [...categories], range: [0, innerWidth], padding });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.name),
    range: [0, x.bandwidth()],
    padding: series.length > 1 ? 0.08 : 0,
  });
  const centres = categories.map((c) => (x(c) ?? 0) + x.bandwidth() / 2);
  const axis = fitAxisLabels(categories, {
    step: x.step(),
    measure: (text) => textWidth(text),
    lineHeight: CHART_LINE_HEIGHT,
    maxLength: Math.max(40, Math.round(height * 0.4)),
  });
  const bars = categories.flatMap((category, c) =>
    series.map((s) => ({
      centre: (x(category) ?? 0) + (inner(s.name) ?? 0) + inner.bandwidth() / 2,
      left: (x(category) ?? 0) + (inner(s.name) ?? 0),
      value: s.values[c] ?? 0,
      colour: s.colours?.[c] ?? s.colour,
      key: `${category}|${s.name}`,
    })),
  );
  const texts = bars.map((bar) => `${bar.value}${unit}`);
  const widths = texts.map((text) => textWidth(text, { bold: true }));
  const { headroom } = placeValueLabels(
    bars.map((bar) => ({ centre: bar.centre, top: 0 })),
    widths,
    { lineHeight: CHART_LINE_HEIGHT },
  );
  const top = Math.max(PLOT_MARGIN.top, headroom);
  const innerHeight = Math.max(height - top - axis.depth - AXIS_ROOM, 0);
  const highest = max ?? Math.max(...bars.map((bar) => bar.value), 1);
  const y = scaleLinear<number>({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const placement = placeValueLabels(
    bars.map((bar) => ({ centre: bar.centre, top: y(bar.value) ?? innerHeight })),
    widths,
    { lineHeight: CHART_LINE_HEIGHT },
  );
  return (
    <Group left={PLOT_MARGIN.left} top={top}>
      {bars.map((bar) => {
        const barTop = y(bar.value) ?? innerHeight;
        return (
          <Bar
            key={bar.key}
            x={bar.left}
            y={barTop}
            width={inner.bandwidth()}
            height={innerHeight - barTop}
            fill={bar.colour}
          />
        );
      })}
      <ValueLabels placement={placement} texts={texts} />
      <AxisLeft scale={y} numTicks={4} stroke="var(--rr-chart-axis)" tickStroke="var(--rr-chart-axis)" />
      <BandAxisBottom top={innerHeight} width={innerWidth} centres={centres} layout={axis} />
    </Group>
  );
}
