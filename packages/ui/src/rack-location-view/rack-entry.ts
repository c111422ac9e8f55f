import { compareRacks, type RackColor } from '@rigready/core';
import type { RackGridJoint, RackGridRack } from '../rack-grid/rack-grid.types.js';

/**
 * One rack as the rack listing answers it (`/getPipesAndRacks`, `/getAllRacks`): the rack, the viewer's
 * joints in it, the positions other customers hold, and optionally its item colour map.
 */
export interface RackEntry<J extends RackGridJoint = RackGridJoint> {
  rackinfo: RackGridRack;
  pipes: readonly J[];
  /**
   * How many of the viewer's joints the rack holds, when `pipes` does not carry them all: a rack whose
   * joints are fetched only once its tab opens. `pipes.length` by default.
   */
  jointCount?: number;
  occupiedPositions?: readonly number[];
  colormap?: Readonly<Record<string, RackColor>>;
}

/**
 * A rack's key, unique across sites (two sites may both have a rack R1).
 *
 * @example
 * rackKey({ Site: 'Dusavik Base', Rack_ID: 'R12', Maxrowcount: 10, Capacity: 40 }); // 'Dusavik Base/R12'
 */
export function rackKey(rack: Pick<RackGridRack, 'Site' | 'Rack_ID'>): string {
  return `${rack.Site ?? ''}/${rack.Rack_ID}`;
}

/**
 * Racks in natural order, site first and then rack id (core's `compareRacks`): numbers inside a name by
 * value and case ignored, so A2 comes before A10 and b1 after A10.
 *
 * @example
 * naturalRackOrder(racks).map((r) => r.rackinfo.Rack_ID); // ['A1', 'A2', 'A10', 'b1']
 */
export function naturalRackOrder<J extends RackGridJoint>(racks: readonly RackEntry<J>[]): RackEntry<J>[] {
  return [...racks].sort((a, b) => compareRacks(a.rackinfo, b.rackinfo));
}
