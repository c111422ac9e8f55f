import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/**
 * The shown column ids with the pinned ones (the row's identity) first, in their own order, and how many
 * are pinned.
 *
 * @example
 * pinnedFirst(['Site', 'Item_No', 'Rig_Ready'], (id) => id === 'Item_No');
 * // { ids: ['Item_No', 'Site', 'Rig_Ready'], pinnedCount: 1 }
 */
export function pinnedFirst(
  ids: readonly string[],
  isPinned: (id: string) => boolean,
): { ids: string[]; pinnedCount: number } {
  const pinned = ids.filter(isPinned);
  return { ids: [...pinned, ...ids.filter((id) => !isPinned(id))], pinnedCount: pinned.length };
}

/**
 * The column virtualizer's range with the first `pinnedCount` columns always in it: a pinned column
 * stays drawn (and sticky) however far the table scrolls sideways.
 *
 * @example
 * withPinnedColumns(1)({ startIndex: 8, endIndex: 10, overscan: 0, count: 20 }); // [0, 8, 9, 10]
 */
export function withPinnedColumns(pinnedCount: number): (range: Range) => number[] {
  return (range) => {
    const inView = defaultRangeExtractor(range);
    const pinned = Array.from({ length: Math.min(pinnedCount, range.count) }, (_, index) => index);
    return [...pinned, ...inView.filter((index) => index >= pinnedCount)];
  };
}
