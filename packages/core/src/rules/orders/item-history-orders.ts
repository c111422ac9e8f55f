/**
 * An order of the `/getAllOrders` list used by the item inspection history.
 *
 * @example
 * const order: HistoryOrder = { scope: 'Rig Return', spec: 'NS2', orderno: 40211, itemno: '550DP.12' };
 */
export interface HistoryOrder {
  scope?: string | null;
  spec?: string | null;
  orderno?: string | number | null;
  itemno?: string | null;
  equipment?: string | null;
}

const RIG_RETURN_SPECS = new Set(['NS2', 'NS2_VTI']);

/**
 * Whether an order appears in the item inspection history (spec part 2 §5): a Rig Return order whose
 * spec is NS2 or NS2_VTI, or any order with spec DS1_Cat5. Values are compared exactly after trimming
 * (the wire values are codes, not free text).
 *
 * @example
 * isItemHistoryOrder({ scope: 'Rig Return', spec: 'NS2_VTI' }); // true
 * isItemHistoryOrder({ scope: 'Machining', spec: 'NS2' }); // false
 * isItemHistoryOrder({ scope: 'Machining', spec: 'DS1_Cat5' }); // true
 */
export function isItemHistoryOrder(order: HistoryOrder): boolean {
  const spec = order.spec?.trim() ?? '';
  if (spec === 'DS1_Cat5') return true;
  return order.scope?.trim() === 'Rig Return' && RIG_RETURN_SPECS.has(spec);
}

/**
 * The orders of the item inspection history, in their original order (see {@link isItemHistoryOrder}).
 *
 * @example
 * itemHistoryOrders([{ scope: 'Rig Return', spec: 'NS2' }, { scope: 'Rig Return', spec: 'DS1' }]);
 * // [{ scope: 'Rig Return', spec: 'NS2' }]
 */
export function itemHistoryOrders<O extends HistoryOrder>(orders: readonly O[]): O[] {
  return orders.filter(isItemHistoryOrder);
}
