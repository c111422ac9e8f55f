import type { SerialLocation } from '../db/contract-fields.server.js';

/** Per-location count columns of an inventory row, in the legacy names, and the location each counts. */
export const LOCATION_COLUMNS = {
  Rig_Ready: 'Rig Ready',
  ReqVTI: 'Req VTI',
  Inspection: 'Inspection',
  Booked: 'Booked',
  Backlog: 'Backlog',
  Machining: 'Machining',
  Hardbanding: 'Hardbanding',
  Scrap: 'Scrap',
  Limited_Service: 'Limited Service',
  IPC: 'IPC',
  On_Hold: 'On Hold',
  Shipped_Scrap: 'Shipped Scrap',
  Shipped: 'Shipped',
} as const satisfies Record<string, SerialLocation>;

const YARD: SerialLocation[] = [
  'Rig Ready',
  'Req VTI',
  'Inspection',
  'Booked',
  'Backlog',
  'Machining',
  'Hardbanding',
  'IPC',
  'On Hold',
];

/**
 * Every count column of an inventory row with the locations it counts (data-format.md): the per-location
 * columns and the three totals. The inventory query and the drill-down both read this, so a count and its
 * list of serials cannot disagree. Shipped Scrap has left for good and is in no total.
 *
 * @example
 * INVENTORY_COUNT_COLUMNS.Total_Yard_with_Rejects; // [...yard locations, 'Scrap', 'Limited Service']
 */
export const INVENTORY_COUNT_COLUMNS: Record<InventoryCountColumn, readonly SerialLocation[]> = {
  ...(Object.fromEntries(
    Object.entries(LOCATION_COLUMNS).map(([column, location]) => [column, [location]]),
  ) as Record<keyof typeof LOCATION_COLUMNS, SerialLocation[]>),
  Total_Yard: YARD,
  Total_Yard_with_Rejects: [...YARD, 'Scrap', 'Limited Service'],
  Total_Item: [...YARD, 'Scrap', 'Limited Service', 'Shipped'],
};

/** Name of a count column of an inventory row. */
export type InventoryCountColumn =
  | keyof typeof LOCATION_COLUMNS
  | 'Total_Yard'
  | 'Total_Yard_with_Rejects'
  | 'Total_Item';
