import type { ScopedDb } from '../scoping/scoped-db.server.js';
import type { SerialRow } from './inventory-drilldown.server.js';
import { type PipeRow, toPipeRow } from './pipe-rows.server.js';
import { listRacks, type Rack } from './racks.server.js';

/** The rack the legacy screens call 'Scrap OCTG' (sent as 'ScrapOCTG' on the wire). */
export const SCRAP_OCTG_RACK = 'Scrap OCTG';

/** Positions per grid row of a rack that has no layout (a rack known only from joints). */
export const DEFAULT_MAX_ROW_COUNT = 10;

/** Colours given to items that have none of their own in the rack's colour list. */
const PALETTE = ['#1976d2', '#388e3c', '#f57c00', '#7b1fa2', '#c2185b', '#0097a7', '#5d4037', '#455a64'];

/** A rack as the rack views describe it (RackInfo): Maxrowcount always a positive count. */
export interface RackInfo {
  Site: string;
  Rack_ID: string;
  Maxrowcount: number;
  Capacity: number | null;
  isOCTG: boolean;
}

/** The /getPipes answer: the rack, the actor's joints in it, a colour per item, and others' positions. */
export interface RackPipes {
  rackinfo: RackInfo;
  pipes: PipeRow[];
  colormap: Record<string, { color: string; iteminfo: string | null }>;
  number_of_items: number;
  occupiedPositions: number[];
}

/** One rack of /getPipesAndRacks: the rack, the actor's joints with a position, others' positions. */
export interface RackWithListing {
  rackinfo: RackInfo;
  pipes: {
    Serial_Number: string;
    Position: number;
    Rack_Position: string;
    Item_No: string;
    Date_Inspected: string | null;
    Description: string | null;
    Order_No: string | null;
  }[];
  occupiedPositions: number[];
}

/**
 * The rack name as stored: the wire's 'ScrapOCTG' is the 'Scrap OCTG' rack, every other name unchanged.
 *
 * @example
 * storedRackName('ScrapOCTG'); // 'Scrap OCTG'
 */
export function storedRackName(wireName: string): string {
  return wireName === 'ScrapOCTG' ? SCRAP_OCTG_RACK : wireName;
}

/**
 * A rack as RackInfo: a rack without a layout gets {@link DEFAULT_MAX_ROW_COUNT} positions per row.
 *
 * @example
 * (await listRacks(scoped)).map(toRackInfo);
 */
export function toRackInfo(rack: Rack): RackInfo {
  const rows = rack.Maxrowcount !== null && rack.Maxrowcount > 0 ? rack.Maxrowcount : DEFAULT_MAX_ROW_COUNT;
  return {
    Site: rack.Site,
    Rack_ID: rack.Rack_ID,
    Maxrowcount: rows,
    Capacity: rack.Capacity,
    isOCTG: rack.isOCTG,
  };
}

function virtualRack(site: string, rackId: string): Rack {
  return {
    Site: site,
    Rack_ID: rackId,
    Maxrowcount: null,
    Capacity: null,
    isOCTG: rackId === SCRAP_OCTG_RACK,
    colors: {},
  };
}

async function othersPositions(scoped: ScopedDb, site: string, rackId: string): Promise<number[]> {
  const occupied = await scoped.occupiedPositions(site, [rackId]);
  return occupied.filter((entry) => !entry.own && entry.Position >= 1).map((entry) => entry.Position);
}

/**
 * The actor's joints that lie in a rack (at one site, or at any), in position order.
 *
 * @example
 * const joints = await ownSerials(scoped, 'D1', 'Dusavik Yard');
 */
export async function ownSerials(scoped: ScopedDb, rackId: string, site?: string): Promise<SerialRow[]> {
  let query = scoped.selectFrom('serials').selectAll().where('Rack_Position', '=', rackId);
  if (site !== undefined) query = query.where('Site', '=', site);
  return (await query.orderBy('Position').orderBy('Serial_Number').execute()) as SerialRow[];
}

/**
 * One rack for the rack dialog (/getPipes `rackname`, optional `isOCTG`): the actor's joints in it, a
 * colour and description per item number, and the positions other customers' joints hold (as numbers,
 * nothing more). A rack id used at several sites is taken at the site holding the actor's joints (else
 * the first). A rack known only from the actor's joints gets a default layout. Null when neither exists.
 *
 * @example
 * const rack = await rackPipes(scoped, 'ScrapOCTG', true);
 */
