import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EQUIPMENT_TYPES, equipmentCodeFromItemNo } from '@rigready/core';
import { documentMap, type FieldSpec } from '../../app/server/db/contract-fields.server.js';
import { type ContractTable, contractTables } from '../../app/server/db/contract-tables.server.js';
import { userRowSchema } from '../../app/server/importer/check-user-row.server.js';

type Row = Record<string, unknown>;

interface FileRule {
  /** The fields every row must name (as null when it has no value). */
  fields: readonly string[];
  key: readonly string[];
  specs: readonly [string, FieldSpec][];
}

// What docs/data-contract.md calls optional may be left out of a row; a demo row names every other field.
// Request_No came with customers' requests: data sets written before them have no such field.
const MAY_BE_ABSENT = new Set(['rig', 'features', 'documents', 'flags', 'password', 'Request_No']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function ruleOf(table: ContractTable): FileRule {
  const specs = Object.entries(table.fields);
  return {
    fields: specs.map(([name]) => name).filter((name) => !MAY_BE_ABSENT.has(name)),
    key: table.key,
    specs,
  };
}

/** The contract's files (its one declaration, db/contract-tables) with the fields, key and kinds to check. */
const RULES: Record<string, FileRule> = {
  ...Object.fromEntries(Object.values(contractTables).map((table) => [table.file, ruleOf(table)])),
  users: {
    fields: Object.keys(userRowSchema.shape).filter((name) => !MAY_BE_ABSENT.has(name)),
    key: ['email'],
    specs: [],
  },
};

/** The paths a document field names: one for a file field, each value of a `documents` map. */
function documentPaths(spec: FieldSpec, value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  if (spec.kind === 'document') return [value];
  return spec === documentMap && typeof value === 'object' ? Object.values(value) : [];
}

/** Why a value is not what its field's kind allows, or null. Absent values are left to `fields`. */
function kindProblem(spec: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (spec.kind) {
    case 'date':
      return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : `not a YYYY-MM-DD date: ${String(value)}`;
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0
        ? null
        : `not a non-negative count: ${String(value)}`;
    case 'enum':
      return spec.values.includes(value as string)
        ? null
        : `not one of ${spec.values.join(', ')}: ${String(value)}`;
    case 'pattern':
      return spec.pattern.test(String(value)) ? null : `not ${spec.hint}: ${String(value)}`;
    case 'json': {
      const parsed = spec.schema.safeParse(value);
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'not valid');
    }
    default:
      return null;
  }
}

/** A data set read into memory (for small test sets only). */
export type DataSet = Record<string, Row[]> & { certificates?: Row };

/**
 * Reads every contract file of a data-set folder (`<entity>.json` or `<entity>.ndjson`).
 *
 * @example
 * const data = await readDataSet('/tmp/demo');
 * data.serials?.length; // 15000
 */
export async function readDataSet(dir: string): Promise<DataSet> {
  const data: DataSet = {};
  for (const entity of Object.keys(RULES)) {
    const json = join(dir, `${entity}.json`);
    const ndjson = join(dir, `${entity}.ndjson`);
    if (existsSync(json)) data[entity] = JSON.parse(await readFile(json, 'utf8')) as Row[];
    else if (existsSync(ndjson)) {
      const rows: Row[] = [];
      for await (const line of createInterface({ input: createReadStream(ndjson) })) {
        if (line.trim()) rows.push(JSON.parse(line) as Row);
      }
      data[entity] = rows;
    }
  }
  const certificates = join(dir, 'certificates.json');
  if (existsSync(certificates)) data.certificates = JSON.parse(await readFile(certificates, 'utf8')) as Row;
  return data;
}

/**
 * Checks a data-set folder against the data contract, independently of the importer, and lists every
 * problem as `file:row field: reason`: missing fields, duplicate natural keys, unknown customers, assets,
 * items, orders, deliveries and racks, missing documents, malformed dates, negative counts, shared rack
 * positions and values outside the contract's vocabularies.
 *
 * @example
 * await checkDataSet('/tmp/demo'); // [] when the folder satisfies the contract
 */
