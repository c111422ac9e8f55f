// The importer as it was before imports checked first and applied only the diff (commit b439b8b,
// app/server/importer/import-folder.server.ts): one transaction of keyed upserts over every row. Kept
// unchanged (with upsertRows as it was) as the import bench's peer, the way the DataTable bench keeps AG Grid, so that every run times
// today's importer against it on the same data. Not part of the portal: nothing in app/ imports it.
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { hashPassword, verifyPassword } from '../../app/server/auth/password.server.js';
import {
  type ContractTable,
  type ContractTableName,
  contractTables,
} from '../../app/server/db/contract-tables.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import type { Database } from '../../app/server/db/schema.server.js';
import type { DocumentStore } from '../../app/server/document-store/document-store.server.js';
import { checkContractRow } from '../../app/server/importer/check-contract-row.server.js';
import { type CheckedUser, checkUserRow } from '../../app/server/importer/check-user-row.server.js';
import {
  type ImportContext,
  itemKey,
  loadImportContext,
} from '../../app/server/importer/import-context.server.js';
import type { ImportProblem } from '../../app/server/importer/import-problem.server.js';
import type { FileProgress } from '../../app/server/importer/import-progress.server.js';
import { locateEntityFile, readRows } from '../../app/server/importer/read-rows.server.js';

/** Both databases cap bound parameters per statement (SQLite 32766, PostgreSQL 65535); stay well under. */
const MAX_PARAMETERS = 30000;
const MAX_ROWS = 1000;

/**
 * Inserts rows, replacing those whose natural key exists (`on conflict (key) do update`). Rows are sent
 * in batches of identical shape, so SQLite reuses one prepared statement per batch size.
 *
 * @example
 * await upsertRows(trx, 'serials', ['Customer', 'Serial_Number'], rows);
 */
async function upsertRows(
  db: Kysely<Database>,
  table: keyof Database,
  key: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const updated = columns.filter((column) => !key.includes(column));
  const batchSize = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time; rows were checked against its spec.
  const dynamic = db as Kysely<any>;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await dynamic
      .insertInto(table)
      .values(batch)
      .onConflict((conflict) => {
        const target = conflict.columns([...key]);
        if (updated.length === 0) return target.doNothing();
        return target.doUpdateSet(
          Object.fromEntries(
            updated.map((column) => [
              column, // biome-ignore lint/suspicious/noExplicitAny: see above.
              (eb: ExpressionBuilder<any, any>) => eb.ref(`excluded.${column}`),
            ]),
          ),
        );
      })
      .execute();
  }
}

/** Rows buffered before they are written; the import stays one transaction either way. */
const FLUSH_ROWS = 5000;

/** The outcome of an import: rows read per file, or every problem found (then nothing was written). */
type ImportReport =
  | { ok: true; rows: Record<string, number>; documents: number }
  | { ok: false; problems: ImportProblem[] };

/** Options of {@link importFolder}. */
interface ImportOptions {
  /** Called as each file has been read and checked (and written, unless a problem rolls it all back). */
  onFile?: (progress: FileProgress) => void;
}

class RollBack extends Error {}

interface Run {
  db: Kysely<Database>;
  context: ImportContext;
  problems: ImportProblem[];
  rows: Record<string, number>;
  documents: Set<string>;
  onFile: ImportOptions['onFile'];
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
  let buffer: Record<string, string | number | null>[] = [];
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
    for (const document of checked.documents) run.documents.add(document);
    count += 1;
    if (run.problems.length === 0) {
      buffer.push(checked.values);
      if (buffer.length >= FLUSH_ROWS) {
        await upsertRows(run.db, name, table.key, buffer);
        buffer = [];
      }
    }
  }
  if (run.problems.length === 0) await upsertRows(run.db, name, table.key, buffer);
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
  if (run.problems.length > 0) return;
  for (const { password, ...user } of users) {
    const existing = await run.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email_key', '=', user.email_key)
      .executeTakeFirst();
    // Re-importing the same password keeps the stored hash (a new salt would change the row).
    let passwordHash = existing?.password_hash ?? null;
    if (password !== null && !(passwordHash && (await verifyPassword(password, passwordHash)))) {
      passwordHash = await hashPassword(password);
    }
    if (existing) {
      await run.db
        .updateTable('users')
        .set({ ...user, password_hash: passwordHash })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await run.db
        .insertInto('users')
        .values({
          ...user,
          id: randomUUID(),
          password_hash: passwordHash,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
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
    run.documents.add(file);
    rows.push({ name: certificate, file });
  }
  run.rows[name] = rows.length;
  if (run.problems.length === 0) await upsertRows(run.db, 'provider_certificates', ['name'], rows);
}

/**
 * Imports a data-format folder (docs/data-contract.md) in one transaction: keyed upserts, every
 * problem collected as file, row and field, and nothing written when there is any. Referenced documents
 * are copied into the store before the transaction commits.
 *
 * @example
 * const report = await importInOneTransaction(handle, store, '/imports/2026-05', { onFile: (p) => console.log(p.file) });
 * if (!report.ok) console.error(report.problems.map(formatProblem).join('\n'));
 */
export async function importInOneTransaction(
  handle: DatabaseHandle,
  store: DocumentStore,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    return { ok: false, problems: [{ file: folder, row: 0, field: '(folder)', reason: 'is not a folder' }] };
  }
  let report: ImportReport | undefined;
  try {
    await handle.db.transaction().execute(async (trx) => {
      const run: Run = {
        db: trx,
        context: await loadImportContext(trx, folder),
        problems: [],
        rows: {},
        documents: new Set(),
        onFile: options.onFile,
      };
      for (const name of IMPORT_ORDER) {
        await timed(run, name === 'users' ? importUsers : (current) => importContractFile(current, name));
      }
      await timed(run, importProviderCertificates);
      if (run.problems.length > 0) {
        report = { ok: false, problems: run.problems };
        throw new RollBack();
      }
      for (const document of run.documents) await store.putFile(document, join(folder, document));
      report = { ok: true, rows: run.rows, documents: run.documents.size };
    });
  } catch (error) {
    if (!(error instanceof RollBack)) {
      return {
        ok: false,
        problems: [{ file: folder, row: 0, field: '(database)', reason: (error as Error).message }],
      };
    }
  }
  if (!report) throw new Error('import finished without a report');
  // Fresh statistics let both planners pick the covering inventory index right after a large import.
  if (report.ok) {
    for (const table of ['serials', 'items', 'customers'])
      await sql`analyze ${sql.table(table)}`.execute(handle.db);
  }
  return report;
}
