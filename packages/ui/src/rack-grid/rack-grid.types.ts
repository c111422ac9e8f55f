import type { DateInput, JointClass } from '@rigready/core';

/** The rack a {@link RackGrid} draws (spec part 1 §3 rack info, docs/data-contract.md racks.json). */
export interface RackGridRack {
  Site?: string | null;
  Rack_ID: string;
  /** Positions per row. */
  Maxrowcount: number;
  /** Positions in all. */
  Capacity: number;
  isOCTG?: boolean | null;
}

/**
 * One of the viewer's joints in the rack: the rack listing fields (spec part 1 §3). Joints whose
 * `Position` is null are in the rack but not in a slot and are not drawn.
 */
export interface RackGridJoint {
  Serial_Number: string;
  Position: number | null;
  Rack_Position?: string | null;
  Item_No?: string | null;
  Date_Inspected?: DateInput | null;
  Description?: string | null;
  Order_No?: string | number | null;
  /**
   * The joint's class at its latest inspection (core's `classifyInspection`), for the `'class'` colour
   * scale; null when it has none. Left out, the joint's class is not shown.
   */
  Class?: JointClass | null;
}
