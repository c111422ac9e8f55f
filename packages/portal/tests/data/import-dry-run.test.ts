// The dry run (`npm run import -- --check <folder>`, `POST /api/import?dryRun=true`): everything an import
// checks, the answer per entity, and nothing written. Run on the demo data set, unchanged and with one
// field of one row renamed, on SQLite and PostgreSQL.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiImport from '../../app/routes/api/import.js';
import { createMachineKey } from '../../app/server/admin/machine-keys.server.js';
import { IMPORT_KEYS } from '../../app/server/auth/machine-key.server.js';
import { type DialectName, openDatabase } from '../../app/server/db/database.server.js';
import { writeDemoDataSet } from '../../scripts/demo-data/index.js';
import { tarGzOf } from '../helpers/archives.js';
import { ORIGIN, PERSONAS, runRoute, useTestPortal } from '../helpers/portal-harness.js';
import { snapshotTables } from '../helpers/table-snapshot.js';
import { DIALECTS, onPostgres, TEST_POSTGRES_URL } from '../helpers/test-database.js';

const PORTAL_DIR = new URL('../../', import.meta.url).pathname;
// The demo set's serials.ndjson, row 2: its Serial_Number renamed to Serial_No.
const RENAMED_PROBLEM = 'serials.ndjson:2 Serial_Number: is required';
const scratch: string[] = [];
let demo = '';
let renamed = '';
let renamedOptional = '';
let keyDemo = '';
let keyRenamed = '';
let demoFiles: Record<string, number> = {};

beforeAll(async () => {
  demo = mkdtempSync(join(tmpdir(), 'rigready-dry-run-demo-'));
  renamed = mkdtempSync(join(tmpdir(), 'rigready-dry-run-renamed-'));
  renamedOptional = mkdtempSync(join(tmpdir(), 'rigready-dry-run-optional-'));
  keyDemo = mkdtempSync(join(tmpdir(), 'rigready-dry-run-key-demo-'));
  keyRenamed = mkdtempSync(join(tmpdir(), 'rigready-dry-run-key-renamed-'));
  scratch.push(demo, renamed, renamedOptional, keyDemo, keyRenamed);
  demoFiles = (await writeDemoDataSet(demo, { customers: 2, serialsPerCustomer: 200 })).files;
  cpSync(demo, renamed, { recursive: true });
  const path = join(renamed, 'serials.ndjson');
  const lines = readFileSync(path, 'utf8').split('\n');
  lines[1] = (lines[1] ?? '').replace('"Serial_Number":', '"Serial_No":');
  writeFileSync(path, lines.join('\n'));
  cpSync(demo, renamedOptional, { recursive: true });
  const optional = join(renamedOptional, 'serials.ndjson');
  writeFileSync(optional, readFileSync(optional, 'utf8').replaceAll('"Date_Inspected":', '"Date_Inspect":'));
  // What a key may push: the demo set without its users (accounts come only from the command or /users).
  cpSync(demo, keyDemo, { recursive: true });
  rmSync(join(keyDemo, 'users.json'));
  cpSync(renamed, keyRenamed, { recursive: true });
  rmSync(join(keyRenamed, 'users.json'));
}, 120_000);

