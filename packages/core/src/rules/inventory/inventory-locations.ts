// The contract's one list of locations: each Current_Location value and the column that counts it, in
// display order. Every other list of locations and columns below is read from it.
const COLUMN_OF_LOCATION = {
  'Rig Ready': 'Rig_Ready',
  'Req VTI': 'ReqVTI',
  Inspection: 'Inspection',
  Booked: 'Booked',
  Backlog: 'Backlog',
  Machining: 'Machining',
  Hardbanding: 'Hardbanding',
  Scrap: 'Scrap',
  'Limited Service': 'Limited_Service',
  IPC: 'IPC',
  'On Hold': 'On_Hold',
  'Shipped Scrap': 'Shipped_Scrap',
  Shipped: 'Shipped',
} as const;

/**
 * A serial's `Current_Location`, as the data contract spells it (docs/data-contract.md serials.json).
 *
 * @example
 * const location: SerialLocation = 'Limited Service';
 */
export type SerialLocation = keyof typeof COLUMN_OF_LOCATION;

/**
 * One of {@link INVENTORY_LOCATION_COLUMNS}.
 *
 * @example
 * const column: InventoryLocationColumn = 'Limited_Service';
 */
export type InventoryLocationColumn = (typeof COLUMN_OF_LOCATION)[SerialLocation];

/**
 * The thirteen places a joint can be (`Current_Location`), in the order of their inventory columns.
 *
 * @example
 * SERIAL_LOCATIONS[1]; // 'Req VTI'
 */
export const SERIAL_LOCATIONS: readonly SerialLocation[] = Object.freeze(
  Object.keys(COLUMN_OF_LOCATION) as SerialLocation[],
);

/**
 * The per-location count columns of an inventory row, in display order (docs/data-contract.md serials.json).
 *
 * @example
 * INVENTORY_LOCATION_COLUMNS[0]; // 'Rig_Ready'
 */
export const INVENTORY_LOCATION_COLUMNS: readonly InventoryLocationColumn[] = Object.freeze(
  Object.values(COLUMN_OF_LOCATION),
);

/**
 * The derived total columns of an inventory row.
 *
 * @example
 * const total: InventoryTotalColumn = 'Total_Yard';
 */
export type InventoryTotalColumn = 'Total_Yard' | 'Total_Yard_with_Rejects' | 'Total_Item';

/**
 * A serial's `Current_Location` value mapped to the inventory column that counts it.
 *
 * @example
 * CURRENT_LOCATION_COLUMNS['Req VTI']; // 'ReqVTI'
 */
export const CURRENT_LOCATION_COLUMNS: Readonly<Record<string, InventoryLocationColumn>> =
  Object.freeze(COLUMN_OF_LOCATION);

/**
 * What each total adds up (docs/data-contract.md): Total_Yard ("Total Onshore") is every location in the yard;
 * Total_Yard_with_Rejects adds Scrap and Limited_Service; Total_Item adds Shipped. Shipped_Scrap has left
 * for good and is in no total. Listed as plain columns so the portal's SQL and the UI derive the same sums.
 *
 * @example
 * INVENTORY_TOTALS.Total_Item.includes('Shipped'); // true
 * INVENTORY_TOTALS.Total_Item.includes('Shipped_Scrap'); // false
 */
export const INVENTORY_TOTALS: Readonly<Record<InventoryTotalColumn, readonly InventoryLocationColumn[]>> =
  (() => {
    const yard = Object.freeze([
      'Rig_Ready',
      'ReqVTI',
      'Inspection',
      'Booked',
      'Backlog',
      'Machining',
      'Hardbanding',
      'IPC',
      'On_Hold',
    ] as const);
    const withRejects = Object.freeze([...yard, 'Scrap', 'Limited_Service'] as const);
    return Object.freeze({
      Total_Yard: yard,
      Total_Yard_with_Rejects: withRejects,
      Total_Item: Object.freeze([...withRejects, 'Shipped'] as const),
    });
  })();

/**
 * The three totals of an inventory row from its location counts (a missing count is 0).
 *
 * @throws RangeError when a count is negative or not an integer.
 * @example
 * inventoryTotals({ Rig_Ready: 4, Scrap: 1, Shipped: 2, Shipped_Scrap: 5 });
 * // { Total_Yard: 4, Total_Yard_with_Rejects: 5, Total_Item: 7 }
 */
export function inventoryTotals(
  counts: Partial<Record<InventoryLocationColumn, number>>,
): Record<InventoryTotalColumn, number> {
  for (const [column, count] of Object.entries(counts)) {
    if (!Number.isInteger(count) || (count as number) < 0) {
      throw new RangeError(`Inventory count ${column} must be a non-negative integer, got ${count}`);
    }
  }
  const sum = (columns: readonly InventoryLocationColumn[]) =>
    columns.reduce((t, c) => t + (counts[c] ?? 0), 0);
  return {
    Total_Yard: sum(INVENTORY_TOTALS.Total_Yard),
    Total_Yard_with_Rejects: sum(INVENTORY_TOTALS.Total_Yard_with_Rejects),
    Total_Item: sum(INVENTORY_TOTALS.Total_Item),
  };
}

/**
 * Any count column of an inventory row: a location or a total.
 *
 * @example
 * const column: InventoryCountColumn = 'Total_Item';
 */
export type InventoryCountColumn = InventoryLocationColumn | InventoryTotalColumn;

const LOCATION_OF_COLUMN = Object.fromEntries(
  Object.entries(COLUMN_OF_LOCATION).map(([location, column]) => [column, location]),
) as Record<InventoryLocationColumn, SerialLocation>;

/**
 * Every count column of an inventory row, in display order (the thirteen locations, then Total_Yard,
 * Total_Yard_with_Rejects and Total_Item), with the `Current_Location` values it counts. The portal's
 * inventory query, its drill-down lists and the table's columns all read this, so a count and its list of
 * serials cannot disagree.
 *
 * @example
 * INVENTORY_COUNT_COLUMNS.Limited_Service; // ['Limited Service']
 * INVENTORY_COUNT_COLUMNS.Total_Item.includes('Shipped Scrap'); // false
 */
export const INVENTORY_COUNT_COLUMNS: Readonly<Record<InventoryCountColumn, readonly SerialLocation[]>> =
  Object.freeze({
    ...(Object.fromEntries(
      Object.entries(COLUMN_OF_LOCATION).map(([location, column]) => [column, Object.freeze([location])]),
    ) as Record<InventoryLocationColumn, readonly SerialLocation[]>),
    ...(Object.fromEntries(
      Object.entries(INVENTORY_TOTALS).map(([total, columns]) => [
        total,
        Object.freeze(columns.map((column) => LOCATION_OF_COLUMN[column])),
      ]),
    ) as Record<InventoryTotalColumn, readonly SerialLocation[]>),
  });

/**
 * Whether `name` is a count column of an inventory row (`Rig_Ready` … `Total_Item`).
 *
 * @example
 * isInventoryCountColumn('Limited_Service'); // true
 * isInventoryCountColumn('Item_No'); // false
 */
export function isInventoryCountColumn(name: string): name is InventoryCountColumn {
  return Object.hasOwn(INVENTORY_COUNT_COLUMNS, name);
}
