/**
 * Column labels of the inventory location and total columns (spec part 1 §9), including the rack name
 * `ScrapOCTG`. Keys not listed here are shown by {@link locationLabel} with underscores as spaces.
 *
 * @example
 * LOCATION_LABELS.Total_Yard; // 'Total Onshore'
 */
export const LOCATION_LABELS: Readonly<Record<string, string>> = Object.freeze({
  Rig_Ready: 'Rig Ready',
  ReqVTI: 'Req VTI',
  ScrapOCTG: 'Scrap',
  Limited_Service: 'Limited Service',
  On_Hold: 'On Hold',
  Shipped_Scrap: 'Shipped Scrap',
  Total_Yard_with_Rejects: 'Total Yard incl. Rejects',
  Total_Yard: 'Total Onshore',
  Total_Item: 'Total Items',
});

/**
 * The label of a location column: the spec's label, or the key with underscores as spaces.
 *
 * @example
 * locationLabel('ReqVTI'); // 'Req VTI'
 * locationLabel('Machining'); // 'Machining'
 */
export function locationLabel(key: string): string {
  return Object.hasOwn(LOCATION_LABELS, key) ? (LOCATION_LABELS[key] as string) : key.replaceAll('_', ' ');
}

/**
 * Header tooltip of each location column. The first four are the spec's wording (part 1 §9); the spec
 * leaves the others out, so their wording is ours (listed in docs/rules.md).
 *
 * @example
 * LOCATION_TOOLTIPS.Backlog; // 'Returned from offshore, awaiting inspection'
 */
export const LOCATION_TOOLTIPS: Readonly<Record<string, string>> = Object.freeze({
  Rig_Ready: 'Ready for operation',
  ReqVTI: 'Needs a visual tubular inspection (VTI)',
  Backlog: 'Returned from offshore, awaiting inspection',
  Limited_Service: 'Does not meet the specification or the operator requirements',
  Inspection: 'Being inspected',
  Booked: 'Booked for an order or a delivery',
  Machining: 'At machining (recut or repair of connections)',
  Hardbanding: 'At hardbanding',
  Scrap: 'Rejected and scrapped, still in the yard',
  IPC: 'At internal plastic coating (IPC)',
  On_Hold: 'On hold, awaiting a decision by the customer',
  Shipped_Scrap: 'Scrapped and shipped out, no longer counted',
  Shipped: 'Shipped to the rig or field',
  Total_Yard: 'Everything onshore that is not rejected: Rig Ready to On Hold',
  Total_Yard_with_Rejects: 'Total Onshore plus Scrap and Limited Service',
  Total_Item: 'Total Yard incl. Rejects plus Shipped',
});

/**
 * The header tooltip of a location column, or `null` for a column without one.
 *
 * @example
 * locationTooltip('Rig_Ready'); // 'Ready for operation'
 * locationTooltip('Item_No'); // null
 */
export function locationTooltip(key: string): string | null {
  return Object.hasOwn(LOCATION_TOOLTIPS, key) ? (LOCATION_TOOLTIPS[key] as string) : null;
}
