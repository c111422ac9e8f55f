import { SORT_KIND, type SortKeys } from './sort-keys.js';
import { runSteps, type Steps } from './steps.js';

/**
 * Every row of a column in sorted order, both ways, computed once from the column's {@link SortKeys}:
 * `ascending[k]` and `descending[k]` are the indexes of the k-th row. The orders follow
 * {@link sortRowIndexes}' rules: numbers before texts when ascending (after them when descending), empty
 * cells last both ways, and ties in row order.
 *
 * @example
 * const order = buildSortOrder({ kinds: new Uint8Array([0, 0, 2]), values: new Float64Array([3, 1, 0]) });
 * [...order.ascending]; // [1, 0, 2]
 * [...order.descending]; // [0, 1, 2]
 */
export interface SortOrder {
  readonly ascending: Int32Array;
  readonly descending: Int32Array;
}

// How wide a span of whole numbers is ranked directly, as buckets of a counting sort: per row, plus a floor
// for small tables.
const DIRECT_SPAN_PER_ROW = 4;
const DIRECT_SPAN_MIN = 4096;

function distinctSorted(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  let size = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    if (index === 0 || (sorted[index] as number) !== (sorted[size - 1] as number)) {
      sorted[size] = sorted[index] as number;
      size += 1;
    }
  }
  return sorted.subarray(0, size);
}

