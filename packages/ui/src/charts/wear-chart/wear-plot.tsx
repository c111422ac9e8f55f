import { daysBetween, figureText, type WearPoint } from '@rigready/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { CHART_LINE_HEIGHT, textWidth } from '../plot-labels/text-width.js';

/** One figure over time in a {@link WearPlot}. */
export interface WearPlotSeries {
  name: string;
  colour: string;
  points: readonly WearPoint[];
}

/** A limit drawn across a {@link WearPlot} as a dashed line with its label at the right. */
export interface WearPlotLimit {
  label: string;
  value: number;
  colour: string;
}

/** Props of {@link WearPlot}. */
export interface WearPlotProps {
  series: readonly WearPlotSeries[];
  limits: readonly WearPlotLimit[];
  /** The projected trend, drawn dashed in its series' colour. */
  projection: WearPlotSeries | null;
  /** A day to mark with a vertical line ("Today"), `YYYY-MM-DD`. */
  today: string | undefined;
  unit: string;
  width: number;
  height: number;
}

const MARGIN = { top: 12, left: 40, bottom: 28 };
const LABEL_GAP = 6;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

type TimeScale = ReturnType<typeof scaleUtc<number>>;

/** Midnight UTC of a `YYYY-MM-DD` day, in ms: the day's place on the time axis. */
const dayMs = (date: string) => daysBetween('1970-01-01', date) * DAY_MS;
const time = (date: string) => new Date(dayMs(date));
const asDate = (value: Date | { valueOf(): number }) =>
  value instanceof Date ? value : new Date(value.valueOf());

/**
 * A time tick as coarse as the ticks allow: the year when every tick is a New Year ("2027"), the month when
 * every tick is a first of the month ("Feb 2025"), else the day ("16 Feb 2026").
 */
