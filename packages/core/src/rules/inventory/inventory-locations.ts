/**
 * The per-location count columns of an inventory row, in display order (data-format.md serials.json).
 *
 * @example
 * INVENTORY_LOCATION_COLUMNS[0]; // 'Rig_Ready'
 */
export const INVENTORY_LOCATION_COLUMNS = Object.freeze([
  'Rig_Ready',
  'ReqVTI',
  'Inspection',
  'Booked',
  'Backlog',
  'Machining',
  'Hardbanding',
  'Scrap',
  'Limited_Service',
  'IPC',
  'On_Hold',
  'Shipped_Scrap',
  'Shipped',
] as const);

/**
 * One of {@link INVENTORY_LOCATION_COLUMNS}.
 *
 * @example
 * const column: InventoryLocationColumn = 'Limited_Service';
 */
export type InventoryLocationColumn = (typeof INVENTORY_LOCATION_COLUMNS)[number];

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
export const CURRENT_LOCATION_COLUMNS: Readonly<Record<string, InventoryLocationColumn>> = Object.freeze({
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
});

/**
 * What each total adds up (data-format.md): Total_Yard ("Total Onshore") is every location in the yard;
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