function rankOf(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

// A counting sort: stable, so rows with the same bucket stay in row order, and linear in the row count.
function orderByBucket(buckets: Int32Array, bucketCount: number): Int32Array {
  const starts = new Int32Array(bucketCount + 1);
  for (let row = 0; row < buckets.length; row += 1) {
    const next = (buckets[row] as number) + 1;
    starts[next] = (starts[next] as number) + 1;
  }
  for (let bucket = 1; bucket <= bucketCount; bucket += 1) {
    starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  }
  const order = new Int32Array(buckets.length);
  for (let row = 0; row < buckets.length; row += 1) {
    const bucket = buckets[row] as number;
    order[starts[bucket] as number] = row;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  return order;
}

/**
 * Builds a column's {@link SortOrder}. Numbers are ranked with a native typed-array sort and the rows are
 * then placed by a stable counting sort, so 100,000 rows take a few milliseconds instead of a comparison
 * sort with a callback; a table computes it once per sorted-by column and reuses it on every keystroke.
 *
 * @example
 * const keys = { kinds: new Uint8Array([1, 0, 1]), values: new Float64Array([1, 7, 0]) };
 * [...buildSortOrder(keys).ascending]; // [1, 2, 0] (the number, then texts by rank)
 */
export function buildSortOrder(keys: SortKeys): SortOrder {
  return runSteps(buildSortOrderInSteps(keys));
}

/**
 * {@link buildSortOrder} in {@link Steps}: it pauses between its linear passes, each a few milliseconds
 * on 100,000 rows.
 *
 * @example
 * const order = runSteps(buildSortOrderInSteps(keys));
 */
export function* buildSortOrderInSteps(keys: SortKeys): Steps<SortOrder> {
  const { kinds, values } = keys;
  const rowCount = kinds.length;
  let numberCount = 0;
  let textRanks = 0;
  let smallest = Number.POSITIVE_INFINITY;
  let largest = Number.NEGATIVE_INFINITY;
  let integers = true;
  for (let row = 0; row < rowCount; row += 1) {
    const value = values[row] as number;
    if (kinds[row] === SORT_KIND.number) {
      numberCount += 1;
      if (value < smallest) smallest = value;
      if (value > largest) largest = value;
      if (integers && !Number.isInteger(value)) integers = false;
    } else if (kinds[row] === SORT_KIND.text) textRanks = Math.max(textRanks, value + 1);
  }
  // Whole numbers over a span not much wider than the rows (counts, years, positions) are their own rank
  // less the smallest: no sort and no search of the distinct values (a cold 100,000-row count column:
  // 7 ms instead of 38).
  const span = largest - smallest + 1;
  const direct = integers && numberCount > 0 && span <= DIRECT_SPAN_PER_ROW * rowCount + DIRECT_SPAN_MIN;
  let distinct: Float64Array | null = null;
  if (!direct) {
    const numbers = new Float64Array(numberCount);
    let filled = 0;
    for (let row = 0; row < rowCount; row += 1) {
      if (kinds[row] === SORT_KIND.number) numbers[filled++] = values[row] as number;
    }
    yield;
    distinct = distinctSorted(numbers);
  }
  const numberRanks = distinct === null ? span : distinct.length;
  const bucketCount = numberRanks + textRanks + 1;
  const ascending = new Int32Array(rowCount);
  const descending = new Int32Array(rowCount);
  yield;
  for (let row = 0; row < rowCount; row += 1) {
    const kind = kinds[row];
    if (kind === SORT_KIND.number) {
      const value = values[row] as number;
      const rank = distinct === null ? value - smallest : rankOf(distinct, value);
      ascending[row] = rank;
      descending[row] = textRanks + (numberRanks - 1 - rank);
    } else if (kind === SORT_KIND.text) {
      const rank = values[row] as number;
      ascending[row] = numberRanks + rank;
      descending[row] = textRanks - 1 - rank;
    } else {
      ascending[row] = bucketCount - 1;
      descending[row] = bucketCount - 1;
    }
  }
  yield;
  const ascendingOrder = orderByBucket(ascending, bucketCount);
  yield;
  return { ascending: ascendingOrder, descending: orderByBucket(descending, bucketCount) };
}

/**
 * Sorts row indexes by a precomputed order in linear time: the rows are marked, then read back in the
 * order's sequence. The result is what {@link sortRowIndexes} gives for one sort rule when `rowIndexes`
 * is ascending (as search and filters return it), since ties then keep row order either way. Throws a
 * `RangeError` for an index outside the order.
 *
 * @example
 * const order = buildSortOrder({ kinds: new Uint8Array([0, 0, 0]), values: new Float64Array([3, 1, 2]) });
 * sortByOrder([0, 2], order.descending); // [0, 2]
 * sortByOrder([0, 1, 2], order.ascending); // [1, 2, 0]
 */
export function sortByOrder(rowIndexes: readonly number[], order: Int32Array): number[] {
  return runSteps(sortByOrderInSteps(rowIndexes, order));
}

// Rows marked, or positions of the order read, per step; a few milliseconds of work.
const POSITIONS_PER_STEP = 16_384;

/**
 * {@link sortByOrder} in {@link Steps}: it pauses every 16,384 rows marked and every 16,384 positions of
 * the order read, so sorting the 50,000 rows a filter keeps out of 100,000 never blocks the main thread
 * for long.
 *
 * @example
 * const order = buildSortOrder(index.sortKeys('Weight'));
 * const steps = sortByOrderInSteps(index.search('dp'), order.descending);
 * let next = steps.next();
 * while (!next.done) next = steps.next(); // or drive it a slice per frame
 * next.value; // the rows, heaviest first
 */
export function* sortByOrderInSteps(rowIndexes: readonly number[], order: Int32Array): Steps<number[]> {
  const rowCount = order.length;
  if (rowIndexes.length === rowCount) return Array.from(order);
  const marked = new Uint8Array(rowCount);
  for (let position = 0; position < rowIndexes.length; position += 1) {
    const rowIndex = rowIndexes[position] as number;
    if (!(rowIndex >= 0 && rowIndex < rowCount)) {
      throw new RangeError(`Row index ${rowIndex} is outside the sort order of ${rowCount} rows.`);
    }
    marked[rowIndex] = 1;
    if (position % POSITIONS_PER_STEP === POSITIONS_PER_STEP - 1) yield;
  }
  const sorted = new Array<number>(rowIndexes.length);
  let filled = 0;
  for (let position = 0; position < rowCount && filled < rowIndexes.length; position += 1) {
    const rowIndex = order[position] as number;
    if (marked[rowIndex] === 1) sorted[filled++] = rowIndex;
    if (position % POSITIONS_PER_STEP === POSITIONS_PER_STEP - 1) yield;
  }
  return sorted;
}
