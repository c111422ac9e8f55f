import {
  type InspectionDueBounds,
  inMonthSpan,
  type MonthSpan,
  matchesCompletionFilter,
  SHOP_STAGE_COLUMNS,
  type ShopStageColumn,
} from '@rigready/core';
import { sql } from 'kysely';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { whereJoints } from './joint-lists.server.js';

/** Rig-ready joints of one item, with what a customer recognises it by. */
export interface ItemFigure {
  itemNo: string;
  /** Size, grade and connection as the item has them, e.g. `5 1/2 in · S-135 · VX54`. */
  label: string;
  count: number;
}

/** The joint figures of the home page (tubular). */
export interface JointFigures {
  rigReady: { total: number; byItem: ItemFigure[]; byAsset: { asset: string; count: number }[] };
  shop: Record<ShopStageColumn, number>;
  inspection: { due: number; overdue: number };
}

/** One recent delivery ticket: its date, its lines (the rows /delivery?dt= lists) and what it carried. */
export interface DeliveryFigure {
  dtNo: string;
  date: string | null;
  lines: number;
  quantity: number;
}

const SHOP_LOCATIONS: Record<string, ShopStageColumn> = Object.fromEntries(
  SHOP_STAGE_COLUMNS.map((column) => [column, column]),
);

function itemLabel(item: {
  Tube_OD: string | null;
  Grade: string | null;
  Connection: string | null;
}): string {
  return [item.Tube_OD ? `${item.Tube_OD} in` : null, item.Grade, item.Connection]
    .filter((part): part is string => !!part)
    .join(' · ');
}

