/** A bar whose value is written above it: its centre on the x axis and the y of its top, in pixels. */
export interface ValueBar {
  centre: number;
  top: number;
}

/** Where one value label goes: its anchor (the start of its baseline) and its turn. */
export interface PlacedValueLabel {
  x: number;
  y: number;
  angle: 0 | -90;
}

/** Value labels placed so none overlaps another; `hidden` when they cannot be (the data table has them). */
export interface ValueLabelPlacement {
  orientation: 'horizontal' | 'vertical' | 'hidden';
  /** Room the labels need above the tallest bar, in pixels. */
  headroom: number;
  labels: PlacedValueLabel[];
}

/** Space kept between neighbouring labels, and between a label and its bar. */
const GAP = 2;
const ABOVE_BAR = 4;

function neighboursApart(bars: readonly ValueBar[], room: (i: number, j: number) => number): boolean {
  const order = bars.map((bar, i) => ({ centre: bar.centre, i })).sort((a, b) => a.centre - b.centre);
  return order.every((next, k) => {
    const previous = order[k - 1];
    return previous === undefined || next.centre - previous.centre >= room(previous.i, next.i) + GAP;
  });
}

/**
 * Places the value written above each bar so that no two overlap: level and centred when every label fits
 * between its neighbours; else upright (turned -90°, reading upwards), a line wide, when bars are at least
 * a line apart; else not at all. Labels are placed from measured widths; `headroom` is the room to keep
 * above the plot so an upright label over a full-height bar stays inside the chart.
 *
 * @example
 * placeValueLabels([{ centre: 10, top: 120 }, { centre: 28, top: 0 }], [30, 36], { lineHeight: 13 });
 * // { orientation: 'vertical', headroom: 40, labels: [{ x: 14.5, y: 116, angle: -90 }, ...] }
 */
export function placeValueLabels(
  bars: readonly ValueBar[],
  widths: readonly number[],
  { lineHeight }: { lineHeight: number },
): ValueLabelPlacement {
  const width = (i: number) => widths[i] ?? 0;
  if (neighboursApart(bars, (i, j) => (width(i) + width(j)) / 2)) {
    return {
      orientation: 'horizontal',
      headroom: lineHeight + ABOVE_BAR,
      labels: bars.map((bar) => ({ x: bar.centre, y: bar.top - ABOVE_BAR, angle: 0 })),
    };
  }
  if (neighboursApart(bars, () => lineHeight)) {
    // The digits' height (a line less its leading and descender) centred on the bar.
    const shift = (lineHeight - 4) / 2;
    return {
      orientation: 'vertical',
      headroom: Math.max(0, ...widths) + ABOVE_BAR,
      labels: bars.map((bar) => ({ x: bar.centre + shift, y: bar.top - ABOVE_BAR, angle: -90 })),
    };
  }
  return { orientation: 'hidden', headroom: 0, labels: [] };
}
