import type { RackInfo } from '@rigready/core';
import { type RackEntry, type RackGridJoint, rackKey } from '@rigready/ui';

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

/** A rack of the rack location view as its tab shows it: the rack, and how many of the viewer's joints. */
export interface RackTabListing {
  rackinfo: RackInfo;
  jointCount: number;
}

/**
 * The rack location view's racks: the open rack with its joints, every other one by its joint count
 * alone, its joints fetched when its tab opens. A closed rack's grid is never drawn, so its capacity is
 * only its stored one, or one row.
 *
 * @example
 * rackTabEntries(loaderData.tabs, toRackEntries([loaderData.open])[0]);
 */
export function rackTabEntries(tabs: readonly RackTabListing[], open: RackEntry | undefined): RackEntry[] {
  const openKey = open ? rackKey(open.rackinfo) : null;
  return tabs.map(({ rackinfo, jointCount }) =>
    open && rackKey(rackinfo) === openKey
      ? open
      : {
          rackinfo: { ...rackinfo, Capacity: rackinfo.Capacity ?? rackinfo.Maxrowcount },
          pipes: [],
          jointCount,
        },
  );
}
