/**
 * The data an element shows, as the host hands it over (properties or JSON attributes) or as the portal's
 * API answers it. The shapes are the API's answers (spec part 1 §3, the data contract): a host that has
 * the data itself, such as FileMaker, writes the same fields. Fields an element does not show may be
 * present and are ignored.
 */

/**
 * Which of core's colour scales colours a joint: by its days since inspection, the rack location view's
 * (`rack-view`: green under 17 days, yellow under 62, red from 62) or the inventory rack dialog's
 * (`rack-dialog`: green under 180 days, yellow under 365, red from 365); or by its class at its latest
 * inspection (`class`: Premium green, Class 2 yellow, Reject red, not classed grey).
 */
export type ColourRule = 'rack-view' | 'rack-dialog' | 'class';

/** A date as the API writes it: `YYYY-MM-DD` or an ISO timestamp. */
export type DateValue = string;

/**
 * One row of the tubular inventory (`/getInventory`'s `data`): an item at an asset and site with its
 * joint counts per location and its certificates.
 *
 * @example
 * const row: InventoryTableRow = { Item_No: '550DP.12', Site: 'Dusavik Base', Rig_Ready: 40, Total_Item: 52 };
 */
export interface InventoryTableRow {
  /** The item number, the row's identity. */
  Item_No: string;
  Asset?: string | null;
  Site?: string | null;
  Equipment?: string | null;
  Description?: string | null;
  Tube_OD?: string | number | null;
  Connection?: string | null;
  TJ_OD?: string | number | null;
  TJ_ID?: string | number | null;
  Weight?: string | number | null;
  Grade?: string | null;
  Range?: string | number | null;
  String_Number?: string | null;
  /** The joint counts per location (`Rig_Ready`, `Inspection`, `Machining` …) and the totals. */
  [countOrField: string]: unknown;
}

/**
 * A rack of the provider's yard (the rack answer's `rackinfo`).
 *
 * @example
 * const rack: RackInfo = { Site: 'Dusavik Base', Rack_ID: 'R12', Maxrowcount: 12, Capacity: 52 };
 */
export interface RackInfo {
  Site?: string | null;
  Rack_ID: string;
  /** Positions per row. */
  Maxrowcount: number;
  /** Positions in all. */
  Capacity?: number | null;
  isOCTG?: boolean | null;
}

/**
 * One of the viewer's joints in a rack (a rack listing row).
 *
 * @example
 * const joint: RackJoint = { Serial_Number: 'DP-0001', Position: 3, Item_No: '550DP.12', Date_Inspected: '2026-11-09' };
 */
export interface RackJoint {
  Serial_Number: string;
  /** Its position in the rack, from 1; a joint without one is in the rack but not drawn. */
  Position?: number | null;
  Rack_Position?: string | null;
  Item_No?: string | null;
  Date_Inspected?: DateValue | null;
  Description?: string | null;
  Order_No?: string | number | null;
  /** Its class at its latest inspection (the rack answer's `Class`); null or absent when not classed. */
  Class?: 'Premium' | 'Class 2' | 'Reject' | null;
}

/**
 * The colour and description of one item number in a rack (an entry of the rack answer's `colormap`).
 *
 * @example
 * const entry: RackItemColour = { color: '#1976d2', iteminfo: '5 1/2" 21.9# S-135 NC50' };
 */
export interface RackItemColour {
  color: string;
  iteminfo?: string | null;
}

/**
 * One rack as `/getPipesAndRacks` lists it: the rack, the viewer's joints in it and the positions
 * other customers' joints hold (numbers, nothing more).
 *
 * @example
 * const entry: RackEntry = { rackinfo: { Rack_ID: 'R12', Maxrowcount: 12, Capacity: 52 }, pipes: [], occupiedPositions: [4] };
 */
export interface RackEntry {
  rackinfo: RackInfo;
  pipes: RackJoint[];
  occupiedPositions?: number[];
  colormap?: Record<string, RackItemColour>;
}

/**
 * A BHA tool in a slot (a BHA inventory row).
 *
 * @example
 * const tool: BhaTool = { Serial_No: 'JAR-77', Description: 'Hydraulic jar 6 1/2"' };
 */
export interface BhaTool {
  Serial_No: string;
  Description?: string | null;
  Equipment_Type?: string | null;
  Connection_Box?: string | null;
  Connection_Pin?: string | null;
  Last_Inspection_Date?: DateValue | null;
}

/**
 * Who calls the portal's API: the token of `POST /api/auth/sign-in` (with or without `Bearer `), the
 * customer name and the e-mail. The sign-in answer `{ token, expiresAt, email, username }` is one as it is.
 *
 * @example
 * element.auth = await (await fetch('/api/auth/sign-in', { method: 'POST', body })).json();
 */
export interface PortalAuth {
  token: string;
  username: string;
  email: string;
}
