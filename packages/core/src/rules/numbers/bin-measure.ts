/**
 * One range of a binned measure. `from` is null for the open bin below the edges and `to` null for the
 * open bin above them; a closed bin holds `from <= value < to`, and the last closed bin holds `to` too.
 */
export interface MeasureBin {
  from: number | null;
  to: number | null;
  /** The range as a reader sees it, e.g. '8.0–8.5 in', 'under 8.0 in', 'over 9.0 in'. */
  label: string;
  count: number;
}

/** Options of {@link binMeasure}: a bin width or a number of bins to aim at (8 by default), and the unit. */
export interface BinMeasureOptions {
  /** The unit written after each range, e.g. 'in' or '%'. */
  unit: string;
  /** About how many bins to draw; the width is rounded up to 1, 2, 2.5 or 5 times a power of ten. */
  bins?: number;
  /** The width of a bin, in the measure's unit. */
  width?: number;
  /** How many times each value was measured (a histogram payload's `y`), one per value; 1 each by default. */
  counts?: readonly number[];
}

const DEFAULT_BINS = 8;
/** Tukey's "far out" fence: values beyond three interquartile ranges do not stretch the edges. */
const FAR_OUT = 3;
/** Absorbs binary rounding such as 0.3 / 0.1 = 2.9999999999999996 when a value sits on an edge. */
const EPSILON = 1e-9;
const NICE_STEPS = [1, 2, 2.5, 5, 10];

function niceWidth(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.find((candidate) => candidate * power >= raw * (1 - EPSILON)) ?? 10;
  return step * power;
}

