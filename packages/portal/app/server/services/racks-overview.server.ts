import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { type RackWithListing, racksWithPipes, toRackInfo } from './rack-pipes.server.js';
import { listRacks } from './racks.server.js';

/**
 * Every rack of the yard for the admin rack browser, ordered by site and rack: the scoped db's joints in
 * it, and the positions other customers' joints take (only as occupied: an admin viewing as a customer
 * sees no one else's serials). Racks holding joints but missing from the rack list come last.
 *
 * @example
 * const racks = await racksOverview(scoped);
 * racks[0]?.rackinfo.Rack_ID; // 'R1'
 */
export async function racksOverview(scoped: ScopedDb): Promise<RackWithListing[]> {
  const [known, { racks: withPipes }] = await Promise.all([listRacks(scoped), racksWithPipes(scoped)]);
  const key = (site: string, rackId: string) => `${site}\0${rackId}`;
  const listed = new Map(withPipes.map((rack) => [key(rack.rackinfo.Site, rack.rackinfo.Rack_ID), rack]));
  const overview: RackWithListing[] = [];
  for (const rack of known) {
    const entry = listed.get(key(rack.Site, rack.Rack_ID));
    listed.delete(key(rack.Site, rack.Rack_ID));
    if (entry) {
      overview.push(entry);
      continue;
    }
    const occupied = await scoped.occupiedPositions(rack.Site, [rack.Rack_ID]);
    overview.push({
      rackinfo: toRackInfo(rack),
      pipes: [],
      occupiedPositions: occupied
        .filter((spot) => !spot.own && spot.Position >= 1)
        .map((spot) => spot.Position),
    });
  }
  return [...overview, ...listed.values()];
}