export async function rackPipes(
  scoped: ScopedDb,
  wireName: string,
  isOCTG?: boolean,
): Promise<RackPipes | null> {
  const rackId = storedRackName(wireName);
  const racks = (await listRacks(scoped)).filter(
    (rack) => rack.Rack_ID === rackId && (isOCTG === undefined || rack.isOCTG === isOCTG),
  );
  const own = await ownSerials(scoped, rackId);
  const ownSites = new Set(own.map((serial) => serial.Site));
  const rack =
    racks.find((candidate) => ownSites.has(candidate.Site)) ??
    racks[0] ??
    (own[0]?.Site ? virtualRack(own[0].Site, rackId) : null);
  if (!rack) return null;
  const pipes = own.filter((serial) => serial.Site === rack.Site).map(toPipeRow);
  const itemNumbers = [...new Set(pipes.map((pipe) => pipe.Item_No))].sort();
  const items =
    itemNumbers.length === 0
      ? []
      : await scoped
          .selectFrom('items')
          .select(['Item_No', 'Description'])
          .where('Item_No', 'in', itemNumbers)
          .execute();
  const descriptions = new Map(items.map((item) => [item.Item_No, item.Description]));
  const colormap = Object.fromEntries(
    itemNumbers.map((itemNo, index) => [
      itemNo,
      {
        color: rack.colors[itemNo] ?? (PALETTE[index % PALETTE.length] as string),
        iteminfo: descriptions.get(itemNo) ?? null,
      },
    ]),
  );
  return {
    rackinfo: toRackInfo(rack),
    pipes,
    colormap,
    number_of_items: itemNumbers.length,
    occupiedPositions: await othersPositions(scoped, rack.Site, rack.Rack_ID),
  };
}

/**
 * A rack with the actor's positioned joints in it (in position order) and the positions others hold.
 *
 * @example
 * const listing = await rackListing(scoped, rack, joints);
 */
export async function rackListing(
  scoped: ScopedDb,
  rack: Rack,
  joints: SerialRow[],
): Promise<RackWithListing> {
  return {
    rackinfo: toRackInfo(rack),
    pipes: joints.map((joint) => ({
      Serial_Number: joint.Serial_Number,
      Position: Number(joint.Position),
      Rack_Position: rack.Rack_ID,
      Item_No: joint.Item_No,
      Date_Inspected: joint.Date_Inspected,
      Description: joint.Description,
      Order_No: joint.Order_No,
    })),
    occupiedPositions: await othersPositions(scoped, rack.Site, rack.Rack_ID),
  };
}

/**
 * Finds a rack by site and id among the listed racks: the listed rack, or the virtual rack of a rack known
 * only from the actor's joints.
 *
 * @example
 * const rackAt = rackFinder(await listRacks(scoped));
 * rackAt('Dusavik Yard', 'O4');
 */
export function rackFinder(racks: readonly Rack[]): (site: string, rackId: string) => Rack {
  const known = new Map(racks.map((rack) => [`${rack.Site}\0${rack.Rack_ID}`, rack]));
  return (site, rackId) => known.get(`${site}\0${rackId}`) ?? virtualRack(site, rackId);
}

/**
 * Every rack holding the actor's joints (/getPipesAndRacks), in site and rack order, each with the
 * actor's positioned joints and the positions held by others.
 *
 * @example
 * const { racks } = await racksWithPipes(scoped);
 */
export async function racksWithPipes(scoped: ScopedDb): Promise<{ racks: RackWithListing[] }> {
  const serials = (await scoped
    .selectFrom('serials')
    .selectAll()
    .where('Rack_Position', 'is not', null)
    .where('Site', 'is not', null)
    .where('Position', '>=', 1)
    .orderBy('Site')
    .orderBy('Rack_Position')
    .orderBy('Position')
    .orderBy('Serial_Number')
    .execute()) as SerialRow[];
  const rackAt = rackFinder(await listRacks(scoped));
  const byRack = new Map<string, SerialRow[]>();
  for (const serial of serials) {
    const key = `${serial.Site}\0${serial.Rack_Position}`;
    const joints = byRack.get(key);
    if (joints) joints.push(serial);
    else byRack.set(key, [serial]);
  }
  const racks: RackWithListing[] = [];
  for (const joints of byRack.values()) {
    const { Site, Rack_Position } = joints[0] as SerialRow;
    racks.push(await rackListing(scoped, rackAt(Site ?? '', Rack_Position ?? ''), joints));
  }
  return { racks };
}