export async function checkDataSet(dir: string): Promise<string[]> {
  const data = await readDataSet(dir);
  const problems: string[] = [];
  const rows = (entity: string) => data[entity] ?? [];
  const customers = new Map(rows('customers').map((row) => [row.customer, new Set(row.assets as string[])]));
  const items = new Set(rows('items').map((row) => `${row.Customer}|${row.Item_No}`));
  const keysOf = (table: ContractTable) =>
    new Set(rows(table.file).map((row) => table.key.map((field) => row[field]).join('|')));
  const orders = keysOf(contractTables.orders);
  const deliveries = keysOf(contractTables.deliveries);
  const serials = keysOf(contractTables.serials);
  const bhaOrders = keysOf(contractTables.bha_orders);
  const bhaDeliveries = keysOf(contractTables.bha_deliveries);
  const bhaItems = keysOf(contractTables.bha_items);
  const racks = new Map(rows('racks').map((row) => [`${row.Site}|${row.Rack_ID}`, row]));
  const positions = new Set<string>();
  const documentExists = (path: unknown) =>
    typeof path === 'string' && path.startsWith('documents/') && existsSync(join(dir, path));

  for (const [entity, rule] of Object.entries(RULES)) {
    const file = existsSync(join(dir, `${entity}.ndjson`)) ? `${entity}.ndjson` : `${entity}.json`;
    const seen = new Set<string>();
    rows(entity).forEach((row, index) => {
      const at = (field: string, reason: string) => problems.push(`${file}:${index + 1} ${field}: ${reason}`);
      for (const field of rule.fields) if (!(field in row)) at(field, 'missing');
      const key = rule.key.map((field) => String(row[field] ?? '')).join('|');
      const normalisedKey = entity === 'users' ? key.toLowerCase() : key;
      if (seen.has(normalisedKey)) at(rule.key.join('+'), `duplicate key ${key}`);
      seen.add(normalisedKey);
      for (const [field, spec] of rule.specs) {
        const problem = kindProblem(spec, row[field]);
        if (problem) at(field, problem);
        for (const path of documentPaths(spec, row[field]))
          if (!documentExists(path)) at(field, `document not found: ${String(path)}`);
        if ('ref' in spec && spec.ref === 'item' && !items.has(`${row.Customer}|${row[field]}`))
          at(field, `no item ${String(row[field])}`);
      }
      if ('Customer' in row) {
        const assets = customers.get(row.Customer);
        if (!assets) at('Customer', `unknown customer ${String(row.Customer)}`);
        else if (row.Asset !== null && row.Asset !== undefined && !assets.has(row.Asset as string)) {
          at('Asset', `not an asset of ${String(row.Customer)}: ${String(row.Asset)}`);
        }
      }
    });
  }

  rows('users').forEach((row, index) => {
    if (!row.isAdmin && !customers.has(row.customer))
      problems.push(`users.json:${index + 1} customer: unknown customer ${String(row.customer)}`);
  });
  rows('items').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`items.json:${index + 1} ${field}: ${reason}`);
    if (equipmentCodeFromItemNo(row.Item_No as string) === null)
      at('Item_No', `does not match the pattern: ${String(row.Item_No)}`);
    if (!(EQUIPMENT_TYPES as readonly unknown[]).includes(row.Equipment))
      at('Equipment', `unknown equipment ${String(row.Equipment)}`);
    for (const certificate of (row.certificates ?? []) as { file: unknown }[]) {
      if (!documentExists(certificate.file))
        at('certificates', `document not found: ${String(certificate.file)}`);
    }
  });
  rows('serials').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`serials.ndjson:${index + 1} ${field}: ${reason}`);
    if (row.Order_No !== null && !orders.has(`${row.Customer}|${row.Order_No}|${row.Item_No}`))
      at('Order_No', `no order line ${String(row.Order_No)}`);
    if (row.DT_No !== null && !deliveries.has(`${row.Customer}|${row.DT_No}|${row.Item_No}`))
      at('DT_No', `no delivery ${String(row.DT_No)}`);
    if (row.Current_Location === 'Shipped' && (row.DT_No === null || row.Shipped_Date === null))
      at('DT_No', 'shipped without a delivery');
    if (row.Rack_Position === null) return;
    const rack = racks.get(`${row.Site}|${row.Rack_Position}`);
    if (!rack) {
      at('Rack_Position', `no rack ${String(row.Rack_Position)} at ${String(row.Site)}`);
      return;
    }
    const position = row.Position as number;
    if (!(position >= 1 && position <= (rack.Capacity as number)))
      at('Position', `outside the rack's capacity: ${position}`);
    const slot = `${row.Site}|${row.Rack_Position}|${position}`;
    if (positions.has(slot)) at('Position', `rack position taken twice: ${slot}`);
    positions.add(slot);
  });
  rows('tallies').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`tallies.ndjson:${index + 1} ${field}: ${reason}`);
    if (!serials.has(`${row.Customer}|${row.Serial_Number}`))
      at('Serial_Number', `no serial ${String(row.Serial_Number)}`);
    if (!orders.has(`${row.Customer}|${row.Order_No}|${row.Item_No}`))
      at('Order_No', `no order line ${String(row.Order_No)}`);
  });
  rows('bha_items').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`bha_items.json:${index + 1} ${field}: ${reason}`);
    if (row.Order_No !== null && !bhaOrders.has(`${row.Customer}|${row.Order_No}`))
      at('Order_No', `no BHA order ${String(row.Order_No)}`);
    if (row.DT_No !== null && !bhaDeliveries.has(`${row.Customer}|${row.DT_No}`))
      at('DT_No', `no BHA delivery ${String(row.DT_No)}`);
  });
  rows('bha_reports').forEach((row, index) => {
    const at = (field: string, reason: string) =>
      problems.push(`bha_reports.json:${index + 1} ${field}: ${reason}`);
    if (!bhaOrders.has(`${row.Customer}|${row.Order_No}`))
      at('Order_No', `no BHA order ${String(row.Order_No)}`);
    if (!bhaItems.has(`${row.Customer}|${row.Serial_No}`))
      at('Serial_No', `no BHA item ${String(row.Serial_No)}`);
  });
  for (const [name, path] of Object.entries(data.certificates ?? {})) {
    if (!documentExists(path))
      problems.push(`certificates.json:1 ${name}: document not found: ${String(path)}`);
  }
  return problems;
}
