import type { ValueLabelPlacement } from './place-value-labels.js';

/**
 * The values written at the places {@link placeValueLabels} chose: level and centred, or upright.
 *
 * @example
 * <ValueLabels placement={placeValueLabels(bars, widths, { lineHeight: 13 })} texts={['10%', '50%']} />
 */
export function ValueLabels({
  placement,
  texts,
}: {
  placement: ValueLabelPlacement;
  texts: readonly string[];
}) {
  return (
    <g>
      {placement.labels.map((label, i) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: one label per bar, in the bars' fixed order
          key={i}
          className="rr-chart__value"
          x={label.x}
          y={label.y}
          textAnchor={label.angle === 0 ? 'middle' : 'start'}
          transform={label.angle === 0 ? undefined : `rotate(${label.angle} ${label.x} ${label.y})`}
        >
          {texts[i]}
        </text>
      ))}
    </g>
  );
}
