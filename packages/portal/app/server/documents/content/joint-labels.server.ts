import type { ScopedDb } from '../../scoping/scoped-db.server.js';

/** What a joint's label prints: the joint, where it is, and its item's size, grade and connection. */
export interface LabelledJoint {
  Customer: string;
  Serial_Number: string;
  Item_No: string;
  Asset: string | null;
  Site: string | null;
  Rack_Position: string | null;
  Position: number | null;
  Equipment: string | null;
  Description: string | null;
  Tube_OD: string | null;
  Grade: string | null;
  Connection: string | null;
}

/**
 * The joints asked for that the caller has, and where in the list asked for (1-based) are the serial
 * numbers it has none of (unknown or not its).
 */
export interface LabelledJoints {
  joints: LabelledJoint[];
  missing: number[];
}

type JointRow = Omit<LabelledJoint, 'Equipment' | 'Tube_OD' | 'Grade' | 'Connection'>;

const JOINT_COLUMNS = [
  'Customer',
  'Serial_Number',
  'Item_No',
  'Asset',
  'Site',
  'Rack_Position',
  'Position',
  'Description',
] as const;

/** The joints with their items' fields; an item is its customer's (two customers may share an Item_No). */
async function withItems(scoped: ScopedDb, rows: readonly JointRow[]): Promise<LabelledJoint[]> {
  const itemNumbers = [...new Set(rows.map((row) => row.Item_No))];
  const items =
    itemNumbers.length === 0
      ? []
      : await scoped
          .selectFrom('items')
          .select(['Customer', 'Item_No', 'Equipment', 'Description', 'Tube_OD', 'Grade', 'Connection'])
          .where('Item_No', 'in', itemNumbers)
          .execute();
  const byKey = new Map(items.map((item) => [`${item.Customer}\0${item.Item_No}`, item]));
  return rows.map((row) => {
    const item = byKey.get(`${row.Customer}\0${row.Item_No}`);
    return {
      ...row,
      Position: row.Position === null ? null : Number(row.Position),
      Equipment: item?.Equipment ?? null,
      Description: item?.Description ?? row.Description,
      Tube_OD: item?.Tube_OD ?? null,
      Grade: item?.Grade ?? null,
      Connection: item?.Connection ?? null,
    };
  });
}

/**
 * The caller's joints with these serial numbers, in the order asked, and the places in the list of the
 * serial numbers it has no joint of. A serial of another customer or of an excluded asset is missing exactly as an unknown one is:
 * the scoped db never reads it. An admin who views no customer may get two joints for one serial number
 * (two customers may use the same).
 *
 * @example
 * const { joints, missing } = await jointsBySerial(scoped, ['NW-0001', 'NW-0002']);
 */
export async function jointsBySerial(scoped: ScopedDb, serials: readonly string[]): Promise<LabelledJoints> {
  const rows = (await scoped
    .selectFrom('serials')
    .select([...JOINT_COLUMNS])
    .where('Serial_Number', 'in', [...serials])
    .orderBy('Customer')
    .execute()) as JointRow[];
  const found = new Set(rows.map((row) => row.Serial_Number));
  const order = new Map(serials.map((serial, index) => [serial, index]));
  const sorted = [...rows].sort(
    (a, b) => (order.get(a.Serial_Number) as number) - (order.get(b.Serial_Number) as number),
  );
  return {
    joints: await withItems(scoped, sorted),
    missing: serials.flatMap((serial, index) => (found.has(serial) ? [] : [index + 1])),
  };
}

/**
 * The caller's joints in one rack of one site, by position (joints without one last) and serial number;
 * empty when it has none there, whether or not the rack exists or holds other customers' joints.
 *
 * @example
 * const joints = await jointsInRack(scoped, 'Tananger', 'R1');
 */
export async function jointsInRack(scoped: ScopedDb, site: string, rack: string): Promise<LabelledJoint[]> {
  const rows = (await scoped
    .selectFrom('serials')
    .select([...JOINT_COLUMNS])
    .where('Site', '=', site)
    .where('Rack_Position', '=', rack)
    .orderBy('Position')
    .orderBy('Serial_Number')
    .execute()) as JointRow[];
  const positioned = [...rows].sort((a, b) => Number(a.Position === null) - Number(b.Position === null));
  return withItems(scoped, positioned);
}
