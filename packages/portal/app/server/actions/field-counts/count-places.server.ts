import { inListChunks } from '../../db/in-list-chunks.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import type { CountDraft } from './count-input.server.js';

/** Where one of the caller's joints or tools is now, as the verdicts read it. */
export interface Place {
  kind: 'joint' | 'tool';
  site: string | null;
  rack: string | null;
  /** A joint's position, or a tool's slot (`12C`). */
  position: string | null;
  dtNo: string | null;
}

/** The caller's joints and tools a count is judged against: those it names, and those the rack or ticket holds. */
export interface CountPlaces {
  /** Every serial the count names that is the caller's, by serial. */
  named: Map<string, Place>;
  /** The serials the rack or ticket holds now, in serial order. */
  expected: string[];
}

const joints = (scoped: ScopedDb) =>
  scoped
    .selectFrom('serials')
    .select([
      'Serial_Number as serial',
      'Site as site',
      'Rack_Position as rack',
      'Position as position',
      'DT_No as dtNo',
    ]);

const tools = (scoped: ScopedDb) =>
  scoped
    .selectFrom('bha_items')
    .select(['Serial_No as serial', 'Site as site', 'Rack as rack', 'Slot as position', 'DT_No as dtNo']);

type Row = {
  serial: string;
  site: string | null;
  rack: string | null;
  position: unknown;
  dtNo: string | null;
};

function place(kind: Place['kind'], row: Row): Place {
  const position = row.position === null || row.position === undefined ? null : String(row.position);
  return { kind, site: row.site, rack: row.rack, position, dtNo: row.dtNo };
}

/**
 * Reads, through the caller's scoped database, where each serial a count names is now and what the rack
 * (site and rack) or delivery ticket holds now. Another customer's serial is not read at all: to the
 * verdicts it is as unknown as a serial no one has. A joint wins over a tool of the same serial.
 *
 * @example
 * const places = await countPlaces(fleet, draft);
 * places.expected.length; // 50 for Northwind's R-50 at Hammerfest
 */
export async function countPlaces(scoped: ScopedDb, draft: CountDraft): Promise<CountPlaces> {
  const serials = [...draft.scans.map((scan) => scan.serial), ...draft.missing];
  const named = new Map<string, Place>();
  for (const part of inListChunks(serials)) {
    const [toolRows, jointRows] = await Promise.all([
      tools(scoped).where('Serial_No', 'in', part).execute(),
      joints(scoped).where('Serial_Number', 'in', part).execute(),
    ]);
    for (const row of toolRows) named.set(row.serial, place('tool', row));
    for (const row of jointRows) named.set(row.serial, place('joint', row));
  }
  const [jointRows, toolRows] =
    draft.kind === 'rack'
      ? await Promise.all([
          joints(scoped).where('Site', '=', draft.site).where('Rack_Position', '=', draft.rack).execute(),
          tools(scoped).where('Site', '=', draft.site).where('Rack', '=', draft.rack).execute(),
        ])
      : await Promise.all([
          joints(scoped).where('DT_No', '=', draft.dtNo).execute(),
          tools(scoped).where('DT_No', '=', draft.dtNo).execute(),
        ]);
  const expected = new Set<string>();
  for (const row of toolRows) {
    expected.add(row.serial);
    if (!named.has(row.serial)) named.set(row.serial, place('tool', row));
  }
  for (const row of jointRows) {
    expected.add(row.serial);
    named.set(row.serial, place('joint', row));
  }
  return { named, expected: [...expected].sort() };
}
