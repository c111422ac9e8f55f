/** One tick label of a band axis as {@link fitAxisLabels} lays it out. */
export interface AxisLabel {
  /** What is written: the full text, or its start and an ellipsis when it is longer than the room. */
  text: string;
  /** The full text, for a `<title>` when `text` is cut. */
  full: string;
  /** False for the labels skipped so that the shown ones do not touch. */
  shown: boolean;
}

/** How a band axis's labels fit: level or turned 45°, every how many shown, and the room they take. */
export interface AxisLabelLayout {
  angle: 0 | -45;
  every: number;
  labels: AxisLabel[];
  /** Height the labels take below the tick marks, in pixels. */
  depth: number;
}

/** Options of {@link fitAxisLabels}. */
export interface FitAxisLabelsOptions {
  /** Distance between neighbouring band centres, in pixels. */
  step: number;
  /** Width of a text in pixels, as drawn (see `textWidth`). */
  measure: (text: string) => number;
  /** Height of a line of label text, in pixels. */
  lineHeight: number;
  /** Longest a turned label may be before it is cut, in pixels. */
  maxLength: number;
}

/** Space kept between two level labels. */
const GAP = 4;
const ELLIPSIS = '…';

function cut(text: string, measure: (text: string) => number, maxLength: number): string {
  if (measure(text) <= maxLength) return text;
  let end = text.length - 1;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`) > maxLength) end--;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/**
 * Lays out a band axis's labels by their measured widths so that none overlaps another: level when each
 * fits its band with 4 px to spare; otherwise turned 45° (labels one step apart along the axis are
 * step × sin 45° apart across their text), cut to `maxLength` with an ellipsis (the full text kept for a
 * title), and only every n-th shown when even turned labels would be closer than a line.
 *
 * @example
 * fitAxisLabels(['8.0–8.5 in', '8.5–9.0 in'], { step: 30, measure: textWidth, lineHeight: 13, maxLength: 80 });
 * // { angle: -45, every: 1, labels: [...], depth: 51.6 }
 */
export function fitAxisLabels(labels: readonly string[], options: FitAxisLabelsOptions): AxisLabelLayout {
  const { step, measure, lineHeight, maxLength } = options;
  const widest = Math.max(0, ...labels.map(measure));
  if (widest + GAP <= step) {
    return {
      angle: 0,
      every: 1,
      labels: labels.map((text) => ({ text, full: text, shown: true })),
      depth: lineHeight,
    };
  }
  const across = step * Math.SQRT1_2;
  const every = across >= lineHeight ? 1 : Math.ceil(lineHeight / across);
  const laid = labels.map((full, i) => ({
    text: cut(full, measure, maxLength),
    full,
    shown: i % every === 0,
  }));
  const longest = Math.max(0, ...laid.filter((l) => l.shown).map((l) => measure(l.text)));
  return { angle: -45, every, labels: laid, depth: (longest + lineHeight) * Math.SQRT1_2 };
}
