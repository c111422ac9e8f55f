/**
 * The /api calls of the main screens that take no parameter but the legacy, ignored username: with /home,
 * the mixed load of the load and scale benchmarks.
 *
 * @example
 * MAIN_SCREEN_CALLS.map((call) => `/api/${call}`);
 */
export const MAIN_SCREEN_CALLS = [
  'getAllRacks',
  'getInventory',
  'getInventoryBHA',
  'getPipesAndRacks',
  'getDashboard',
  'getAllOrders',
  'getOrderconfirm',
  'getDelivery',
  'getReceived',
  'getPreinv',
  'getCertificates',
  'getQHSE',
  'getChiksan',
  'getTCP',
  'inspectionBHA',
] as const;
