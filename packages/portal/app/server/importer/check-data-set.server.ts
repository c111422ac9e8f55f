import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password.server.js';
import { IMPORT_DEFAULTS } from '../config/env.server.js';
import { type ContractTable, type ContractTableName, contractTables } from '../db/contract-tables.server.js';
import type { DatabaseHandle, DialectName } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';
import { checkContractRow } from './check-contract-row.server.js';
import { type CheckedUser, checkUserRow, userRowSchema } from './check-user-row.server.js';
import { checkDocument } from './field-values.server.js';
import { type ImportContext, itemKey, loadImportContext } from './import-context.server.js';
import { keyReachProblems } from './import-key-reach.server.js';
import type { ImportOptions } from './import-options.server.js';
import type { EntityPlan, HistoryColumns, ImportPlan } from './import-plan.server.js';
import type { ImportProblem } from './import-problem.server.js';
import { keyText, planRows, type StoredRow, storedText } from './plan-rows.server.js';
import { planSnapshotDeletes } from './plan-snapshot-deletes.server.js';
import { MANIFEST_FILE, type Manifest, readManifest } from './read-manifest.server.js';
import { locateEntityFile, readRows } from './read-rows.server.js';
import { storedCustomers } from './stored-customers.server.js';
import { documentsOfRow } from './stored-documents.server.js';
import { unreadFields } from './unread-fields.server.js';

/** Rows compared with the stored ones in one query. */
const PLAN_ROWS = 1000;

/** Rows read between two progress notes. */
const PROGRESS_ROWS = 10_000;
/** Users compared (and their passwords hashed) between two progress notes. */
const USERS_PER_PROGRESS = 50;

