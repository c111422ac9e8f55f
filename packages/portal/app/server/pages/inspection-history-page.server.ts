import { equipmentCodeFromItemNo, itemHistoryOrders, type SerialChange } from '@rigready/core';
import { orderLineKey } from '../../shared/order-line-key.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { inspectedLineKeys } from '../services/inspected-orders.server.js';
import { listHistoryOrders, type OrderListAnswer } from '../services/orders.server.js';
import { type InspectionTallies, inspectionTallies } from '../services/statistics.server.js';

/** One order the Order No autocomplete offers (core's item-history order rule). */
export interface HistoryOrderChoice {
  orderNo: string;
  itemNo: string;
  equipment: string;
}

/** One order's inspection: the tallies answer with its serial changes in core's shape. */
export interface OrderInspection {
  order: HistoryOrderChoice;
  ipc: InspectionTallies['IPC'];
  wall: InspectionTallies['Wall'];
  itemInfo: InspectionTallies['item_info'];
  serials: {
    serial: string;
    current: SerialChange['current'];
    previous: SerialChange['previous'];
    diff: SerialChange['diff'];
  }[];
}

function matchesEquipment(order: OrderListAnswer, equipment: string | null): boolean {
  if (!equipment) return true;
  const wanted = equipment.toLowerCase();
  return (
    (order.equipment ?? '').toLowerCase() === wanted ||
    (equipmentCodeFromItemNo(order.itemno) ?? '').toLowerCase() === wanted
  );
}

/**
 * The orders of the item inspection history (core's `itemHistoryOrders`: Rig Return NS2/NS2_VTI and any
 * DS1_Cat5) whose joints have tallies (an order not yet inspected has no history to show), newest
 * return first, limited to an equipment (name such as 'Drill Pipe' or item code such as 'DP') when the
 * route names one. One choice per order and item.
 *
 * @example
 * const choices = await historyOrderChoices(scoped, 'DP');
 */
export async function historyOrderChoices(
  scoped: ScopedDb,
  equipment: string | null,
): Promise<HistoryOrderChoice[]> {
  const [orders, inspected] = await Promise.all([listHistoryOrders(scoped), inspectedLineKeys(scoped)]);
  const seen = new Set<string>();
  const choices: HistoryOrderChoice[] = [];
  for (const order of itemHistoryOrders(orders)) {
    if (!order.equipment || !matchesEquipment(order, equipment)) continue;
    const key = orderLineKey({ Order_No: order.orderno, Item_No: order.itemno });
    if (seen.has(key) || !inspected.has(key)) continue;
    seen.add(key);
    choices.push({ orderNo: order.orderno, itemNo: order.itemno, equipment: order.equipment });
  }
  return choices;
}

/**
 * One order's inspection of its item through the /getInspectionTallies service: IPC and wall status counts,
 * the item, and per serial its values, the previous inspection's and the change (core's tally rules).
 *
 * @example
 * const inspection = await orderInspection(scoped, choices[0]);
 */
export async function orderInspection(
  scoped: ScopedDb,
  order: HistoryOrderChoice,
): Promise<OrderInspection | null> {
  const tallies = await inspectionTallies(scoped, order.orderNo, order.itemNo, order.equipment);
  if (!tallies) return null;
  const serials = Object.entries(tallies.serials).map(([serial, change]) => ({
    serial,
    ...(change as Omit<SerialChange, 'serial'>),
  }));
  return { order, ipc: tallies.IPC, wall: tallies.Wall, itemInfo: tallies.item_info, serials };
}
