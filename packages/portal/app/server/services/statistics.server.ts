import {
  changesFromPrevious,
  daysBetween,
  equipmentCodeFromItemNo,
  ipcDistribution,
  isStatisticsEquipmentType,
  measurement,
  resultCounts,
  summarizeTallies,
  type TallyMeasuredField,
  type TallyRow,
  wallDistribution,
} from '@rigready/core';
import type { OrderLineRow, TallyRow as StoredTally } from '../db/contract-rows.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/** An x/y histogram: each distinct measured value and how many joints had it. */
export interface XySeries {
  x: number[];
  y: number[];
}

/** The item an inspection or statistic is about (item_info / itemData). */
export interface ItemInfoAnswer {
  Item_No: string;
  Tube_OD: string | null;
  Inspection_Date: string | null;
  Grade: string | null;
  Range: string | null;
  Weight: string | null;
  Connection: string | null;
  Equipment: string | null;
  Description: string | null;
}

/** The statistics page's dashboard for each equipment type (Drill Pipe DP ... Tubing TBG). */
export const STATISTICS_EQUIPMENT_CODES = {
  'Drill Pipe': 'DP',
  'Drill Collar': 'DC',
  'Heavy Weight': 'HW',
  OCTG: 'OCTG',
  Tubing: 'TBG',
} as const;

/** An item number the actor has no item (or no in-scope order line) for: HTTP 404. */
export class UnknownItemError extends Error {
  override name = 'UnknownItemError';
  readonly status = 404;
}

/**
 * A histogram of one measured field: the distinct values in ascending order and their counts.
 *
 * @example
 * histogram([{ Wall: 90 }, { Wall: 90 }, { Wall: 85.5 }], 'Wall'); // { x: [85.5, 90], y: [1, 2] }
 */
export function histogram(rows: readonly Partial<TallyRow>[], field: TallyMeasuredField): XySeries {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const value = measurement(row[field]);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const x = [...counts.keys()].sort((a, b) => a - b);
  return { x, y: x.map((value) => counts.get(value) ?? 0) };
}

async function itemLines(scoped: ScopedDb, itemNo: string): Promise<OrderLineRow[]> {
  return (await scoped
    .selectFrom('orders')
    .selectAll()
    .where('Item_No', '=', itemNo)
    .orderBy('Order_No')
    .execute()) as OrderLineRow[];
}

/**
 * The tallies of an item on the given orders, reached only through the actor's order lines of that item
 * (tallies carry no asset, so an order line in scope is what makes a joint's results visible).
 */
async function itemTallies(
  scoped: ScopedDb,
  lines: readonly OrderLineRow[],
  itemNo: string,
  orders: readonly string[] | null,
): Promise<StoredTally[]> {
  const results: StoredTally[] = [];
  const byCustomer = new Map<string, Set<string>>();
  for (const line of lines) {
    if (orders && !orders.includes(line.Order_No)) continue;
    const set = byCustomer.get(line.Customer) ?? new Set<string>();
    set.add(line.Order_No);
    byCustomer.set(line.Customer, set);
  }
  for (const [customer, orderNos] of byCustomer) {
    const rows = (await scoped
      .selectFrom('tallies')
      .selectAll()
      .where('Customer', '=', customer)
      .where('Item_No', '=', itemNo)
      .where('Order_No', 'in', [...orderNos])
      .orderBy('Order_No')
      .orderBy('Serial_Number')
      .execute()) as StoredTally[];
    results.push(...rows);
  }
  return results;
}

async function itemInfo(
  scoped: ScopedDb,
  itemNo: string,
  customer: string,
  inspected: string | null,
): Promise<ItemInfoAnswer> {
  const item = await scoped
    .selectFrom('items')
    .selectAll()
    .where('Customer', '=', customer)
    .where('Item_No', '=', itemNo)
    .executeTakeFirst();
  return {
    Item_No: itemNo,
    Tube_OD: item?.Tube_OD ?? null,
    Inspection_Date: inspected,
    Grade: item?.Grade ?? null,
    Range: item?.Range ?? null,
    Weight: item?.Weight ?? null,
    Connection: item?.Connection ?? null,
    Equipment: item?.Equipment ?? null,
    Description: item?.Description ?? null,
  };
}

function latestDate(rows: readonly StoredTally[]): string | null {
  let latest: string | null = null;
  for (const row of rows) {
    const date = row.Inspection_Date;
    if (date && (latest === null || daysBetween(latest, date) > 0)) latest = date;
  }
  return latest;
}

