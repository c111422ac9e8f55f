import { figureText, formatDate, type WearPoint } from '@rigready/core';
import { ChartFrame } from '../chart-frame/chart-frame.js';
import { ChartLegend } from '../chart-frame/chart-legend.js';
import { WearPlot } from './wear-plot.js';

/** One figure of a joint over its inspections, e.g. the wall, or the pin's tong space. */
export interface WearChartSeries {
  name: string;
  /** A CSS colour, usually a token: `var(--rr-chart-1)` by default for the first series, and so on. */
  colour?: string;
  /** Core's `wearSeries` points, oldest first. */
  points: readonly WearPoint[];
}

/** A limit of the figure, e.g. Premium 80 %, drawn as a dashed line. */
export interface WearChartLimit {
  label: string;
  value: number;
  /** A CSS colour; the axis colour by default. */
  colour?: string;
}

/** Props of {@link WearChart}. */
export interface WearChartProps {
  title: string;
  /** The figure's unit: `'%'` or `'in'`. */
  unit: string;
  series: readonly WearChartSeries[];
  limits?: readonly WearChartLimit[];
  /**
   * The projected trend (e.g. the wall's least-squares line from its first inspection to its projected
   * last day at Class 2, from core's `trendWallOn`), drawn dashed in the first series' colour.
   */
  projection?: readonly WearPoint[] | null;
  /** The host's today (`YYYY-MM-DD`), marked on the time axis. */
  today?: string;
  description?: string;
  emptyText?: string;
  height?: number;
  width?: number;
}

const PALETTE = ['var(--rr-chart-1)', 'var(--rr-chart-2)', 'var(--rr-chart-3)', 'var(--rr-chart-5)'];

const withUnit = (value: number, unit: string) => `${figureText(value)}${unit === '%' ? ' %' : ` ${unit}`}`;

/**
 * A joint's figure over time (core's `wearSeries`): one line per series through its inspections, the
 * limits as labelled dashed lines (e.g. Premium 80 % and Class 2 70 % for the wall, the minimum tong
 * space), the projected trend dashed, and today marked. Like every chart of the kit its figures are also a
 * table ("Show data", read by screen readers): one row per inspection date, with the projection in its
 * own column. It computes nothing; core does.
 *
 * @example
 * <WearChart title="Remaining wall" unit="%" today="2026-03-01"
 *   series={[{ name: 'Wall', points: wear.wall }]}
 *   limits={[{ label: 'Premium', value: 80, colour: 'var(--rr-color-success)' },
 *            { label: 'Class 2', value: 70, colour: 'var(--rr-color-warning)' }]}
 *   projection={[{ date: trend.from, value: trend.wallAtFrom },
 *                { date: projection.class2Until, value: trendWallOn(trend, projection.class2Until) }]} />
 */
export function WearChart({
  title,
  unit,
  series,
  limits = [],
  projection = null,
  today,
  description,
  emptyText = 'No inspection measured this figure',
  height = 260,
  width,
}: WearChartProps) {
  const lines = series.map((line, i) => ({
    ...line,
    colour: line.colour ?? PALETTE[i % PALETTE.length] ?? '',
  }));
  const plotLimits = limits.map((limit) => ({ ...limit, colour: limit.colour ?? 'var(--rr-chart-axis)' }));
  const empty = lines.every((line) => line.points.length === 0);
  const trend =
    projection && projection.length > 1 && lines[0]
      ? { ...lines[0], name: 'Projection', points: projection }
      : null;
  const dates = [
    ...new Set([
      ...lines.flatMap((line) => line.points.map((p) => p.date)),
      ...(trend?.points ?? []).map((p) => p.date),
    ]),
  ].sort();
  const cell = (points: readonly WearPoint[], date: string) => {
    const found = points.filter((point) => point.date === date);
    return found.length === 0 ? '—' : found.map((point) => figureText(point.value)).join(', ');
  };
  const heading = (name: string) => `${name} (${unit})`;
  const sentence =
    description ??
    [
      `${title} at each inspection`,
      plotLimits.length > 0
        ? `, against ${plotLimits.map((l) => `${l.label} ${withUnit(l.value, unit)}`).join(' and ')}`
        : '',
      trend ? ', with the projected trend' : '',
      '.',
    ].join('');
  return (
    <ChartFrame
      title={title}
      description={sentence}
      table={{
        columns: [
          'Date',
          ...lines.map((line) => heading(line.name)),
          ...(trend ? [heading('Projection')] : []),
        ],
        rows: dates.map((date) => [
          formatDate(date),
          ...lines.map((line) => cell(line.points, date)),
          ...(trend ? [cell(trend.points, date)] : []),
        ]),
      }}
      height={height}
      width={width}
      empty={empty}
      emptyText={emptyText}
      legend={
        <ChartLegend
          entries={[
            ...lines.map((line) => ({ label: line.name, colour: line.colour })),
            ...plotLimits.map((limit) => ({
              label: `${limit.label} ${withUnit(limit.value, unit)}`,
              colour: limit.colour,
            })),
            ...(trend ? [{ label: 'Projection (dashed)', colour: trend.colour }] : []),
          ]}
        />
      }
    >
      {(size) => (
        <WearPlot series={lines} limits={plotLimits} projection={trend} today={today} unit={unit} {...size} />
      )}
    </ChartFrame>
  );
}
