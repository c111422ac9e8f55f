import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password.server.js';
import { type ContractTable, type ContractTableName, contractTables } from '../db/contract-tables.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';
import type { DocumentStore } from '../documents/store/document-store.server.js';
import { applyPlan } from './apply-plan.server.js';
import { checkContractRow } from './check-contract-row.server.js';
import { type CheckedUser, checkUserRow } from './check-user-row.server.js';
import { type ImportContext, itemKey, loadImportContext } from './import-context.server.js';
import type { EntityPlan, HistoryColumns, ImportPlan } from './import-plan.server.js';
import type { ImportProblem } from './import-problem.server.js';
import type { FileProgress } from './import-progress.server.js';
import type { EntityCounts } from './import-runs.server.js';
import { planRows, type StoredRow, storedText } from './plan-rows.server.js';
import { locateEntityFile, readRows } from './read-rows.server.js';

/** Rows compared with the stored ones in one query. */
const PLAN_ROWS = 1000;

/** The outcome of an import: rows read per file, or every problem found (then nothing was written). */
export type ImportReport =
  | { ok: true; rows: Record<string, number>; documents: number }
  | { ok: false; problems: ImportProblem[] };

/** Options of {@link importFolder}. */
export interface ImportOptions {
  /** Called as each file has been read and checked. */
  onFile?: (progress: FileProgress) => void;
}

interface Run {
  db: Kysely<Database>;
  context: ImportContext;
  problems: ImportProblem[];
  rows: Record<string, number>;
  plan: ImportPlan;
  onFile: ImportOptions['onFile'];
}

/** The key columns after the customer, which name a record within its customer in record_changes. */
function historyOf(table: ContractTable): HistoryColumns | null {
  if (table.owner !== 'customer') return null;
  const customer = 'Customer' in table.fields ? 'Customer' : 'customer';
  const asset = table.assetColumn ? { asset: table.assetColumn } : {};
  return { customer, recordKey: table.key.filter((column) => column !== 'Customer'), ...asset };
}

// contractTables is in import order; users come right after the customers they belong to.
const IMPORT_ORDER: readonly (ContractTableName | 'users')[] = (
  Object.keys(contractTables) as ContractTableName[]
).flatMap((name) => (name === 'customers' ? [name, 'users' as const] : [name]));

async function importContractFile(run: Run, name: ContractTableName): Promise<void> {
  const table: ContractTable = contractTables[name];
  const source = locateEntityFile(run.context.folder, table.file);
  if (!source) return;
  if ('error' in source) {
    run.problems.push({ file: source.name, row: 0, field: '(file)', reason: source.error });
    return;
  }
  const seen = new Map<string, number>();
  const fields = Object.keys(table.fields);
  const entity: EntityPlan = {
    entity: name,
    table: name,
    file: source.name,
    key: table.key,
    history: historyOf(table),
    rows: 0,
    writes: [],
    deletes: [],
  };
  const plan = async (rows: StoredRow[]) => {
    for (const write of await planRows(run.db, name, table.key, fields, rows)) entity.writes.push(write);
  };
  let buffer: StoredRow[] = [];
  let count = 0;
  for await (const entry of readRows(source.path)) {
    if ('error' in entry) {
      run.problems.push({
        file: source.name,
        row: entry.row,
        field: entry.row === 0 ? '(file)' : '(row)',
        reason: entry.error,
      });
      continue;
    }
    const checked = checkContractRow(table, entry.value, run.context);
    // A customer or item row with a bad field still names its key: learning it keeps later rows that refer
    // to it from repeating the same problem as "unknown".
    learn(run.context, name, 'values' in checked ? checked.values : (entry.value as Record<string, unknown>));
    if ('problems' in checked) {
      for (const problem of checked.problems)
        run.problems.push({ file: source.name, row: entry.row, ...problem });
      continue;
    }
    const key = table.key.map((column) => checked.values[column]).join('\u0000');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const reason = `duplicate key (${table.key.join(', ')}), same as row ${earlier}`;
      run.problems.push({ file: source.name, row: entry.row, field: table.key.at(-1) ?? '(row)', reason });
      continue;
    }
    seen.set(key, entry.row);
    for (const document of checked.documents) run.plan.documents.add(document);
    count += 1;
    // Once there is a problem nothing will be written: the rest is only checked.
    if (run.problems.length === 0) {
      buffer.push(checked.values);
      if (buffer.length >= PLAN_ROWS) {
        await plan(buffer);
        buffer = [];
      }
    }
  }
  if (run.problems.length === 0) await plan(buffer);
  entity.rows = count;
  run.plan.entities.push(entity);
  run.rows[source.name] = count;
}