function coreRows(rows: readonly StoredTally[]): TallyRow[] {
  return rows.map(({ Customer: _customer, ...row }) => row);
}

/** The answer of /getInspectionTallies. */
export interface InspectionTallies {
  IPC: { labels: string[]; data: number[] };
  Wall: { labels: string[]; data: number[] };
  serials: Record<string, { current: unknown; previous: unknown; diff: unknown }>;
  item_info: ItemInfoAnswer;
}

/**
 * One order's inspection of an item (/getInspectionTallies): the IPC and wall class counts of its joints
 * and, per serial, its values now, at the previous inspection (on an earlier order of the same item the
 * actor can see) and the differences, all computed by core's tally rules. Null when the actor has no line
 * of that order and item (of that equipment).
 *
 * @example
 * const tallies = await inspectionTallies(scoped, '40211', '550DP.12', 'Drill Pipe');
 */
export async function inspectionTallies(
  scoped: ScopedDb,
  orderNo: string,
  itemNo: string,
  equipment: string,
): Promise<InspectionTallies | null> {
  const lines = (await itemLines(scoped, itemNo)).filter((line) => line.Equipment === equipment);
  const line = lines.find((candidate) => candidate.Order_No === orderNo);
  if (!line) return null;
  const sameCustomer = lines.filter((candidate) => candidate.Customer === line.Customer);
  const all = await itemTallies(scoped, sameCustomer, itemNo, null);
  const current = all.filter((row) => row.Order_No === orderNo);
  const serials: InspectionTallies['serials'] = {};
  for (const change of changesFromPrevious(coreRows(all), orderNo)) {
    serials[change.serial] = { current: change.current, previous: change.previous, diff: change.diff };
  }
  return {
    IPC: ipcDistribution(current),
    Wall: wallDistribution(current),
    serials,
    item_info: await itemInfo(scoped, itemNo, line.Customer, latestDate(current)),
  };
}

/**
 * Per item number of the actor's statistics equipment (Drill Pipe, Drill Collar, Tubing, OCTG, Heavy
 * Weight) whose number has the item pattern (digits, capital letters, a dot, digits): the equipment and
 * its orders (order number and the order's return date).
 *
 * @example
 * const map = await itemsAndOrders(scoped);
 * map['550DP.12']?.Orders; // [{ ono: '40211', date: '2025-06-01' }]
 */
export async function itemsAndOrders(
  scoped: ScopedDb,
): Promise<Record<string, { Equipment: string; Orders: { ono: string; date: string | null }[] }>> {
  const lines = (await scoped
    .selectFrom('orders')
    .select(['Item_No', 'Equipment', 'Order_No', 'Return_Date'])
    .orderBy('Item_No')
    .orderBy('Order_No', 'desc')
    .execute()) as Pick<OrderLineRow, 'Item_No' | 'Equipment' | 'Order_No' | 'Return_Date'>[];
  const map: Record<string, { Equipment: string; Orders: { ono: string; date: string | null }[] }> = {};
  for (const line of lines) {
    if (!isStatisticsEquipmentType(line.Equipment) || !equipmentCodeFromItemNo(line.Item_No)) continue;
    const entry = map[line.Item_No] ?? { Equipment: line.Equipment as string, Orders: [] };
    if (!entry.Orders.some((order) => order.ono === line.Order_No)) {
      entry.Orders.push({ ono: line.Order_No, date: line.Return_Date });
    }
    map[line.Item_No] = entry;
  }
  return map;
}

async function selectedTallies(
  scoped: ScopedDb,
  itemNo: string,
  orders: readonly string[],
): Promise<{ lines: OrderLineRow[]; rows: StoredTally[] }> {
  const lines = await itemLines(scoped, itemNo);
  if (lines.length === 0) throw new UnknownItemError(`No orders of item ${itemNo} are available to you`);
  return { lines, rows: await itemTallies(scoped, lines, itemNo, orders) };
}

/**
 * The item statistics of /statistics/item (admin): core's tally summary of the item's joints on the given
 * orders, in the field names the item statistics screen reads.
 *
 * @example
 * const stats = await itemStatistics(scoped, '550DP.12', ['40211']);
 * stats.quantity_inspected; // 2
 */
