import { INVENTORY_COUNT_COLUMNS, type InventoryCountColumn } from '@rigready/core';
import { sql } from 'kysely';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/** One inventory row (legacy names): an item at one asset and site, counted by location. */
export type InventoryRow = {
  Customer: string;
  Item_No: string;
  Asset: string | null;
  Site: string | null;
  /** The string number when every joint of the row shares one, else null. */
  String_Number: string | null;
  Equipment: string | null;
  Description: string | null;
  Tube_OD: string | null;
  Connection: string | null;
  TJ_OD: string | null;
  TJ_ID: string | null;
  Weight: string | null;
  Grade: string | null;
  Range: string | null;
  Wall_Thickness: string | null;
  elevator_shank_od: string | null;
  upset_type: string | null;
  KSI: string | null;
  Part_No: string | null;
  /** 'No Certificate' when the item has none (the button is then disabled), else 'Certificate'. */
  action: 'Certificate' | 'No Certificate';
  /** Certificate documents PDF, PDF2..PDF5 and their dates Date1..Date5 (null where absent). */
  certificates: { PDF: string | null; Date: string | null }[];
} & Record<InventoryCountColumn, number>;

const ITEM_COLUMNS = [
  'Equipment',
  'Description',
  'Tube_OD',
  'Connection',
  'TJ_OD',
  'TJ_ID',
  'Weight',
  'Grade',
  'Range',
  'Wall_Thickness',
  'elevator_shank_od',
  'upset_type',
  'KSI',
  'Part_No',
] as const;

function locationIn(locations: readonly string[]) {
  return sql`${sql.ref('c.Current_Location')} in (${sql.join(locations.map((location) => sql`${location}`))})`;
}

/**
 * The tubular inventory of the actor's scope (its chosen asset, or every allowed asset in fleet mode),
 * one row per customer, item, asset and site, computed from the serials in SQL.
 *
 * @example
 * const rows = await fleetInventory(createScopedDb(handle, actor));
 * rows[0].Total_Yard; // joints onshore
 */
export async function fleetInventory(scoped: ScopedDb): Promise<InventoryRow[]> {
  // Count per location first: that grouping follows the covering index, so no serial row is read.
  const perLocation = scoped
    .selectFrom('serials')
    .select([
      'Customer',
      'Asset',
      'Item_No',
      'Site',
      'Current_Location',
      sql<number>`count(*)`.as('n'),
      sql<string | null>`min(${sql.ref('String_Number')})`.as('string_min'),
      sql<string | null>`max(${sql.ref('String_Number')})`.as('string_max'),
    ])
    .groupBy(['Customer', 'Asset', 'Item_No', 'Site', 'Current_Location'])
    .as('c');
  const counted = scoped.provider
    .selectFrom(perLocation)
    .select([
      'c.Customer',
      'c.Item_No',
      'c.Asset',
      'c.Site',
      sql<string | null>`case when min(c.string_min) = max(c.string_max) then min(c.string_min) end`.as(
        'String_Number',
      ),
      ...Object.entries(INVENTORY_COUNT_COLUMNS).map(([column, locations]) =>
        sql<number>`cast(sum(case when ${locationIn(locations)} then c.n else 0 end) as integer)`.as(column),
      ),
    ])
    .groupBy(['c.Customer', 'c.Item_No', 'c.Asset', 'c.Site'])
    .as('inv');
  const items = scoped
    .selectFrom('items')
    .select(['Customer', 'Item_No', 'certificates', ...ITEM_COLUMNS])
    .as('i');
  const rows = await scoped.provider
    .selectFrom(counted)
    .innerJoin(items, (join) =>
      join.onRef('i.Customer', '=', 'inv.Customer').onRef('i.Item_No', '=', 'inv.Item_No'),
    )
    .selectAll('inv')
    .select(['i.certificates', ...ITEM_COLUMNS.map((column) => `i.${column}` as const)])
    .orderBy('inv.Customer')
    .orderBy('inv.Item_No')
    .orderBy('inv.Asset')
    .orderBy('inv.Site')
    .execute();
  return rows.map((row) => {
    const { certificates: stored, ...rest } = row as typeof row & { certificates: string | null };
    const certificates = stored ? (JSON.parse(stored) as { file: string; date?: string | null }[]) : [];
    const counts = Object.fromEntries(
      Object.keys(INVENTORY_COUNT_COLUMNS).map((column) => [
        column,
        Number(rest[column as keyof typeof rest]),
      ]),
    ) as Record<InventoryCountColumn, number>;
    return {
      ...(rest as unknown as Omit<InventoryRow, 'action' | 'certificates' | InventoryCountColumn>),
      ...counts,
      action: certificates.length > 0 ? 'Certificate' : 'No Certificate',
      certificates: certificates.map((certificate) => ({
        PDF: certificate.file,
        Date: certificate.date ?? null,
      })),
    };
  });
}