function decimalsOf(width: number): number {
  const text = String(width);
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

function checkInput(values: readonly number[], options: BinMeasureOptions): readonly number[] {
  values.forEach((value, i) => {
    if (!Number.isFinite(value)) {
      throw new RangeError(`binMeasure: value ${i + 1} is ${value}, not a finite number`);
    }
  });
  const counts = options.counts ?? values.map(() => 1);
  if (counts.length !== values.length) {
    throw new RangeError(`binMeasure: ${values.length} values but ${counts.length} counts`);
  }
  counts.forEach((count, i) => {
    if (!Number.isInteger(count) || count < 0) {
      throw new RangeError(`binMeasure: count ${i + 1} is ${count}, not a whole number of at least 0`);
    }
  });
  if (options.bins !== undefined && options.width !== undefined) {
    throw new RangeError('binMeasure: give bins or width, not both');
  }
  if (options.bins !== undefined && (!Number.isInteger(options.bins) || options.bins < 1)) {
    throw new RangeError(`binMeasure: bins is ${options.bins}, not a whole number of at least 1`);
  }
  if (options.width !== undefined && !(Number.isFinite(options.width) && options.width > 0)) {
    throw new RangeError(`binMeasure: width is ${options.width}, not a positive number`);
  }
  return counts;
}

/** The smallest and largest value within Tukey's far-out fences (all values when they have no spread). */
function inlierRange(sorted: readonly number[]): { min: number; max: number } {
  const last = sorted.length - 1;
  const q1 = sorted[Math.floor(0.25 * last)] as number;
  const q3 = sorted[Math.ceil(0.75 * last)] as number;
  const iqr = q3 - q1;
  const inside = iqr > 0 ? sorted.filter((v) => v >= q1 - FAR_OUT * iqr && v <= q3 + FAR_OUT * iqr) : sorted;
  return { min: inside[0] as number, max: inside[inside.length - 1] as number };
}

/**
 * Each value counted into the bin that holds it, the counts of `bins` replaced: how a second series
 * (the box beside the pin) is drawn on the first one's ranges. A value no bin holds is not counted.
 *
 * @example
 * const bins = binMeasure(pin.x, { counts: pin.y, width: 0.5, unit: 'in' });
 * countInBins(bins, box.x, box.y); // the box's joints on the pin's ranges
 */
export function countInBins(
  bins: readonly MeasureBin[],
  values: readonly number[],
  counts?: readonly number[],
): MeasureBin[] {
  const lastClosed = bins.findLastIndex((bin) => bin.from !== null && bin.to !== null);
  const tally = bins.map(() => 0);
  values.forEach((value, i) => {
    const index = bins.findIndex(
      (bin, b) =>
        (bin.from === null || value >= bin.from - EPSILON) &&
        (bin.to === null || value < bin.to - EPSILON || (b === lastClosed && value <= bin.to + EPSILON)),
    );
    if (index !== -1) tally[index] = (tally[index] as number) + (counts?.[i] ?? 1);
  });
  return bins.map((bin, b) => ({ ...bin, count: tally[b] as number }));
}

/**
 * A continuous measure (remaining wall, box OD, tong space) counted into ranges with round edges, for a
 * histogram whose axis can be read: bins of `width`, or about `bins` bins (8 by default) with the width
 * rounded up to 1, 2, 2.5 or 5 times a power of ten. Edges are multiples of the width; the last bin holds
 * its upper edge (so 100 % falls in 95–100 %). Far outliers (beyond three interquartile ranges of the
 * quartiles) do not stretch the edges: they are counted in an open bin 'under …' or 'over …'. One
 * distinct value gets one bin a tenth of its order of magnitude wide (6.5 in: 6.5–6.6 in). Values whose
 * count is 0 are left out; no values give no bins.
 *
 * @throws RangeError naming the value, count or option that is not usable: a value that is not finite, a
 * count that is negative or fractional, counts of another length, both `bins` and `width`, or either of
 * them not positive.
 * @example
 * binMeasure([8.1, 8.2, 8.6, 9.0], { width: 0.5, unit: 'in' });
 * // [{ from: 8, to: 8.5, label: '8.0–8.5 in', count: 2 }, { from: 8.5, to: 9, label: '8.5–9.0 in', count: 2 }]
 * binMeasure(wall.x, { counts: wall.y, bins: 8, unit: '%' });
 */
export function binMeasure(values: readonly number[], options: BinMeasureOptions): MeasureBin[] {
  const counts = checkInput(values, options);
  const measured = values.filter((_, i) => (counts[i] as number) > 0);
  if (measured.length === 0) return [];
  const sorted = values.flatMap((value, i) => Array<number>(counts[i] as number).fill(value));
  sorted.sort((a, b) => a - b);
  const { min, max } = inlierRange(sorted);
  const spread = max - min;
  const width =
    options.width ??
    (spread === 0
      ? 10 ** (Math.floor(Math.log10(Math.abs(min) || 10)) - 1)
      : niceWidth(spread / (options.bins ?? DEFAULT_BINS)));
  const decimals = decimalsOf(width);
  const edge = (k: number) => Number((k * width).toFixed(decimals));
  const first = Math.floor(min / width + EPSILON);
  const closed = Math.max(1, Math.ceil((max - edge(first)) / width - EPSILON));
  const text = (value: number) => value.toFixed(decimals);
  const start = edge(first);
  const end = edge(first + closed);
  const bins: MeasureBin[] = [
    { from: null, to: start, label: `under ${text(start)} ${options.unit}`, count: 0 },
    ...Array.from({ length: closed }, (_, k) => {
      const from = edge(first + k);
      const to = edge(first + k + 1);
      return { from, to, label: `${text(from)}–${text(to)} ${options.unit}`, count: 0 };
    }),
    { from: end, to: null, label: `over ${text(end)} ${options.unit}`, count: 0 },
  ];
  const counted = countInBins(bins, values, counts);
  const below = counted[0] as MeasureBin;
  const above = counted[counted.length - 1] as MeasureBin;
  return [...(below.count > 0 ? [below] : []), ...counted.slice(1, -1), ...(above.count > 0 ? [above] : [])];
}
