import type { InventoryLocationColumn, SerialLocation } from './inventory-locations.js';

/**
 * The shop's stages a returned joint goes through, as the inventory columns that count them, in order.
 *
 * @example
 * SHOP_STAGE_COLUMNS; // ['Backlog', 'Inspection', 'Machining', 'Hardbanding']
 */
export const SHOP_STAGE_COLUMNS = Object.freeze([
  'Backlog',
  'Inspection',
  'Machining',
  'Hardbanding',
] as const satisfies readonly InventoryLocationColumn[]);

/** One of {@link SHOP_STAGE_COLUMNS}. */
export type ShopStageColumn = (typeof SHOP_STAGE_COLUMNS)[number];

/**
 * The locations of joints in service, whose inspection can come due: ready at the yard (Rig Ready) or
 * sent out to the rig (Shipped). Joints in the shop are being inspected and rejects are out of service.
 *
 * @example
 * IN_SERVICE_LOCATIONS.includes('Shipped'); // true
 */
export const IN_SERVICE_LOCATIONS = Object.freeze([
  'Rig Ready',
  'Shipped',
] as const satisfies readonly SerialLocation[]);