interface Run {
  db: Kysely<Database>;
  dialect: DialectName;
  context: ImportContext;
  problems: ImportProblem[];
  rows: Record<string, number>;
  plan: ImportPlan;
  manifest: Manifest | null;
  options: ImportOptions;
  unread: ReturnType<typeof unreadFields>;
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
  const known = new Set(fields);
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
  const holdsRowsOf = storedCustomers(run.db, name, entity.history?.customer ?? null);
  const plan = async (rows: StoredRow[]) => {
    const compared: StoredRow[] = [];
    for (const values of rows) {
      if (await holdsRowsOf(values)) compared.push(values);
      else entity.writes.push({ values, changes: null });
    }
    for (const write of await planRows(run.db, run.dialect, name, table.key, fields, compared))
      entity.writes.push(write);
  };
  let buffer: StoredRow[] = [];
  let count = 0;
  let read = 0;
  for await (const entry of readRows(source.path)) {
    if (entry.row > 0) read += 1;
    if (read % PROGRESS_ROWS === 0) await run.options.onRows?.({ file: source.name, rows: read });
    if ('error' in entry) {
      run.problems.push({
        file: source.name,
        row: entry.row,
        field: entry.row === 0 ? '(file)' : '(row)',
        reason: entry.error,
      });
      continue;
    }
    run.unread.note(source.name, entry.row, entry.value, known);
    const checked = checkContractRow(table, entry.value, run.context);
    // A customer or item row with a bad field still names its key: learning it keeps later rows that refer
    // to it from repeating the same problem as "unknown".
    learn(run.context, name, 'values' in checked ? checked.values : (entry.value as Record<string, unknown>));
    if ('problems' in checked) {
      for (const problem of checked.problems)
        run.problems.push({ file: source.name, row: entry.row, ...problem });
      continue;
    }
    const key = keyText(table.key, checked.values);
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
  checkRowCount(run, source.name, read);
  await planSnapshot(run, entity, 'Customer' in table.fields ? 'Customer' : null, seen, (row) =>
    documentsOfRow(table, row),
  );
}

/** A file holding another number of rows than the manifest says is cut short or from another export. */
function checkRowCount(run: Run, file: string, read: number) {
  const expected = run.manifest?.files[file]?.rows;
  if (expected === undefined || expected === read) return;
  run.problems.push({
    file,
    row: 0,
    field: '(file)',
    reason: `holds ${read} rows, ${MANIFEST_FILE} says ${expected}`,
  });
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** When the manifest declares the entity a snapshot: the stored rows it no longer holds become deletes. */
async function planSnapshot(
  run: Run,
  entity: EntityPlan,
  customerColumn: string | null,
  seen: { has(key: string): boolean },
  documents: (row: StoredRow) => string[],
) {
  const scope = run.manifest?.snapshot[entity.entity];
  if (!scope || run.problems.length > 0) return;
  if (scope !== 'all') {
    const unknown = scope.filter((name) => !run.context.customers.has(name));
    for (const name of unknown) {
      const reason = `unknown customer "${name}"`;
      run.problems.push({ file: MANIFEST_FILE, row: 0, field: `snapshot.${entity.entity}`, reason });
    }
    if (unknown.length > 0) return;
  }
  const inScope = await planSnapshotDeletes(run.db, run.dialect, entity, scope, customerColumn, seen);
  const share = inScope === 0 ? 0 : entity.deletes.length / inScope;
  const allowed = run.options.maxDeleteShare ?? IMPORT_DEFAULTS.maxDeleteShare;
  if (share > allowed && !run.options.force) {
    const reason =
      `the snapshot would delete ${entity.deletes.length} of ${inScope} rows (${percent(share)}), more than ` +
      `the ${percent(allowed)} allowed (PORTAL_IMPORT_MAX_DELETE_SHARE); import with --force if that is meant`;
    run.problems.push({ file: entity.file, row: 0, field: '(snapshot)', reason });
    return;
  }
  for (const row of entity.deletes)
    for (const document of documents(row))
      if (!run.plan.documents.has(document)) run.plan.orphanCandidates.add(document);
}

/**
 * A customer a snapshot removes must take all its records with it: rows of it left in other entities would
 * belong to no customer.
 */
async function checkCustomerDeletes(run: Run) {
  const customers = run.plan.entities.find((entity) => entity.entity === 'customers');
  for (const row of customers?.deletes ?? []) {
    const name = String(row.customer);
    for (const [entity, table] of [...Object.entries(contractTables), ['users', null] as const]) {
      if (table !== null && table.owner !== 'customer') continue;
      if (entity === 'customers') continue;
      const stored = await run.db
        // biome-ignore lint/suspicious/noExplicitAny: every customer-owned table has a Customer column.
        .selectFrom(entity as any)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('Customer', '=', name)
        .executeTakeFirstOrThrow();
      const deleted =
        run.plan.entities
          .find((plan) => plan.entity === entity)
          ?.deletes.filter((deletedRow) => deletedRow.Customer === name).length ?? 0;
      const left = Number(stored.count) - deleted;
      if (left > 0) {
        const reason = `the snapshot deletes customer "${name}" but ${left} ${entity} rows of it would remain; snapshot ${entity} too`;
        run.problems.push({ file: customers?.file ?? 'customers.json', row: 0, field: '(snapshot)', reason });
      }
    }
  }
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

const USER_FIELDS: ReadonlySet<string> = new Set(Object.keys(userRowSchema.shape));

async function importUsers(run: Run): Promise<void> {
  const source = locateEntityFile(run.context.folder, 'users');
  if (!source) return;
  if ('error' in source) {
    run.problems.push({ file: source.name, row: 0, field: '(file)', reason: source.error });
    return;
  }
  const users: CheckedUser[] = [];
  const seen = new Map<string, number>();
  let read = 0;
  for await (const entry of readRows(source.path)) {
    if (entry.row > 0) read += 1;
    if ('error' in entry) {
      run.problems.push({
        file: source.name,
        row: entry.row,
        field: entry.row === 0 ? '(file)' : '(row)',
        reason: entry.error,
      });
      continue;
    }
    run.unread.note(source.name, entry.row, entry.value, USER_FIELDS);
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
  checkRowCount(run, source.name, read);
  if (run.problems.length > 0) return;
  for (const [index, { password, ...user }] of users.entries()) {
    // Hashing a password takes a good fraction of a second: a long users file must keep the lease alive.
    if (index > 0 && index % USERS_PER_PROGRESS === 0)
      await run.options.onRows?.({ file: source.name, rows: index });
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
  await planSnapshot(run, entity, 'Customer', seen, () => []);
}

/** Runs one file's step and reports the file it read, with its rows and time, to the run's onFile. */
async function timed(run: Run, step: (run: Run) => Promise<void>): Promise<void> {
  const before = new Set(Object.keys(run.rows));
  const started = performance.now();
  await step(run);
  const ms = performance.now() - started;
  for (const [file, rows] of Object.entries(run.rows))
    if (!before.has(file)) run.options.onFile?.({ file, rows, ms });
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
    const checked = checkDocument(file, run.context.documentExists);
    if ('reason' in checked) {
      run.problems.push({ file: name, row: 1, field: certificate, reason: checked.reason });
      continue;
    }
    const [document = ''] = checked.documents;
    run.plan.documents.add(document);
    rows.push({ name: certificate, file: document });
  }
  run.rows[name] = rows.length;
  checkRowCount(run, name, Object.keys(parsed).length);
  const writes =
    run.problems.length === 0
      ? await planRows(run.db, run.dialect, 'provider_certificates', ['name'], ['name', 'file'], rows)
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
  | {
      ok: true;
      rows: Record<string, number>;
      plan: ImportPlan;
      manifest: Manifest | null;
      /** Fields the importer does not read, once per file and field: ignored, but mostly mistakes. */
      unreadFields: ImportProblem[];
    }
  | { ok: false; problems: ImportProblem[] };

/**
 * Phase one of an import: reads and checks every file of a data-format folder and compares its rows with
 * the stored ones. It only reads the database, so it holds no lock while it works.
 *
 * @example
 * const checked = await checkDataSet(handle, '/imports/2026-11');
 * if (checked.ok) console.log(checked.plan.entities.map((entity) => entity.writes.length));
 */
export async function checkDataSet(
  handle: DatabaseHandle,
  folder: string,
  options: ImportOptions = {},
): Promise<CheckedDataSet> {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    return { ok: false, problems: [{ file: folder, row: 0, field: '(folder)', reason: 'is not a folder' }] };
  }
  const manifest = await readManifest(folder);
  if (manifest && 'problems' in manifest) return { ok: false, problems: manifest.problems };
  const run: Run = {
    db: handle.db,
    dialect: handle.dialect,
    context: await loadImportContext(handle.db, folder),
    problems: [],
    rows: {},
    plan: { entities: [], documents: new Set(), orphanCandidates: new Set() },
    manifest: manifest?.manifest ?? null,
    options,
    unread: unreadFields(),
  };
  if (options.pushedWithKey) run.problems.push(...keyReachProblems(folder, run.manifest));
  for (const name of IMPORT_ORDER) {
    await timed(run, name === 'users' ? importUsers : (current) => importContractFile(current, name));
  }
  await timed(run, importProviderCertificates);
  if (run.problems.length === 0) await checkCustomerDeletes(run);
  if (run.problems.length > 0) return { ok: false, problems: run.problems };
  return { ok: true, rows: run.rows, plan: run.plan, manifest: run.manifest, unreadFields: run.unread.notes };
}
