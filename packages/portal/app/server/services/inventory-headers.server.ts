import { INVENTORY_COUNT_COLUMNS, locationLabel } from '@rigready/core';
import type { Kysely } from 'kysely';
import { TUBULAR_DEFAULT_COLUMNS } from '../../shared/tubular-inventory-columns.js';
import type { Database } from '../db/schema.server.js';

/** One inventory column as the legacy header list names it: the row field and its label, and the width in pixels the user gave it. */
export interface InventoryHeader {
  value: string;
  text: string;
  width?: number;
}

// A saved width outside these is not one the table's resize handle gives.
const MIN_WIDTH = 40;
const MAX_WIDTH = 800;

/** The pipe type the tubular inventory's column preference is kept under (one row per user and type). */
export const TUBULAR_PIPE_TYPE = 'Tubular';

const DESCRIPTIVE: readonly InventoryHeader[] = [
  { value: 'Item_No', text: 'Item No' },
  { value: 'Equipment', text: 'Equipment' },
  { value: 'Description', text: 'Description' },
  { value: 'Tube_OD', text: 'Tube OD' },
  { value: 'Connection', text: 'Connection' },
  { value: 'TJ_OD', text: 'TJ OD' },
  { value: 'TJ_ID', text: 'TJ ID' },
  { value: 'Weight', text: 'Weight' },
  { value: 'Grade', text: 'Grade' },
  { value: 'Range', text: 'Range' },
  { value: 'String_Number', text: 'String Number' },
  { value: 'Site', text: 'Site' },
  { value: 'Asset', text: 'Asset' },
];

const OPTIONAL: readonly InventoryHeader[] = [
  { value: 'elevator_shank_od', text: 'Elevator shank OD' },
  { value: 'upset_type', text: 'Upset type' },
  { value: 'KSI', text: 'KSI' },
  { value: 'Part_No', text: 'Part No' },
  { value: 'action', text: 'Certificate' },
  { value: 'Overview_Date', text: 'Overview Date' },
];

const COUNTS: readonly InventoryHeader[] = Object.keys(INVENTORY_COUNT_COLUMNS).map((value) => ({
  value,
  text: locationLabel(value),
}));

const KNOWN = new Map([...DESCRIPTIVE, ...COUNTS, ...OPTIONAL].map((header) => [header.value, header]));

/**
 * The inventory columns a user sees before saving a choice, and after resetting one: the screen's default
 * columns (the item, where it is, the counts a customer plans with and the certificate), which fit the
 * table at 1280 px. Every other column stays one click away in Edit headers.
 *
 * @example
 * DEFAULT_INVENTORY_HEADERS[0]; // { value: 'Item_No', text: 'Item No' }
 */
export const DEFAULT_INVENTORY_HEADERS: readonly InventoryHeader[] = TUBULAR_DEFAULT_COLUMNS.map(
  (value) => KNOWN.get(value) as InventoryHeader,
);

/** A saved column list names a column the inventory does not have, or names one twice. HTTP 400. */
export class InventoryHeaderError extends Error {
  override name = 'InventoryHeaderError';
  readonly status = 400;
}

/**
 * Checks a chosen column list: known columns only, each once, at least one. Labels the client sent are
 * replaced by the server's, so a saved list can carry nothing but column names.
 *
 * @throws InventoryHeaderError naming the offending column.
 * @example
 * validInventoryHeaders([{ value: 'Item_No' }, { value: 'Rig_Ready' }]);
 */
export function validInventoryHeaders(
  headers: readonly { value: string; width?: unknown }[],
): InventoryHeader[] {
  if (headers.length === 0) throw new InventoryHeaderError('header must name at least one column');
  const seen = new Set<string>();
  return headers.map(({ value, width }, index) => {
    const known = KNOWN.get(value);
    if (!known)
      throw new InventoryHeaderError(`header[${index}] names no inventory column: ${JSON.stringify(value)}`);
    if (seen.has(value)) throw new InventoryHeaderError(`header[${index}] names ${value} a second time`);
    seen.add(value);
    if (width === undefined) return { ...known };
    if (typeof width !== 'number' || !Number.isInteger(width) || width < MIN_WIDTH || width > MAX_WIDTH)
      throw new InventoryHeaderError(
        `header[${index}] (${value}) width must be a whole number of pixels from ${MIN_WIDTH} to ${MAX_WIDTH}: ${JSON.stringify(width)}`,
      );
    return { ...known, width };
  });
}

/**
 * The headers as stored: a JSON list of column names, or of `{ value, width }` for a column the user
 * resized.
 *
 * @throws SyntaxError or InventoryHeaderError when the stored text does not parse.
 * @example
 * storedInventoryHeaders('[{"value":"Item_No","width":150},"Site"]');
 * // [{ value: 'Item_No', text: 'Item No', width: 150 }, { value: 'Site', text: 'Site' }]
 */
export function storedInventoryHeaders(stored: string): InventoryHeader[] {
  const saved = JSON.parse(stored) as (string | { value: string; width?: number })[];
  return validInventoryHeaders(saved.map((entry) => (typeof entry === 'string' ? { value: entry } : entry)));
}

/**
 * The user's saved tubular inventory columns, or the default list when none is saved (or what was saved
 * no longer parses). The preference is the user's own, keyed by the signed-in user's id, never by an
 * e-mail from the request.
 *
 * @example
 * const headers = await userInventoryHeaders(handle.db, identity.user.id);
 */
export async function userInventoryHeaders(db: Kysely<Database>, userId: string): Promise<InventoryHeader[]> {
  const row = await db
    .selectFrom('user_inventory_headers')
    .select('headers')
    .where('user_id', '=', userId)
    .where('pipe_type', '=', TUBULAR_PIPE_TYPE)
    .executeTakeFirst();
  if (!row) return [...DEFAULT_INVENTORY_HEADERS];
  try {
    return storedInventoryHeaders(row.headers);
  } catch {
    return [...DEFAULT_INVENTORY_HEADERS];
  }
}

/**
 * Saves the user's tubular inventory columns (validated, in order), replacing any earlier choice.
 *
 * @throws InventoryHeaderError for an unknown or repeated column.
 * @example
 * await saveUserInventoryHeaders(handle.db, identity.user.id, [{ value: 'Item_No' }, { value: 'Total_Item' }]);
 */
export async function saveUserInventoryHeaders(
  db: Kysely<Database>,
  userId: string,
  headers: readonly { value: string; width?: unknown }[],
): Promise<InventoryHeader[]> {
  const valid = validInventoryHeaders(headers);
  const stored = JSON.stringify(
    valid.map(({ value, width }) => (width === undefined ? value : { value, width })),
  );
  await db
    .insertInto('user_inventory_headers')
    .values({ user_id: userId, pipe_type: TUBULAR_PIPE_TYPE, headers: stored })
    .onConflict((conflict) => conflict.columns(['user_id', 'pipe_type']).doUpdateSet({ headers: stored }))
    .execute();
  return valid;
}
