import type { Identity } from '../access/identity.server.js';

/** What changes the tubular inventory screen per customer and user (customer features, user flags). */
export interface InventoryScreenOptions {
  rangeColumn: boolean;
  stringNumberLabel: string | null;
  inspectionDateColouring: boolean;
  highlightRange3: boolean;
  defaultSite: string | null;
}

/**
 * The inventory screen's options for the signed-in user and the customer the session acts for: read by
 * the screen's loader and by the inventory report, which prints the screen's columns.
 *
 * @example
 * inventoryScreenOptions(identity).stringNumberLabel; // 'Asset Number' for the customer with that feature
 */
export function inventoryScreenOptions(
  identity: Pick<Identity, 'customer' | 'user'>,
): InventoryScreenOptions {
  const features = identity.customer?.features ?? {};
  return {
    rangeColumn: features.rangeColumn === true,
    stringNumberLabel: features.stringNumberLabel ?? null,
    inspectionDateColouring: features.inspectionDateColouring === true,
    highlightRange3: identity.user.flags?.highlightRange3 === true,
    defaultSite: features.defaultSite ?? null,
  };
}