function tickText(date: Date, dates: readonly Date[]) {
  const month = `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  if (dates.every((d) => d.getUTCMonth() === 0 && d.getUTCDate() === 1)) return String(date.getUTCFullYear());
  if (dates.every((d) => d.getUTCDate() === 1)) return month;
  return `${date.getUTCDate()} ${month}`;
}

/**
 * The time ticks with every label clear of the next: a short span still gets a tick a week, and day labels a
 * week apart collide on a narrow chart, so every second (or third) tick is kept.
 */
function spacedTicks(x: TimeScale, innerWidth: number): Date[] {
  const ticks = x.ticks(Math.max(2, Math.floor(innerWidth / 90)));
  if (ticks.length < 2) return ticks;
  const xs = ticks.map((tick) => x(tick) ?? 0);
  const room = Math.min(...xs.slice(1).map((at, i) => at - (xs[i] ?? 0)));
  const widest = Math.max(...ticks.map((tick) => textWidth(tickText(tick, ticks))));
  const step = Math.ceil((widest + LABEL_GAP * 2) / room);
  return ticks.filter((_, i) => i % step === 0);
}

/** Limit labels top to bottom, each pushed down until it clears the one above. */
function labelRows(ys: readonly number[]): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = new Array<number>(ys.length);
  let last = Number.NEGATIVE_INFINITY;
  for (const { y, i } of order) {
    const at = Math.max(y + 4, last + CHART_LINE_HEIGHT);
    placed[i] = at;
    last = at;
  }
  return placed;
}

/**
 * The SVG content of a wear chart: a time axis, the figure's axis, each series as a line through its
 * inspections (a dot on each), the limits as dashed lines labelled at the right, the projection dashed,
 * and a "Today" mark.
 *
 * @example
 * <WearPlot series={[{ name: 'Wall', colour: 'var(--rr-chart-1)', points }]} limits={[]} projection={null}
 *   today={undefined} unit="%" width={480} height={260} />
 */
export function WearPlot({ series, limits, projection, today, unit, width, height }: WearPlotProps) {
  const lines = projection ? [...series, projection] : series;
  const dates = lines.flatMap((line) => line.points.map((point) => dayMs(point.date)));
  if (today) dates.push(dayMs(today));
  // Room either side, so a dot at the first or last date sits clear of the axes.
  const edge = Math.max((Math.max(...dates) - Math.min(...dates)) * 0.03, 10 * DAY_MS);
  const first = Math.min(...dates) - edge;
  const last = Math.max(...dates) + edge;
  const values = [
    ...lines.flatMap((line) => line.points.map((point) => point.value)),
    ...limits.map((l) => l.value),
  ];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = high === low ? Math.max(Math.abs(high) * 0.05, 1) : (high - low) * 0.08;
  const limitTexts = limits.map(
    (limit) => `${limit.label} ${figureText(limit.value)}${unit === '%' ? ' %' : ` ${unit}`}`,
  );
  const right = Math.max(8, ...limitTexts.map((text) => textWidth(text) + LABEL_GAP * 2));
  const innerWidth = Math.max(width - MARGIN.left - right, 0);
  const innerHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 0);
  const x = scaleUtc<number>({ domain: [new Date(first), new Date(last)], range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [low - pad, high + pad], range: [innerHeight, 0], nice: true });
  const dateTicks = spacedTicks(x, innerWidth);
  const at = (point: WearPoint) => ({ cx: x(time(point.date)) ?? 0, cy: y(point.value) ?? 0 });
  const limitYs = limits.map((limit) => y(limit.value) ?? 0);
  const labelYs = labelRows(limitYs);
  // "Today" is written on the side of its line away from the limit labels at the right.
  const todayOnRight = today !== undefined && (x(time(today)) ?? 0) > innerWidth / 2;
  return (
    <Group left={MARGIN.left} top={MARGIN.top}>
      {limits.map((limit, i) => (
        <g key={limit.label} className="rr-wear-chart__limit">
          <line
            x1={0}
            x2={innerWidth}
            y1={limitYs[i]}
            y2={limitYs[i]}
            stroke={limit.colour}
            strokeWidth={1.5}
            strokeDasharray="6 4"
          />
          <text x={innerWidth + LABEL_GAP} y={labelYs[i]} className="rr-wear-chart__limit-label">
            {limitTexts[i]}
          </text>
        </g>
      ))}
      {today ? (
        <g className="rr-wear-chart__today">
          <line
            x1={x(time(today))}
            x2={x(time(today))}
            y1={0}
            y2={innerHeight}
            stroke="var(--rr-chart-axis)"
            strokeDasharray="2 3"
          />
          <text
            x={(x(time(today)) ?? 0) + (todayOnRight ? -3 : 3)}
            y={10}
            textAnchor={todayOnRight ? 'end' : 'start'}
          >
            Today
          </text>
        </g>
      ) : null}
      {projection && projection.points.length > 1 ? (
        <LinePath
          className="rr-wear-chart__projection"
          data={[...projection.points]}
          x={(point) => at(point).cx}
          y={(point) => at(point).cy}
          stroke={projection.colour}
          strokeWidth={2}
          strokeDasharray="4 4"
        />
      ) : null}
      {series.map((line) => (
        <g key={line.name} className="rr-wear-chart__series" data-series={line.name}>
          <LinePath
            data={[...line.points]}
            x={(point) => at(point).cx}
            y={(point) => at(point).cy}
            stroke={line.colour}
            strokeWidth={2}
          />
          {line.points.map((point, i) => (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: two inspections may share a day and a value.
              key={i}
              {...at(point)}
              r={3.5}
              fill={line.colour}
              stroke="var(--rr-color-bg)"
              strokeWidth={1}
            />
          ))}
        </g>
      ))}
      <AxisLeft
        scale={y}
        numTicks={4}
        stroke="var(--rr-chart-axis)"
        tickStroke="var(--rr-chart-axis)"
        tickFormat={(value) => figureText(Number(value))}
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={dateTicks}
        stroke="var(--rr-chart-axis)"
        tickStroke="var(--rr-chart-axis)"
        tickFormat={(value) => tickText(asDate(value), dateTicks)}
      />
    </Group>
  );
}
