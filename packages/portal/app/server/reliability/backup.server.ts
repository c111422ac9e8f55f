import { execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import type { DatabaseTarget } from '../config/env.server.js';
import { makePrivateFileSync, PRIVATE_DIR_MODE } from '../config/private-files.server.js';

const run = promisify(execFile);

/** What {@link backupDatabase} wrote. */
export interface BackupResult {
  file: string;
  bytes: number;
  /** For PostgreSQL: the pg_dump and server versions, e.g. "pg_dump 15.20, server 15.20". */
  versions?: string;
}

/**
 * The backup file name for `at`: rigready-20261121T201500Z.sqlite (SQLite) or .sql (PostgreSQL).
 *
 * @example
 * backupFileName('sqlite', new Date('2026-11-21T20:15:00Z')); // 'rigready-20261121T201500Z.sqlite'
 */
export function backupFileName(kind: DatabaseTarget['kind'], at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `rigready-${stamp}.${kind === 'sqlite' ? 'sqlite' : 'sql'}`;
}

/**
 * The PostgreSQL schema a DATABASE_URL selects with `options=-c search_path=<schema>`, or null (public).
 *
 * @example
 * schemaOfUrl('postgres://h/db?options=-c%20search_path%3Dtenant'); // 'tenant'
 */
export function schemaOfUrl(url: string): string | null {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1] ?? null;
}

/**
 * pg_dump's `CREATE SCHEMA <schema>;` as `CREATE SCHEMA IF NOT EXISTS`: the dump then loads both into a new
 * database (made with an empty public schema) and where the damaged schema was moved aside. Only the
 * head of the dump is searched; the rest passes through untouched.
 */
function schemaIfNotExists(schema: string): Transform {
  const statement = `CREATE SCHEMA ${schema};\n`;
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString('utf8');
      const at = head.indexOf(statement);
      if (at < 0 && head.length < 1_000_000) return callback();
      done = true;
      const text =
        at < 0
          ? head
          : `${head.slice(0, at)}CREATE SCHEMA IF NOT EXISTS ${schema};\n${head.slice(at + statement.length)}`;
      head = '';
      callback(null, text);
    },
    flush(callback) {
      callback(null, done ? undefined : head);
    },
  });
}

/** Runs pg_dump into `file` (see {@link schemaIfNotExists}); rejects with pg_dump's errors when it fails. */
async function dumpInto(file: string, schema: string, args: readonly string[]): Promise<void> {
  const child = spawn('pg_dump', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  await pipeline(child.stdout, schemaIfNotExists(schema), createWriteStream(file));
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump exited ${code}: ${errors.trim()}`);
}

const major = (version: string) => Number(/(\d+)/.exec(version)?.[1] ?? Number.NaN);

async function postgresVersions(url: string): Promise<{ client: string; server: string }> {
  const { stdout } = await run('pg_dump', ['--version']).catch((error: unknown) => {
    throw new Error(`pg_dump is not installed (the postgresql-client package): ${String(error)}`);
  });
  const client = /(\d+(\.\d+)*)/.exec(stdout)?.[1] ?? stdout.trim();
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    const { rows } = await connection.query<{ server_version: string }>('show server_version');
    return { client, server: rows[0]?.server_version.split(' ')[0] ?? 'unknown' };
  } finally {
    await connection.end();
  }
}

/**
 * Backs the database up into `file` (which must not exist) without stopping writers: SQLite with
 * `VACUUM INTO` (a consistent, compacted copy from one read transaction), PostgreSQL with `pg_dump` as
 * plain SQL (one snapshot; the URL's search_path schema, else public, and nothing else). The file appears only
 * when complete. pg_dump refuses servers of a newer major version, so that case is stopped with a clear
 * message first.
 *
 * @example
 * const { file, bytes } = await backupDatabase({ kind: 'sqlite', path: 'data/rigready.sqlite' }, 'backups/a.sqlite');
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<BackupResult> {
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  // An empty 0600 file: VACUUM INTO and pg_dump write into it and keep its mode, so the copy of every
  // customer's data is never readable by others, not even while it is written.
  makePrivateFileSync(partial);
  let versions: string | undefined;
  try {
    if (target.kind === 'sqlite') {
      const database = new DatabaseSync(target.path, { timeout: 5000 });
      try {
        database.prepare('VACUUM INTO ?').run(partial);
      } finally {
        database.close();
      }
    } else {
      const { client, server } = await postgresVersions(target.url);
      if (major(client) < major(server)) {
        throw new Error(
          `pg_dump ${client} cannot dump a PostgreSQL ${server} server: install the client of major version ${major(server)} (postgresql-client-${major(server)})`,
        );
      }
      versions = `pg_dump ${client}, server ${server}`;
      const schema = schemaOfUrl(target.url) ?? 'public';
      await dumpInto(partial, schema, [
        '--format=plain',
        '--no-owner',
        '--no-privileges',
        `--schema=${schema}`,
        `--dbname=${target.url}`,
      ]);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: statSync(file).size, ...(versions ? { versions } : {}) };
}

/**
 * Where a backup goes: `requested` (a file, or an existing folder / a path ending in `/` that gets the
 * timestamped name), else PORTAL_DATA_DIR/backups/<timestamped name>.
 *
 * @example
 * backupPath('sqlite', '/srv/data', undefined, now); // '/srv/data/backups/rigready-….sqlite'
 */
export function backupPath(
  kind: DatabaseTarget['kind'],
  dataDir: string,
  requested: string | undefined,
  at: Date,
): string {
  const name = backupFileName(kind, at);
  if (!requested) return join(dataDir, 'backups', name);
  const isFolder = requested.endsWith('/') || statSync(requested, { throwIfNoEntry: false })?.isDirectory();
  return isFolder ? join(requested, name) : requested;
}