async function countJoints(
  scoped: ScopedDb,
  status: 'overdue' | 'due',
  bounds: InspectionDueBounds,
): Promise<number> {
  const row = await whereJoints(scoped.selectFrom('serials'), { inspection: { status, bounds } })
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The tubular joint figures of the actor's scope: rig-ready joints by item (largest first) and by asset,
 * joints in each shop stage, and joints in service whose inspection is coming due or overdue by `bounds`.
 * Counted with the same location lists and predicates as the lists they open (`listJoints`).
 *
 * @example
 * const figures = await jointFigures(scoped, inspectionDueBounds(today));
 * figures.shop.Machining; // joints in the machine shop
 */
export async function jointFigures(scoped: ScopedDb, bounds: InspectionDueBounds): Promise<JointFigures> {
  const grouped = await scoped
    .selectFrom('serials')
    .select(['Item_No', 'Asset', 'Current_Location', sql<number>`count(*)`.as('n')])
    .where('Current_Location', 'in', ['Rig Ready', ...SHOP_STAGE_COLUMNS])
    .groupBy(['Item_No', 'Asset', 'Current_Location'])
    .execute();
  const shop = Object.fromEntries(SHOP_STAGE_COLUMNS.map((column) => [column, 0])) as Record<
    ShopStageColumn,
    number
  >;
  const byItem = new Map<string, number>();
  const byAsset = new Map<string, number>();
  let total = 0;
  for (const row of grouped) {
    const n = Number(row.n);
    const stage = SHOP_LOCATIONS[row.Current_Location];
    if (stage) {
      shop[stage] += n;
      continue;
    }
    total += n;
    byItem.set(row.Item_No, (byItem.get(row.Item_No) ?? 0) + n);
    if (row.Asset !== null) byAsset.set(row.Asset, (byAsset.get(row.Asset) ?? 0) + n);
  }
  const items =
    byItem.size === 0
      ? []
      : await scoped
          .selectFrom('items')
          .select(['Item_No', 'Tube_OD', 'Grade', 'Connection'])
          .where('Item_No', 'in', [...byItem.keys()])
          .execute();
  const labels = new Map(items.map((item) => [item.Item_No, itemLabel(item)]));
  const largestFirst = <T extends { count: number }>(a: T & { key: string }, b: T & { key: string }) =>
    b.count - a.count || a.key.localeCompare(b.key);
  return {
    rigReady: {
      total,
      byItem: [...byItem]
        .map(([itemNo, count]) => ({ key: itemNo, itemNo, label: labels.get(itemNo) ?? '', count }))
        .sort(largestFirst)
        .map(({ key: _key, ...figure }) => figure),
      byAsset: [...byAsset]
        .map(([asset, count]) => ({ key: asset, asset, count }))
        .sort(largestFirst)
        .map(({ key: _key, ...figure }) => figure),
    },
    shop,
    inspection: {
      due: await countJoints(scoped, 'due', bounds),
      overdue: await countJoints(scoped, 'overdue', bounds),
    },
  };
}

/**
 * The BHA tools of the actor's scope whose last inspection is coming due or overdue by `bounds`; tools
 * never inspected are in neither.
 *
 * @example
 * await toolInspectionFigures(scoped, inspectionDueBounds(today)); // { due: 2, overdue: 5 }
 */
export async function toolInspectionFigures(
  scoped: ScopedDb,
  bounds: InspectionDueBounds,
): Promise<{ due: number; overdue: number }> {
  const row = await scoped
    .selectFrom('bha_items')
    .select([
      sql<number>`sum(case when ${sql.ref('Last_Inspection_Date')} < ${bounds.overdueBefore} then 1 else 0 end)`.as(
        'overdue',
      ),
      sql<number>`sum(case when ${sql.ref('Last_Inspection_Date')} >= ${bounds.overdueBefore} and ${sql.ref('Last_Inspection_Date')} < ${bounds.dueBefore} then 1 else 0 end)`.as(
        'due',
      ),
    ])
    .executeTakeFirst();
  return { due: Number(row?.due ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/**
 * The tubular order lines (or BHA orders) in progress, by the order confirmation's 'ongoing' filter (with
 * a single asset chosen only an explicit 'No'), and the tubular lines completed in `month` (Completed
 * 'Yes', Job_Completed_Date in the month): the rows /orderconfirm?show=ongoing and ?completed= list.
 *
 * @example
 * await orderFigures(scoped, 'Tubular', monthSpan(now, timeZone), { singleAsset: false });
 */
export async function orderFigures(
  scoped: ScopedDb,
  pipeType: 'Tubular' | 'BHA',
  month: MonthSpan,
  options: { singleAsset: boolean },
): Promise<{ inProgress: number; completedThisMonth: number | null }> {
  const table = pipeType === 'BHA' ? 'bha_orders' : 'orders';
  const flags = await scoped
    .selectFrom(table)
    .select(['Completed', sql<number>`count(*)`.as('n')])
    .groupBy('Completed')
    .execute();
  const inProgress = flags
    .filter((row) => matchesCompletionFilter(row, 'ongoing', options))
    .reduce((sum, row) => sum + Number(row.n), 0);
  if (pipeType === 'BHA') return { inProgress, completedThisMonth: null };
  const completed = await scoped
    .selectFrom('orders')
    .select(['Completed', 'Job_Completed_Date'])
    .where('Job_Completed_Date', '>=', month.first)
    .execute();
  const completedThisMonth = completed.filter(
    (row) => matchesCompletionFilter(row, 'completed', options) && inMonthSpan(row.Job_Completed_Date, month),
  ).length;
  return { inProgress, completedThisMonth };
}

/**
 * The latest delivery tickets of the actor's scope, newest first: tubular tickets with their lines and
 * the quantity shipped, or BHA tickets (one row each) with their tool count.
 *
 * @example
 * await latestDeliveries(scoped, 'Tubular', 5);
 */
export async function latestDeliveries(
  scoped: ScopedDb,
  pipeType: 'Tubular' | 'BHA',
  limit: number,
): Promise<DeliveryFigure[]> {
  if (pipeType === 'BHA') {
    const rows = await scoped
      .selectFrom('bha_deliveries')
      .select(['DT_No', 'Date', 'Total_Equipment'])
      .orderBy('Date', 'desc')
      .orderBy('DT_No', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      dtNo: row.DT_No,
      date: row.Date,
      lines: 1,
      quantity: Number(row.Total_Equipment ?? 0),
    }));
  }
  const rows = await scoped
    .selectFrom('deliveries')
    .select([
      'DT_No',
      sql<string | null>`max(${sql.ref('Date')})`.as('date'),
      sql<number>`count(*)`.as('lines'),
      sql<number>`coalesce(sum(${sql.ref('Quantity')}), 0)`.as('quantity'),
    ])
    .groupBy('DT_No')
    .orderBy('date', 'desc')
    .orderBy('DT_No', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    dtNo: row.DT_No,
    date: row.date === null ? null : String(row.date).slice(0, 10),
    lines: Number(row.lines),
    quantity: Number(row.quantity),
  }));
}
