import type { TableColumn } from '../column.js';

/**
 * A tubular inventory row with the legacy field names of spec part 1 §3 (30 fields), as the inventory
 * screen receives it.
 */
export interface GeneratedInventoryRow {
  Item_No: string;
  Equipment: string;
  Tube_OD: string;
  Connection: string;
  TJ_OD: string;
  TJ_ID: string;
  Weight: number;
  Range: string;
  elevator_shank_od: string;
  upset_type: string;
  KSI: string;
  String_Number: string | null;
  Part_No: string;
  Site: string;
  Asset: string;
  Rig_Ready: number;
  ReqVTI: number;
  Inspection: number;
  Backlog: number;
  Machining: number;
  Hardbanding: number;
  Scrap: number;
  Limited_Service: number;
  IPC: number;
  On_Hold: number;
  Shipped: number;
  Total_Yard_with_Rejects: number;
  Total_Yard: number;
  Total_Item: number;
  action: string;
}

const EQUIPMENT = [
  { code: 'DP', name: 'Drill Pipe', ods: ['5 1/2"', '5"', '4"'], connections: ['NC50', '5 1/2" FH', 'XT54'] },
  { code: 'HW', name: 'Heavy Weight', ods: ['5"', '3 1/2"'], connections: ['NC50', 'NC38'] },
  { code: 'DC', name: 'Drill Collar', ods: ['8"', '6 1/2"', '9 1/2"'], connections: ['6 5/8" REG', 'NC46'] },
  { code: 'TBG', name: 'Tubing', ods: ['3 1/2"', '4 1/2"'], connections: ['VAM TOP', 'NEW VAM'] },
  { code: 'CSG', name: 'OCTG', ods: ['9 5/8"', '13 3/8"'], connections: ['BTC', 'VAM 21'] },
] as const;
const SITES = ['Stavanger', 'Aberdeen', 'Esbjerg', 'Den Helder', 'Hammerfest', 'Kristiansund'] as const;
const ASSETS = [
  'Deepsea Atlantic',
  'West Linus',
  'Askepott',
  'Transocean Enabler',
  'Island Innovator',
] as const;
const GRADES = ['S-135', 'G-105', 'X-95', 'E-75', 'V-150'] as const;
const UPSETS = ['IEU', 'EU', 'IU'] as const;

function odCode(od: string): string {
  const [whole, fraction] = od.replace('"', '').split(' ');
  const [numerator, denominator] = (fraction ?? '0/1').split('/').map(Number);
  return String(Math.round((Number(whole) + (numerator as number) / (denominator as number)) * 100));
}

// mulberry32: a tiny deterministic generator, so every run benchmarks and tests the same rows.
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Generates `count` realistic inventory rows, the same ones for the same seed: item numbers like
 * `550DP.12`, pipe sizes with inch marks and fractions, graded connections, sites, rigs, location counts
 * whose totals add up, some empty string numbers and certificate flags.
 */
export function generateInventoryRows(count: number, seed = 42): GeneratedInventoryRow[] {
  const random = createRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const amount = (max: number) => (random() < 0.4 ? 0 : Math.floor(random() * max));
  const rows: GeneratedInventoryRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const equipment = pick(EQUIPMENT);
    const tubeOd = pick(equipment.ods);
    const rigReady = amount(400);
    const counts = {
      ReqVTI: amount(60),
      Inspection: amount(80),
      Backlog: amount(120),
      Machining: amount(30),
      Hardbanding: amount(30),
      Scrap: amount(15),
      Limited_Service: amount(20),
      IPC: amount(10),
      On_Hold: amount(25),
    };
    const totalYard = rigReady + counts.ReqVTI + counts.Inspection + counts.Backlog + counts.Machining;
    const totalWithRejects =
      totalYard + counts.Hardbanding + counts.Scrap + counts.Limited_Service + counts.IPC;
    const shipped = amount(300);
    rows.push({
      Item_No: `${odCode(tubeOd)}${equipment.code}.${1 + Math.floor(random() * 40)}`,
      Equipment: equipment.name,
      Tube_OD: tubeOd,
      Connection: pick(equipment.connections),
      TJ_OD: pick(['6 5/8"', '7"', '6 3/8"', '4 3/4"']),
      TJ_ID: pick(['3 1/4"', '2 3/4"', '3"', '2 9/16"']),
      Weight: Math.round((10 + random() * 140) * 10) / 10,
      Range: pick(['R2', 'R3', 'R1']),
      elevator_shank_od: pick(['5 1/2"', '5 3/8"', '5 1/8"']),
      upset_type: pick(UPSETS),
      KSI: pick(GRADES),
      String_Number: random() < 0.2 ? null : `STR-${String(1 + Math.floor(random() * 900)).padStart(4, '0')}`,
      Part_No: `PN-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`,
      Site: pick(SITES),
      Asset: pick(ASSETS),
      Rig_Ready: rigReady,
      ...counts,
      Shipped: shipped,
      Total_Yard_with_Rejects: totalWithRejects,
      Total_Yard: totalYard,
      Total_Item: totalWithRejects + counts.On_Hold + shipped,
      action: random() < 0.3 ? 'No Certificate' : 'Certificate',
    });
  }
  return rows;
}

const HEADERS: Partial<Record<keyof GeneratedInventoryRow, string>> = {
  Rig_Ready: 'Rig Ready',
  ReqVTI: 'Req VTI',
  Limited_Service: 'Limited Service',
  On_Hold: 'On Hold',
  Total_Yard_with_Rejects: 'Total Yard incl. Rejects',
  Total_Yard: 'Total Onshore',
  Total_Item: 'Total Items',
};

const FIELDS: readonly (keyof GeneratedInventoryRow)[] = Object.keys(
  generateInventoryRows(1)[0] as GeneratedInventoryRow,
) as (keyof GeneratedInventoryRow)[];

/** The 30 inventory columns, one per field, with the spec's location labels as headers. */
export const INVENTORY_COLUMNS: readonly TableColumn<GeneratedInventoryRow>[] = FIELDS.map((field) => ({
  id: field,
  header: HEADERS[field] ?? field.replaceAll('_', ' '),
  accessor: (row: GeneratedInventoryRow) => row[field],
}));