export async function itemStatistics(scoped: ScopedDb, itemNo: string, orders: readonly string[]) {
  const { lines, rows } = await selectedTallies(scoped, itemNo, orders);
  const tallies = coreRows(rows);
  const summary = summarizeTallies(tallies);
  const customer = (lines[0] as OrderLineRow).Customer;
  const ordersRows = summary.listOfOrderData.map((order) => {
    const of = tallies.filter((row) => String(row.Order_No) === order.Order_No);
    const count = (field: 'Machining_Pin' | 'Machining_Box', value: string) =>
      of.filter((row) => row[field]?.trim().toUpperCase() === value).length;
    return {
      Order_No: order.Order_No,
      Inspection_Date: order.Inspection_Date,
      Machining_Pin_Sum_Recut: count('Machining_Pin', 'SUM'),
      Machining_Box_Sum_Recut: count('Machining_Box', 'SUM'),
      Machining_Pin_SRF: count('Machining_Pin', 'SRF'),
      Machining_Box_SRF: count('Machining_Box', 'SRF'),
    };
  });
  return {
    IPC: summary.IPC,
    Machining_Data: summary.Machining_Data,
    Hardbanding: summary.Hardbanding,
    // Pipe_Status is a result column like TU_Tube: core counts results per field, so it is counted as one.
    Pipe_Status: resultCounts(
      tallies.map((row) => ({ TU_Tube: row.Pipe_Status ?? null })),
      'TU_Tube',
    ),
    TJ_Tooljoint: summary.TJ_Tooljoint,
    TU_Tube: summary.TU_Tube,
    ItemData: [await itemInfo(scoped, itemNo, customer, latestDate(rows))],
    Tongspace: { Pin: histogram(tallies, 'TS_Pin'), Box: histogram(tallies, 'TS_Box') },
    OD: { Box: histogram(tallies, 'OD_Box') },
    Wall: histogram(tallies, 'Wall'),
    Orders: ordersRows,
    minimum_values: summary.minimum_values,
    quantity_inspected: summary.quantity_inspected,
  };
}

/**
 * The statistics page's GO (POST /statistics/equipment): the orders of `itemNumber` among `orders` whose
 * return date lies in [from, to] (both included; no bound when absent), summarised by core's tally rules
 * for the equipment dashboard of the item's equipment. `hb_rates` and `machining_rates` are core's rates
 * as computed (hardbanding with its Rejected share `rej`, machining with `reject`), one entry per
 * connection; the charts' Total bar is computed from `Machining_Data` / `Hardbanding` by whoever draws
 * them. An empty `listOfOrderData` is the page's 'No orders found for selected item'.
 *
 * @example
 * const { equipment, statistics } = await equipmentStatistics(scoped, { itemNumber: '550DP.12', orders: ['40211'] });
 */
export async function equipmentStatistics(
  scoped: ScopedDb,
  request: {
    itemNumber: string;
    orders: readonly string[];
    from?: string | undefined;
    to?: string | undefined;
  },
) {
  const lines = await itemLines(scoped, request.itemNumber);
  const equipmentName = lines.find((line) => line.Equipment && line.Equipment in STATISTICS_EQUIPMENT_CODES)
    ?.Equipment as keyof typeof STATISTICS_EQUIPMENT_CODES | undefined;
  if (!equipmentName) {
    throw new UnknownItemError(
      `Item ${request.itemNumber} has no orders of a statistics equipment type for you`,
    );
  }
  const { from, to } = request;
  const inRange = lines.filter((line) => {
    if (!request.orders.includes(line.Order_No)) return false;
    if (!line.Return_Date) return from === undefined && to === undefined;
    const returned = line.Return_Date;
    return (!from || daysBetween(from, returned) >= 0) && (!to || daysBetween(returned, to) >= 0);
  });
  const rows = await itemTallies(scoped, inRange, request.itemNumber, null);
  const tallies = coreRows(rows);
  const summary = summarizeTallies(tallies);
  const customer = (lines[0] as OrderLineRow).Customer;
  return {
    equipment: STATISTICS_EQUIPMENT_CODES[equipmentName],
    statistics: {
      itemData: [await itemInfo(scoped, request.itemNumber, customer, latestDate(rows))],
      IPC: summary.IPC,
      TU_Tube: summary.TU_Tube,
      TJ_Tooljoint: summary.TJ_Tooljoint,
      tongspace: { Pin: histogram(tallies, 'TS_Pin'), Box: histogram(tallies, 'TS_Box') },
      od: { Box: histogram(tallies, 'OD_Box') },
      wall: histogram(tallies, 'Wall'),
      minimum_values: summary.minimum_values,
      quantity_inspected: summary.quantity_inspected,
      Hardbanding: summary.hb_rates ? summary.Hardbanding : null,
      Machining_Data: summary.Machining_Data,
      hb_rates: summary.hb_rates ? [summary.hb_rates] : [],
      machining_rates: summary.machining_rates,
      listOfOrderData: summary.listOfOrderData,
    },
  };
}
