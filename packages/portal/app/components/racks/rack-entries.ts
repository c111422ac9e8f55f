import type { RackInfo } from '@rigready/core';
import type { RackEntry, RackGridJoint } from '@rigready/ui';

/** A rack as the rack services answer it (/getRacksWithPipes). */
export interface RackListing {
  rackinfo: RackInfo;
  pipes: (RackGridJoint & { Position: number })[];
  occupiedPositions: number[];
}

/**
 * A listed rack as the ui's rack views draw it: a rack without a stored capacity is as large as its last
 * taken position, and never smaller than one row.
 *
 * @example
 * toRackEntries(loaderData.racks); // [{ rackinfo: { Rack_ID: 'R1', Capacity: 40, ... }, pipes: [...] }]
 */
export function toRackEntries(racks: readonly RackListing[]): RackEntry[] {
  return racks.map(({ rackinfo, pipes, occupiedPositions }) => ({
    rackinfo: {
      ...rackinfo,
      Capacity:
        rackinfo.Capacity ??
        Math.max(rackinfo.Maxrowcount, ...pipes.map((pipe) => pipe.Position), ...occupiedPositions),
    },
    pipes,
    occupiedPositions,
  }));
}