/** Later files may refer to customers and items of this import. */
function learn(context: ImportContext, table: ContractTableName, values: Record<string, unknown> | null) {
  if (!values || typeof values !== 'object') return;
  if (table === 'customers' && typeof values.customer === 'string') {
    const stored = typeof values.assets === 'string' ? JSON.parse(values.assets) : values.assets;
    const assets = Array.isArray(stored) ? stored.filter((asset) => typeof asset === 'string') : [];
    context.customers.set(values.customer, new Set(assets));
  } else if (table === 'items' && typeof values.Customer === 'string' && typeof values.Item_No === 'string') {
    context.items.add(itemKey(values.Customer, values.Item_No));
  }
}

async function importUsers(run: Run): Promise<void> {
  const source = locateEntityFile(run.context.folder, 'users');
  if (!source) return;
  if ('error' in source) {
    run.problems.push({ file: source.name, row: 0, field: '(file)', reason: source.error });
    return;
  }
  const users: CheckedUser[] = [];
  const seen = new Map<string, number>();
  for await (const entry of readRows(source.path)) {
    if ('error' in entry) {
      run.problems.push({
        file: source.name,
        row: entry.row,
        field: entry.row === 0 ? '(file)' : '(row)',
        reason: entry.error,
      });
      continue;
    }
    const checked = checkUserRow(entry.value, run.context);
    if ('problems' in checked) {
      for (const problem of checked.problems)
        run.problems.push({ file: source.name, row: entry.row, ...problem });
      continue;
    }
    const earlier = seen.get(checked.user.email_key);
    if (earlier !== undefined) {
      const reason = `duplicate e-mail (case-insensitive), same as row ${earlier}`;
      run.problems.push({ file: source.name, row: entry.row, field: 'email', reason });
      continue;
    }
    seen.set(checked.user.email_key, entry.row);
    users.push(checked.user);
  }
  run.rows[source.name] = users.length;
  const entity: EntityPlan = {
    entity: 'users',
    table: 'users',
    file: source.name,
    key: ['email_key'],
    history: null,
    rows: users.length,
    writes: [],
    deletes: [],
  };
  run.plan.entities.push(entity);
  if (run.problems.length > 0) return;
  for (const { password, ...user } of users) {
    const existing = await run.db
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', user.email_key)
      .executeTakeFirst();
    // Re-importing the same password keeps the stored hash (a new salt would change the row).
    let passwordHash = existing?.password_hash ?? null;
    if (password !== null && !(passwordHash && (await verifyPassword(password, passwordHash)))) {
      passwordHash = await hashPassword(password);
    }
    const values: StoredRow = {
      ...user,
      id: existing?.id ?? randomUUID(),
      password_hash: passwordHash,
      created_at: existing?.created_at ?? new Date().toISOString(),
    };
    if (!existing) {
      entity.writes.push({ values, changes: null });
      continue;
    }
    const stored: Record<string, unknown> = existing;
    const changes = Object.keys(values)
      .map((field) => ({ field, old: storedText(stored[field]), new: storedText(values[field]) }))
      .filter((change) => change.old !== change.new);
    if (changes.length > 0) entity.writes.push({ values, changes });
  }
}

/** Runs one file's step and reports the file it read, with its rows and time, to the run's onFile. */
async function timed(run: Run, step: (run: Run) => Promise<void>): Promise<void> {
  const before = new Set(Object.keys(run.rows));
  const started = performance.now();
  await step(run);
  const ms = performance.now() - started;
  for (const [file, rows] of Object.entries(run.rows))
    if (!before.has(file)) run.onFile?.({ file, rows, ms });
}

async function importProviderCertificates(run: Run): Promise<void> {
  const name = 'certificates.json';
  const path = join(run.context.folder, name);
  if (!existsSync(path)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    run.problems.push({
      file: name,
      row: 0,
      field: '(file)',
      reason: `not valid JSON (${(error as Error).message})`,
    });
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    run.problems.push({ file: name, row: 0, field: '(file)', reason: 'must hold one JSON object' });
    return;
  }
  const rows: { name: string; file: string }[] = [];
  for (const [certificate, file] of Object.entries(parsed)) {
    if (file === null) continue;
    if (typeof file !== 'string' || !run.context.documentExists(file)) {
      run.problems.push({
        file: name,
        row: 1,
        field: certificate,
        reason: `document ${JSON.stringify(file)} does not exist in the data set`,
      });
      continue;
    }
    run.plan.documents.add(file);
    rows.push({ name: certificate, file });
  }
  run.rows[name] = rows.length;
  const writes =
    run.problems.length === 0
      ? await planRows(run.db, 'provider_certificates', ['name'], ['name', 'file'], rows)
      : [];
  run.plan.entities.push({
    entity: 'certificates',
    table: 'provider_certificates',
    file: name,
    key: ['name'],
    history: null,
    rows: rows.length,
    writes,
    deletes: [],
  });
}

