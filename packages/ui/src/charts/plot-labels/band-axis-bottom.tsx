import type { AxisLabelLayout } from './fit-axis-labels.js';
import { CHART_FONT_SIZE } from './text-width.js';

/** Props of {@link BandAxisBottom}. */
export interface BandAxisBottomProps {
  /** The axis's y in the plot, in pixels. */
  top: number;
  width: number;
  /** Each band's centre, in the labels' order. */
  centres: readonly number[];
  layout: AxisLabelLayout;
}

const TICK = 6;

/**
 * A band scale's bottom axis drawn from {@link fitAxisLabels}: level labels centred under their ticks, or
 * labels turned 45° ending at their ticks; a cut label carries its full text as a `<title>` tooltip.
 *
 * @example
 * <BandAxisBottom top={innerHeight} width={innerWidth} centres={[20, 60]} layout={fitAxisLabels(labels, options)} />
 */
export function BandAxisBottom({ top, width, centres, layout }: BandAxisBottomProps) {
  const turned = layout.angle !== 0;
  const y = turned ? TICK + 4 : TICK + 2 + CHART_FONT_SIZE;
  return (
    <g className="rr-chart__axis" transform={`translate(0, ${top})`}>
      <line x1={0} x2={width} stroke="var(--rr-chart-axis)" />
      {centres.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ticks are positions on a fixed band scale
        <line key={i} x1={x} x2={x} y2={TICK} stroke="var(--rr-chart-axis)" />
      ))}
      {layout.labels.map((label, i) => {
        const x = centres[i] ?? 0;
        return label.shown ? (
          <text
            key={label.full}
            className="rr-chart__tick"
            x={x}
            y={y}
            textAnchor={turned ? 'end' : 'middle'}
            transform={turned ? `rotate(${layout.angle} ${x} ${y})` : undefined}
          >
            {label.text === label.full ? null : <title>{label.full}</title>}
            {label.text}
          </text>
        ) : null;
      })}
    </g>
  );
}
