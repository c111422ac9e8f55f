import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSIGNABLE_ROUTE_NAMES, SERIAL_LOCATIONS } from '@rigready/core';
import { FLEET_INVENTORY } from '../../app/server/scoping/actor.server.js';

type Row = Record<string, unknown>;

function rowsOf(folder: string, file: string): Row[] {
  const text = readFileSync(join(folder, file), 'utf8');
  if (file.endsWith('.ndjson'))
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Row);
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as Row[]) : [];
}

function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const entry of value) stringsOf(entry, into);
  else if (value && typeof value === 'object')
    for (const entry of Object.values(value)) stringsOf(entry, into);
  return into;
}

// Dates, short numbers and short words recur across customers by chance; they identify nobody. Order
// numbers are digits too, so numbers of five digits or more count.
// The contract's own vocabulary (joint locations, the fleet pseudo-asset, route names) names no customer: it
// appears in answers as field names and labels (Check_Inspection, Hardbanding, Fleet Inventory, octg). Nor
// does a colour (#d32f2f is a priority's colour in one customer's orders and the red band of Reject).
const VOCABULARY = new Set<string>([...SERIAL_LOCATIONS, FLEET_INVENTORY, ...ASSIGNABLE_ROUTE_NAMES]);

const identifying = (value: string) =>
  value.length >= 4 &&
  !VOCABULARY.has(value) &&
  !/^\d{4}-\d{2}-\d{2}/.test(value) &&
  !(/^[\d.]+$/.test(value) && value.length < 5) &&
  !/^#[0-9a-f]{6}$/i.test(value) &&
  !/^(Yes|No)$/i.test(value);

/**
 * The strings only one customer's rows of a data-format folder hold (names, e-mails, order, serial and
 * ticket numbers, document paths): finding one in another customer's answer is a leak.
 *
 * @example
 * const polarOnly = tenantMarkers(FIXTURES.twoCustomers, 'Polar Energy', 'Northwind Drilling');
 */
export function tenantMarkers(folder: string, owner: string, other: string): string[] {
  const own = new Set<string>();
  const shared = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => /\.(nd)?json$/.test(name))) {
    for (const row of rowsOf(folder, file)) {
      const customer = row.Customer ?? row.customer ?? null;
      stringsOf(row, customer === owner ? own : shared);
      if (customer !== owner && customer !== other && customer !== null) stringsOf(row, shared);
    }
  }
  return [...own].filter((value) => identifying(value) && !shared.has(value)).sort();
}

/**
 * The strings only a customer's rows on assets outside `allowedAssets` hold (rows with an Asset field
 * naming another asset or none): a user limited to those assets must never see one. Strings that rows of
 * the allowed assets, rows without an Asset field (customer-wide lists) or other customers' rows hold as
 * well are left out.
 *
 * @example
 * const notOnRigB = assetMarkers(FIXTURES.twoCustomers, 'Northwind Drilling', ['Rig B']);
 */
export function assetMarkers(folder: string, customer: string, allowedAssets: readonly string[]): string[] {
  const hidden = new Set<string>();
  const visible = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => /\.(nd)?json$/.test(name))) {
    for (const row of rowsOf(folder, file)) {
      const owner = row.Customer ?? row.customer ?? null;
      const outside = owner === customer && 'Asset' in row && !allowedAssets.includes(String(row.Asset));
      stringsOf(row, outside ? hidden : visible);
    }
  }
  return [...hidden].filter((value) => identifying(value) && !visible.has(value)).sort();
}

/**
 * The first value of a field among one customer's rows of a fixture file, to use as a forged identifier.
 *
 * @example
 * firstValue(FIXTURES.twoCustomers, 'orders.json', 'Polar Energy', 'Order_No'); // 'PO-50100'
 */
export function firstValue(folder: string, file: string, owner: string, field: string): string {
  const row = rowsOf(folder, file).find(
    (entry) => (entry.Customer ?? entry.customer) === owner && entry[field],
  );
  if (!row) throw new Error(`no ${field} of ${owner} in ${file}`);
  return String(row[field]);
}
