import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';

const PORTAL_DIR = new URL('../../../', import.meta.url).pathname;

/**
 * Runs `scripts/backup.ts` (what `npm run backup` runs) as a child process with `env`; answers its output,
 * rejects with it when the command fails.
 *
 * @example
 * const output = await runBackup({ DATABASE_URL: url, PORTAL_DATA_DIR: dir }, '/tmp/b.sql');
 */
export function runBackup(env: Record<string, string>, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(PORTAL_DIR, 'node_modules', '.bin', 'tsx'), ['scripts/backup.ts', file], {
      cwd: PORTAL_DIR,
      env: { ...process.env, ...env, INIT_CWD: PORTAL_DIR },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`backup exited ${code}:\n${output}`)),
    );
  });
}

/**
 * Loads a plain SQL dump with `psql -v ON_ERROR_STOP=1`, as docs/reliability.md restores one; rejects with
 * psql's errors.
 *
 * @example
 * await psqlFile('postgres://postgres@127.0.0.1/restored', '/tmp/b.sql');
 */
export function psqlFile(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', file]);
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`psql exited ${code}:\n${output}`)),
    );
  });
}

/**
 * The row count of every table of an SQLite file, by table name.
 *
 * @example
 * sqliteTableCounts('/data/rigready.sqlite').get('serials'); // 27
 */
export function sqliteTableCounts(path: string): Map<string, number> {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    const names = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all()
      .map((row) => String(row.name));
    return new Map(
      names.map((name) => [name, Number(database.prepare(`select count(*) as n from "${name}"`).get()?.n)]),
    );
  } finally {
    database.close();
  }
}

/**
 * The row count of every table of a PostgreSQL schema, by table name.
 *
 * @example
 * (await postgresTableCounts(client, 'public')).get('serials'); // 27
 */
export async function postgresTableCounts(client: pg.Client, schema: string): Promise<Map<string, number>> {
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by table_name",
    [schema],
  );
  const tables = new Map<string, number>();
  for (const { table_name } of rows) {
    const count = await client.query<{ n: string }>(`select count(*) as n from "${schema}"."${table_name}"`);
    tables.set(table_name, Number(count.rows[0]?.n));
  }
  return tables;
}