afterAll(() => {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

/** Every file of a folder as archive entries, under the folder name an export would carry. */
function entriesOf(folder: string) {
  const files: { name: string; body: Uint8Array }[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push({ name: `export/${relative(folder, path)}`, body: readFileSync(path) });
    }
  };
  walk(folder);
  return files;
}

/**
 * What the demo set would do to the test portal, which holds the two-customers fixture: every row of the
 * demo's customers is new. The fixture has users admin@, customer@ and guest@rigready.test, which the demo
 * set has too (11 users: 8 added, 3 changed), and certificates NTO, ISO and JQS with other files (3
 * changed).
 */
function expectedSummary() {
  return {
    ...Object.fromEntries(
      Object.entries(demoFiles).map(([file, rows]) => [
        file.replace(/\.(nd)?json$/, ''),
        { file, rows, added: rows, changed: 0, deleted: 0 },
      ]),
    ),
    users: { file: 'users.json', rows: 11, added: 8, changed: 3, deleted: 0 },
    certificates: { file: 'certificates.json', rows: 3, added: 0, changed: 3, deleted: 0 },
  };
}

describe.each(DIALECTS)('npm run import -- --check on %s', (dialect: DialectName) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rigready-dry-run-cli-'));
  const database = `contract_dry_run_${randomBytes(5).toString('hex')}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORTAL_DATA_DIR: dataDir,
  };
  if (dialect === 'postgres') env.DATABASE_URL = TEST_POSTGRES_URL.replace(/\/[^/]*$/, `/${database}`);

  // Creating and dropping a database waits for PostgreSQL's checkpoint: long on a loaded machine.
  beforeAll(async () => {
    if (dialect === 'postgres') await onPostgres(`create database ${database}`);
  }, 60_000);
  afterAll(async () => {
    if (dialect === 'postgres') await onPostgres(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function check(folder: string) {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/import.ts', '--check', folder],
        { cwd: PORTAL_DIR, env, timeout: 120_000 },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('should exit 1 naming the renamed field, exit 0 with what it would add, and write nothing', async () => {
    const refused = await check(renamed);
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')).toContain(RENAMED_PROBLEM);
    expect(refused.stderr).toContain('The import would be refused: 1 problem(s). Nothing was written.');

    // An optional field renamed: the import would take every row (no inspection date); the check says so.
    const ignored = await check(renamedOptional);
    expect(ignored.code).toBe(0);
    expect(ignored.stderr.split('\n')).toContain(
      'serials.ndjson:1 Date_Inspect: is not a field of serials.ndjson in the data contract: the import ' +
        'ignores it (misspelt or renamed?)',
    );

    const passed = await check(demo);
    expect(passed.stderr).toBe('');
    expect(passed.code).toBe(0);
    const lines = passed.stdout.trim().split('\n');
    const serials = demoFiles['serials.ndjson'];
    // 2 customers x 200 joints: a first import adds every row.
    expect(serials).toBe(400);
    expect(lines).toContain('serials.ndjson: 400 rows; would add 400, change 0, delete 0');
    expect(lines).toHaveLength(Object.keys(demoFiles).length + 1);
    expect(lines.at(-1)).toBe(`The import of ${demo} would succeed. Nothing was written (--check).`);

    const handle = openDatabase(
      dialect === 'postgres'
        ? { kind: 'postgres', url: env.DATABASE_URL ?? '' }
        : { kind: 'sqlite', path: join(dataDir, 'rigready.sqlite') },
    );
    try {
      const tables = await snapshotTables(handle.db);
      expect(Object.entries(tables).filter(([, rows]) => rows.length > 0)).toEqual([]);
      expect(await handle.db.selectFrom('import_runs').selectAll().execute()).toEqual([]);
      expect(await handle.db.selectFrom('record_changes').selectAll().execute()).toEqual([]);
    } finally {
      await handle.close();
    }
    expect(readdirSync(dataDir).filter((name) => name === 'documents')).toEqual([]);
  }, 300_000);
});

describe.each(DIALECTS)('POST /api/import?dryRun=true on %s', (dialect: DialectName) => {
  const portal = useTestPortal(dialect);

  async function dryRun(folder: string, query = 'dryRun=true') {
    const { handle } = portal().runtime;
    const admin = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', PERSONAS.admin)
      .executeTakeFirstOrThrow();
    const name = `ERP ${randomBytes(3).toString('hex')}`;
    const { key } = await createMachineKey(
      { handle, adminUserId: admin.id, now: portal().clock.now },
      IMPORT_KEYS,
      name,
    );
    const body = await tarGzOf(entriesOf(folder));
    const request = new Request(`${ORIGIN}/api/import?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Authorization: `Bearer ${key}` },
      body: new Uint8Array(body),
    });
    const answer = await runRoute(apiImport.action, request);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  it('should answer 422 naming the renamed field, 200 with what it would do, and write nothing', async () => {
    const { handle } = portal().runtime;
    const before = await snapshotTables(handle.db);
    const runs = await handle.db.selectFrom('import_runs').selectAll().execute();

    const refused = await dryRun(keyRenamed);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      dryRun: true,
      wouldSucceed: false,
      problems: [{ file: 'serials.ndjson', row: 2, field: 'Serial_Number', reason: 'is required' }],
    });

    const passed = await dryRun(keyDemo);
    expect(passed.status).toBe(200);
    const { users: _users, ...withoutUsers } = expectedSummary();
    expect(passed.body).toEqual({
      dryRun: true,
      wouldSucceed: true,
      summary: withoutUsers,
      documents: expect.any(Number),
      unreadFields: [],
    });
    expect(passed.body.documents).toBeGreaterThan(0);

    expect(await snapshotTables(handle.db)).toEqual(before);
    expect(await handle.db.selectFrom('import_runs').selectAll().execute()).toEqual(runs);
    expect(await readdir(join(portal().database.dataDir, 'import-uploads'))).toEqual([]);
    const audit = await handle.db.selectFrom('audit_log').select('action').execute();
    expect(audit.filter((entry) => entry.action === 'import.checked')).toHaveLength(2);
  }, 300_000);

  it('should refuse what a key may not push, as the push itself would: users and force', async () => {
    const withUsers = await dryRun(demo);
    expect(withUsers.status).toBe(422);
    expect(withUsers.body.problems).toEqual([
      {
        file: 'users.json',
        row: 0,
        field: '(file)',
        reason:
          'an import key may not carry users: accounts, admin rights and passwords are imported only with the command on the server (npm run import) or kept on /users',
      },
    ]);
    const forced = await dryRun(keyDemo, 'dryRun=true&force=true');
    expect(forced.status).toBe(400);
  }, 300_000);

  it('should refuse a dryRun that is neither true nor false', async () => {
    const wrong = await dryRun(demo, 'dryRun=yes');
    expect(wrong).toEqual({ status: 400, body: { message: 'dryRun must be true or false, not "yes"' } });
  });
});
