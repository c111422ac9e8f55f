/** The joints of the device copy, column by column (GET /api/field/copy answers them so: 40,000 stay small). */
export interface FieldCopyJoints {
  serial: string[];
  itemNo: (string | null)[];
  equipment: (string | null)[];
  asset: (string | null)[];
  location: (string | null)[];
  site: (string | null)[];
  rack: (string | null)[];
  position: (number | null)[];
  lastInspected: (string | null)[];
  class: (string | null)[];
  dtNo: (string | null)[];
}

/** The BHA tools of the device copy, column by column. */
export interface FieldCopyTools {
  serial: string[];
  description: (string | null)[];
  asset: (string | null)[];
  location: (string | null)[];
  site: (string | null)[];
  rack: (string | null)[];
  slot: (string | null)[];
  lastInspected: (string | null)[];
  dtNo: (string | null)[];
}

/** What GET /api/field/copy answers: the caller's own joints and tools and the racks that hold them. */
export interface FieldCopy {
  customer: string;
  /** When the server took it (ISO instant). */
  takenAt: string;
  joints: FieldCopyJoints;
  tools: FieldCopyTools;
  racks: { site: string; rack: string }[];
}

/** One joint or tool of the copy, as a card and a count read it. */
export interface FieldEntry {
  kind: 'joint' | 'tool';
  serial: string;
  /** The item number of a joint, the description of a tool. */
  what: string | null;
  equipment: string | null;
  asset: string | null;
  location: string | null;
  site: string | null;
  rack: string | null;
  /** A joint's 1-based position, a tool's slot (`12C`). */
  place: string | null;
  lastInspected: string | null;
  class: string | null;
  dtNo: string | null;
}

/** The copy made searchable: every entry by serial, and the racks and delivery tickets it names. */
export interface FieldIndex {
  customer: string;
  takenAt: string;
  bySerial: ReadonlyMap<string, FieldEntry>;
  /** How many of the entries are joints and how many tools (a serial counted once, as found). */
  joints: number;
  tools: number;
  racks: readonly { site: string; rack: string }[];
  deliveries: readonly string[];
}

/** The key a serial is found by: labels and typed serials differ in case and spaces only. */
export const serialKey = (serial: string) => serial.trim().toUpperCase();

function jointEntries(joints: FieldCopyJoints): FieldEntry[] {
  return joints.serial.map((serial, at) => ({
    kind: 'joint',
    serial,
    what: joints.itemNo[at] ?? null,
    equipment: joints.equipment[at] ?? null,
    asset: joints.asset[at] ?? null,
    location: joints.location[at] ?? null,
    site: joints.site[at] ?? null,
    rack: joints.rack[at] ?? null,
    place: joints.position[at] == null ? null : String(joints.position[at]),
    lastInspected: joints.lastInspected[at] ?? null,
    class: joints.class[at] ?? null,
    dtNo: joints.dtNo[at] ?? null,
  }));
}

function toolEntries(tools: FieldCopyTools): FieldEntry[] {
  return tools.serial.map((serial, at) => ({
    kind: 'tool',
    serial,
    what: tools.description[at] ?? null,
    equipment: null,
    asset: tools.asset[at] ?? null,
    location: tools.location[at] ?? null,
    site: tools.site[at] ?? null,
    rack: tools.rack[at] ?? null,
    place: tools.slot[at] ?? null,
    lastInspected: tools.lastInspected[at] ?? null,
    class: null,
    dtNo: tools.dtNo[at] ?? null,
  }));
}

/**
 * Indexes a device copy by serial (a joint wins over a tool of the same serial, as `/joints/<serial>` is the
 * label's first link), with the delivery tickets its joints and tools name, sorted.
 *
 * @example
 * indexFieldCopy(copy).bySerial.get(serialKey(' nw-0001 '))?.rack; // 'R-12'
 */
export function indexFieldCopy(copy: FieldCopy): FieldIndex {
  const bySerial = new Map<string, FieldEntry>();
  for (const entry of [...toolEntries(copy.tools), ...jointEntries(copy.joints)]) {
    bySerial.set(serialKey(entry.serial), entry);
  }
  const deliveries = new Set<string>();
  let joints = 0;
  for (const entry of bySerial.values()) {
    if (entry.dtNo) deliveries.add(entry.dtNo);
    if (entry.kind === 'joint') joints += 1;
  }
  return {
    customer: copy.customer,
    takenAt: copy.takenAt,
    bySerial,
    joints,
    tools: bySerial.size - joints,
    racks: copy.racks,
    deliveries: [...deliveries].sort((a, b) => a.localeCompare(b)),
  };
}
