import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import { fleetJointClasses, jointKey } from '../joint-class/fleet-classes.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

type Cell = string | null;

/**
 * The field app's copy of a customer's joints and tools, column by column so 40,000 joints stay small:
 * index `i` of every column of `joints` is one joint. See docs/field-counts.md.
 */
export interface FieldCopy {
  customer: string;
  takenAt: string;
  joints: {
    serial: string[];
    itemNo: Cell[];
    equipment: Cell[];
    asset: Cell[];
    location: Cell[];
    site: Cell[];
    rack: Cell[];
    position: (number | null)[];
    lastInspected: Cell[];
    class: Cell[];
    dtNo: Cell[];
  };
  tools: {
    serial: string[];
    description: Cell[];
    asset: Cell[];
    location: Cell[];
    site: Cell[];
    rack: Cell[];
    slot: Cell[];
    lastInspected: Cell[];
    dtNo: Cell[];
  };
  /** Every site and rack holding one of the customer's joints or tools, by site then rack. */
  racks: { site: string; rack: string }[];
}

const day = (value: string | null | undefined): Cell => (value ? value.slice(0, 10) : null);

function racksOf(places: Iterable<{ site: Cell; rack: Cell }>): FieldCopy['racks'] {
  const seen = new Map<string, { site: string; rack: string }>();
  for (const { site, rack } of places) if (site && rack) seen.set(jointKey(site, rack), { site, rack });
  return [...seen.values()].sort((a, b) => a.site.localeCompare(b.site) || a.rack.localeCompare(b.rack));
}

/**
 * Builds the device copy of every joint and tool in `scoped` (the caller's whole reach; nothing of another
 * customer can be read through it), each joint with its item's equipment and its class now (null when not
 * classed), in serial order.
 *
 * @example
 * const copy = await buildFieldCopy(fleet, env.jointClass, 'Northwind Drilling', new Date());
 * copy.joints.serial.length; // 72 on the field data set
 */
export async function buildFieldCopy(
  scoped: ScopedDb,
  settings: JointClassSettings,
  customer: string,
  now: Date,
): Promise<FieldCopy> {
  const [serials, items, tools, classes] = await Promise.all([
    scoped
      .selectFrom('serials')
      .select([
        'Customer',
        'Serial_Number',
        'Item_No',
        'Asset',
        'Current_Location',
        'Site',
        'Rack_Position',
        'Position',
        'Date_Inspected',
        'DT_No',
      ])
      .orderBy('Serial_Number')
      .execute(),
    scoped.selectFrom('items').select(['Customer', 'Item_No', 'Equipment']).execute(),
    scoped
      .selectFrom('bha_items')
      .select([
        'Serial_No',
        'Description',
        'Asset',
        'Current_Location',
        'Site',
        'Rack',
        'Slot',
        'Last_Inspection_Date',
        'DT_No',
      ])
      .orderBy('Serial_No')
      .execute(),
    fleetJointClasses(scoped, settings),
  ]);
  const equipment = new Map(items.map((item) => [jointKey(item.Customer, item.Item_No), item.Equipment]));
  const classOf = new Map(classes.map((joint) => [jointKey(joint.customer, joint.serial), joint.class]));
  const key = (row: (typeof serials)[number]) => jointKey(row.Customer, row.Serial_Number);
  return {
    customer,
    takenAt: now.toISOString(),
    joints: {
      serial: serials.map((row) => row.Serial_Number),
      itemNo: serials.map((row) => row.Item_No),
      equipment: serials.map((row) =>
        row.Item_No ? (equipment.get(jointKey(row.Customer, row.Item_No)) ?? null) : null,
      ),
      asset: serials.map((row) => row.Asset),
      location: serials.map((row) => row.Current_Location),
      site: serials.map((row) => row.Site),
      rack: serials.map((row) => row.Rack_Position),
      position: serials.map((row) => (row.Position === null ? null : Number(row.Position))),
      lastInspected: serials.map((row) => day(row.Date_Inspected)),
      class: serials.map((row) => classOf.get(key(row)) ?? null),
      dtNo: serials.map((row) => row.DT_No),
    },
    tools: {
      serial: tools.map((row) => row.Serial_No),
      description: tools.map((row) => row.Description),
      asset: tools.map((row) => row.Asset),
      location: tools.map((row) => row.Current_Location),
      site: tools.map((row) => row.Site),
      rack: tools.map((row) => row.Rack),
      slot: tools.map((row) => row.Slot),
      lastInspected: tools.map((row) => day(row.Last_Inspection_Date)),
      dtNo: tools.map((row) => row.DT_No),
    },
    racks: racksOf([
      ...serials.map((row) => ({ site: row.Site, rack: row.Rack_Position })),
      ...tools.map((row) => ({ site: row.Site, rack: row.Rack })),
    ]),
  };
}