/** What the check phase found: every problem, or the plan of what to write. */
export type CheckedDataSet =
  | { ok: true; rows: Record<string, number>; plan: ImportPlan }
  | { ok: false; problems: ImportProblem[] };

/**
 * Phase one of an import: reads and checks every file of a data-format folder and compares its rows with
 * the stored ones. It only reads the database, so it holds no lock while it works.
 *
 * @example
 * const checked = await checkDataSet(handle, '/imports/2026-11');
 * if (checked.ok) console.log(planSize(checked.plan), 'rows to write');
 */
export async function checkDataSet(
  handle: DatabaseHandle,
  folder: string,
  options: ImportOptions = {},
): Promise<CheckedDataSet> {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    return { ok: false, problems: [{ file: folder, row: 0, field: '(folder)', reason: 'is not a folder' }] };
  }
  const run: Run = {
    db: handle.db,
    context: await loadImportContext(handle.db, folder),
    problems: [],
    rows: {},
    plan: { entities: [], documents: new Set(), orphanCandidates: new Set() },
    onFile: options.onFile,
  };
  for (const name of IMPORT_ORDER) {
    await timed(run, name === 'users' ? importUsers : (current) => importContractFile(current, name));
  }
  await timed(run, importProviderCertificates);
  if (run.problems.length > 0) return { ok: false, problems: run.problems };
  return { ok: true, rows: run.rows, plan: run.plan };
}

/**
 * What a plan does to each entity: rows read, and rows added, changed and deleted.
 *
 * @example
 * planSummary(plan).serials; // { file: 'serials.ndjson', rows: 27, added: 27, changed: 0, deleted: 0 }
 */
export function planSummary(plan: ImportPlan): Record<string, EntityCounts> {
  return Object.fromEntries(
    plan.entities.map((entity) => {
      const added = entity.writes.filter((write) => write.changes === null).length;
      const counts: EntityCounts = {
        file: entity.file,
        rows: entity.rows,
        added,
        changed: entity.writes.length - added,
        deleted: entity.deletes.length,
      };
      return [entity.entity, counts];
    }),
  );
}

/**
 * Imports a data-format folder (../shared/spec/data-format.md): checks every file and compares it with the
 * database (nothing written when there is any problem, every problem reported as file, row and field),
 * copies the referenced documents into the store, then writes only the rows that differ, in short
 * transactions (see applyPlan). runImport does the same as a recorded run, with history and a lease.
 *
 * @example
 * const report = await importFolder(handle, store, '/imports/2026-05', { onFile: (p) => console.log(p.file) });
 * if (!report.ok) console.error(report.problems.map(formatProblem).join('\n'));
 */
export async function importFolder(
  handle: DatabaseHandle,
  store: DocumentStore,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const checked = await checkDataSet(handle, folder, options);
  if (!checked.ok) return checked;
  await copyDocuments(store, folder, checked.plan);
  await applyPlan(handle, checked.plan, { runId: null });
  await analyzeAfterImport(handle);
  return { ok: true, rows: checked.rows, documents: checked.plan.documents.size };
}

/**
 * Copies every document the data set's rows refer to into the store (replacing what was there), before
 * any row that points to one is written.
 *
 * @example
 * await copyDocuments(store, '/imports/2026-05', plan);
 */
export async function copyDocuments(store: DocumentStore, folder: string, plan: ImportPlan): Promise<void> {
  for (const document of plan.documents) await store.putFile(document, join(folder, document));
}

/**
 * Fresh statistics let both planners pick the covering inventory index right after a large import.
 *
 * @example
 * await analyzeAfterImport(handle);
 */
export async function analyzeAfterImport(handle: DatabaseHandle): Promise<void> {
  for (const table of ['serials', 'items', 'customers'])
    await sql`analyze ${sql.table(table)}`.execute(handle.db);
}
