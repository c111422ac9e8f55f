import type { OrderCompletionFilter } from '../../session/session.types.js';

/** The tables of the ongoing and completed order screens (spec part 2 §2); BHA has no Hardbanding. */
export type OrderStage = 'Orders' | 'Inspection' | 'Machining' | 'Hardbanding';

/** One side of the split: the Ongoing Orders screen or the Completed Orders screen. */
export type OrderView = 'ongoing' | 'completed';

/**
 * The Yes/No flag that decides, per table, whether a row is completed (spec part 2 §4): the order's
 * Completed for the Orders table, the matching Check_* flag for the others.
 *
 * @example
 * ORDER_STAGE_FLAGS.Machining; // 'Check_Machining'
 */
export const ORDER_STAGE_FLAGS = {
  Orders: 'Completed',
  Inspection: 'Check_Inspection',
  Machining: 'Check_Machining',
  Hardbanding: 'Check_Hardbanding',
} as const satisfies Record<OrderStage, string>;

/**
 * The tables of each pipe type, in screen order: Tubular has four, BHA three (spec part 2 §2).
 *
 * @example
 * ORDER_STAGES.BHA; // ['Orders', 'Inspection', 'Machining']
 */
export const ORDER_STAGES = {
  Tubular: ['Orders', 'Inspection', 'Machining', 'Hardbanding'],
  BHA: ['Orders', 'Inspection', 'Machining'],
} as const satisfies Record<'Tubular' | 'BHA', readonly OrderStage[]>;

type Flags = Partial<Record<(typeof ORDER_STAGE_FLAGS)[OrderStage], string | null>>;

function isYes(value: string | null | undefined): boolean {
  return value === 'Yes';
}

/**
 * Whether a row belongs in a table of one view: completed when its stage flag is exactly 'Yes', ongoing
 * otherwise (No, empty or missing), so every row is in exactly one of the two views.
 *
 * @example
 * isInOrderView({ Completed: 'Yes', Check_Machining: 'No' }, 'Machining', 'ongoing'); // true
 * isInOrderView({ Completed: 'Yes' }, 'Orders', 'completed'); // true
 */
export function isInOrderView(row: Flags, stage: OrderStage, view: OrderView): boolean {
  return isYes(row[ORDER_STAGE_FLAGS[stage]]) === (view === 'completed');
}

/**
 * The rows of one table of one view, in their given order.
 *
 * @example
 * ordersInView(rows, 'Inspection', 'completed'); // rows whose Check_Inspection is 'Yes'
 */
export function ordersInView<Row extends Flags>(
  rows: readonly Row[],
  stage: OrderStage,
  view: OrderView,
): Row[] {
  return rows.filter((row) => isInOrderView(row, stage, view));
}

/**
 * The order confirmation filter (spec part 2 §4): 'both' keeps every row, 'completed' the rows whose
 * Completed is 'Yes', 'ongoing' the others; with a single asset chosen, 'ongoing' keeps only an explicit
 * 'No' (the legacy asset query asked for No, so rows without a flag drop out there).
 *
 * @example
 * matchesCompletionFilter({ Completed: null }, 'ongoing', { singleAsset: false }); // true
 * matchesCompletionFilter({ Completed: null }, 'ongoing', { singleAsset: true }); // false
 */
export function matchesCompletionFilter(
  row: { readonly Completed?: string | null },
  filter: OrderCompletionFilter,
  options: { readonly singleAsset: boolean },
): boolean {
  if (filter === 'both') return true;
  if (filter === 'completed') return isYes(row.Completed);
  return options.singleAsset ? row.Completed === 'No' : !isYes(row.Completed);
}
