import type { Sorting } from '@rigready/core';

/** Which way a sorted column runs. */
export type SortDirection = 'asc' | 'desc';

/**
 * The sorting after a press on a column's header. The table sorts by one column at a time: a column not
 * yet sorted starts descending (the spec's default sort is descending), and a sorted one flips between
 * descending and ascending; a sort is never removed, only replaced.
 *
 * @example
 * toggleColumnSorting([{ id: 'Weight', desc: true }], 'Weight'); // [{ id: 'Weight', desc: false }]
 * toggleColumnSorting([{ id: 'Weight', desc: true }], 'Item_No'); // [{ id: 'Item_No', desc: true }]
 */
export function toggleColumnSorting(sorting: Sorting, columnId: string): Sorting {
  const rule = sorting.find((candidate) => candidate.id === columnId);
  return [{ id: columnId, desc: rule ? !rule.desc : true }];
}

/**
 * Which way a column is sorted, or false when it is not.
 *
 * @example
 * columnSortDirection([{ id: 'Weight', desc: true }], 'Weight'); // 'desc'
 */
export function columnSortDirection(sorting: Sorting, columnId: string): false | SortDirection {
  const rule = sorting.find((candidate) => candidate.id === columnId);
  return rule ? (rule.desc ? 'desc' : 'asc') : false;
}
