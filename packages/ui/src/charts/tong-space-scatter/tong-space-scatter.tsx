import { measurement, type XySeries } from '@rigready/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { PLOT_MARGIN } from '../bar-chart/bar-plot.js';
import { ChartFrame } from '../chart-frame/chart-frame.js';
import { ChartLegend } from '../chart-frame/chart-legend.js';

/** Props of {@link TongSpaceScatter}. */
export interface TongSpaceScatterProps {
  /** Tong space of the pin (inches, `x`) against joints (`y`): the statistics' `tongspace.Pin`. */
  pin: XySeries;
  /** The same for the box: `tongspace.Box`. */
  box: XySeries;
  title?: string;
  description?: string;
  height?: number;
  width?: number;
}

interface Point {
  x: number;
  y: number;
}

function points(series: XySeries): Point[] {
  return series.x.flatMap((x, i) => {
    const value = measurement(x);
    const y = series.y[i];
    return value === null || y === undefined ? [] : [{ x: value, y }];
  });
}

const SERIES = [
  { name: 'Pin', colour: 'var(--rr-chart-pin)', shape: 'circle' },
  { name: 'Box', colour: 'var(--rr-chart-box)', shape: 'square' },
] as const;

/**
 * The tong-space scatter: pin and box tong space (inches) against the number of joints, pin as circles and
 * box as squares in the theme's pin and box colours, so the two stay apart without colour too.
 *
 * @example
 * <TongSpaceScatter pin={{ x: [6.5, 7], y: [3, 20] }} box={{ x: [7.5, 8], y: [5, 18] }} />
 */
export function TongSpaceScatter({
  pin,
  box,
  title = 'Tong space',
  description = 'Joints per tong space in inches, pin and box.',
  height = 260,
  width,
}: TongSpaceScatterProps) {
  const plotted = SERIES.map((s) => ({ ...s, points: points(s.name === 'Pin' ? pin : box) }));
  const all = plotted.flatMap((s) => s.points);
  const rows = plotted.flatMap((s) => s.points.map((p) => [s.name, p.x, p.y] as const));
  return (
    <ChartFrame
      title={title}
      description={description}
      table={{ columns: ['Connection', 'Tong space (in)', 'Joints'], rows }}
      height={height}
      width={width}
      empty={all.length === 0}
      emptyText="No tong space measured"
      legend={<ChartLegend entries={SERIES.map((s) => ({ label: s.name, colour: s.colour }))} />}
    >
      {({ width: w, height: h }) => {
        const innerWidth = Math.max(w - PLOT_MARGIN.left - PLOT_MARGIN.right - 8, 0);
        const innerHeight = Math.max(h - PLOT_MARGIN.top - PLOT_MARGIN.bottom - 8, 0);
        const xs = all.map((p) => p.x);
        const spread = Math.max(...xs) - Math.min(...xs);
        const pad = spread === 0 ? 0.5 : spread * 0.05;
        const x = scaleLinear<number>({
          domain: [Math.min(...xs) - pad, Math.max(...xs) + pad],
          range: [0, innerWidth],
          nice: true,
        });
        const y = scaleLinear<number>({
          domain: [0, Math.max(...all.map((p) => p.y), 1)],
          range: [innerHeight, 0],
          nice: true,
        });
        return (
          <Group left={PLOT_MARGIN.left + 8} top={PLOT_MARGIN.top}>
            {plotted.map((s) =>
              s.points.map((p) =>
                s.shape === 'circle' ? (
                  <circle
                    key={`${s.name}-${p.x}`}
                    cx={x(p.x)}
                    cy={y(p.y)}
                    r={5}
                    fill={s.colour}
                    stroke="var(--rr-color-text)"
                    strokeWidth={0.5}
                  />
                ) : (
                  <rect
                    key={`${s.name}-${p.x}`}
                    x={(x(p.x) ?? 0) - 4.5}
                    y={(y(p.y) ?? 0) - 4.5}
                    width={9}
                    height={9}
                    fill={s.colour}
                    stroke="var(--rr-color-text)"
                    strokeWidth={0.5}
                  />
                ),
              ),
            )}
            <AxisLeft
              scale={y}
              numTicks={4}
              stroke="var(--rr-chart-axis)"
              tickStroke="var(--rr-chart-axis)"
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={6}
              stroke="var(--rr-chart-axis)"
              tickStroke="var(--rr-chart-axis)"
            />
          </Group>
        );
      }}
    </ChartFrame>
  );
}
