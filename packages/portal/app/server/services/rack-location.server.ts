import { compareRacks } from '@rigready/core';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import {
  ownSerials,
  type RackInfo,
  type RackWithListing,
  rackFinder,
  rackListing,
  toRackInfo,
} from './rack-pipes.server.js';
import { listRacks } from './racks.server.js';

/** A tab of the rack location view: a rack holding the actor's positioned joints, and how many. */
export interface RackTab {
  rackinfo: RackInfo;
  jointCount: number;
}

/** The rack location view: every rack's tab, and the open rack with its joints. */
export interface RackLocation {
  tabs: RackTab[];
  /** The rack asked for when it holds the actor's joints, else the first tab's; null when there is none. */
  open: RackWithListing | null;
}

/** The rack the view opens (the inventory's rack dialog links to `?rack=D1&site=…`). */
export interface AskedRack {
  rack: string | null;
  site: string | null;
}

/**
 * The racks holding the actor's positioned joints, counted in SQL, in natural order (site, then rack id:
 * A2 before A10), and the joints of one of them: the page carries one rack's joints, not the yard's, and
 * opening another tab asks for that rack.
 *
 * @example
 * const { tabs, open } = await rackLocation(scoped, { rack: 'D1', site: 'Dusavik Yard' });
 */
export async function rackLocation(scoped: ScopedDb, asked: AskedRack): Promise<RackLocation> {
  const counted = await scoped
    .selectFrom('serials')
    .select(['Site', 'Rack_Position', (eb) => eb.fn.countAll<number | string>().as('joints')])
    .where('Rack_Position', 'is not', null)
    .where('Site', 'is not', null)
    .where('Position', '>=', 1)
    .groupBy(['Site', 'Rack_Position'])
    .execute();
  const rackAt = rackFinder(await listRacks(scoped));
  const tabs = counted
    .map((row) => ({
      rackinfo: toRackInfo(rackAt(row.Site ?? '', row.Rack_Position ?? '')),
      jointCount: Number(row.joints),
    }))
    .sort((a, b) => compareRacks(a.rackinfo, b.rackinfo));
  const chosen =
    tabs.find(
      ({ rackinfo }) => rackinfo.Rack_ID === asked.rack && (!asked.site || rackinfo.Site === asked.site),
    ) ?? tabs[0];
  if (!chosen) return { tabs, open: null };
  const { Site, Rack_ID } = chosen.rackinfo;
  const joints = (await ownSerials(scoped, Rack_ID, Site)).filter((joint) => Number(joint.Position) >= 1);
  return { tabs, open: await rackListing(scoped, rackAt(Site, Rack_ID), joints) };
}
