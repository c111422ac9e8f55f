import type { ScopedDb } from '../scoping/scoped-db.server.js';
import type { SerialRow } from './inventory-drilldown.server.js';

/** A rack of the provider's yard (legacy names); `colors` maps Item_No to a colour. */
export interface Rack {
  Site: string;
  Rack_ID: string;
  Maxrowcount: number | null;
  Capacity: number | null;
  isOCTG: boolean;
  colors: Record<string, string>;
}

/** One rack position: the actor's own joints in full, someone else's as nothing but "occupied". */
export type RackPosition =
  | { Position: number; state: 'empty' }
  | { Position: number; state: 'occupied' }
  | { Position: number; state: 'own'; serials: SerialRow[] };

/** A rack with every position from 1 to its capacity (or to the highest occupied position). */
export interface RackView {
  rack: Rack;
  positions: RackPosition[];
}

/**
 * The racks of a site (all sites when omitted), in Rack_ID order. Racks are the provider's, not tenant data.
 *
 * @example
 * await listRacks(scoped, 'Tananger');
 */
export async function listRacks(scoped: ScopedDb, site?: string): Promise<Rack[]> {
  let query = scoped.provider.selectFrom('racks').selectAll();
  if (site !== undefined) query = query.where('Site', '=', site);
  const rows = await query.orderBy('Site').orderBy('Rack_ID').execute();
  return rows.map((row) => ({
    Site: row.Site,
    Rack_ID: row.Rack_ID,
    Maxrowcount: row.Maxrowcount,
    Capacity: row.Capacity,
    isOCTG: row.isOCTG === 1,
    colors: row.colors ? (JSON.parse(row.colors) as Record<string, string>) : {},
  }));
}

/**
 * One rack with its positions: the actor's joints with their details, other customers' joints (and the
 * actor's own outside its asset scope) only as occupied. Null when the rack does not exist.
 *
 * @example
 * const view = await rackView(scoped, 'Tananger', 'R1');
 * view?.positions.filter((position) => position.state === 'occupied').length;
 */
export async function rackView(scoped: ScopedDb, site: string, rackId: string): Promise<RackView | null> {
  const [rack] = (await listRacks(scoped, site)).filter((candidate) => candidate.Rack_ID === rackId);
  if (!rack) return null;
  const occupied = await scoped.occupiedPositions(site, [rackId]);
  const own = await scoped
    .selectFrom('serials')
    .selectAll()
    .where('Site', '=', site)
    .where('Rack_Position', '=', rackId)
    .where('Position', 'is not', null)
    .orderBy('Position')
    .orderBy('Serial_Number')
    .execute();
  const ownByPosition = new Map<number, SerialRow[]>();
  for (const serial of own as SerialRow[]) {
    const position = Number(serial.Position);
    ownByPosition.set(position, [...(ownByPosition.get(position) ?? []), serial]);
  }
  const occupiedPositions = new Set(occupied.map((entry) => entry.Position));
  const last = Math.max(rack.Capacity ?? 0, ...occupiedPositions);
  const positions: RackPosition[] = [];
  for (let position = 1; position <= last; position += 1) {
    const serials = ownByPosition.get(position);
    if (serials) positions.push({ Position: position, state: 'own', serials });
    else if (occupiedPositions.has(position)) positions.push({ Position: position, state: 'occupied' });
    else positions.push({ Position: position, state: 'empty' });
  }
  return { rack, positions };
}
