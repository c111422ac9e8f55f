import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../../../app/server/db/database.server.js';
import type { TestDatabase } from '../../helpers/test-database.js';
import { fixtureDatabase, portalEnv } from './fixture-database.js';
import { type PortalProcess, startPortalProcess } from './portal-process.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/** Time for a portal start (build loaded, migrations checked) and for each test against it. */
export const PORTAL_TIMEOUT_MS = 180_000;

/** What a suite needs beyond the default portal on the two-customers fixture in SQLite. */
export interface BuiltPortalOptions {
  /** PostgreSQL is reached through a TCP proxy of the test's own, so that the test can cut it. */
  dialect?: DialectName;
  /** Variables added to the database's, e.g. `PORTAL_WORKERS`. */
  env?: Record<string, string>;
  /** The data set to import instead of two-customers (a folder of tests/fixtures, see `FIXTURES`). */
  fixture?: string;
}

/** The running portal and what it runs on; each accessor throws outside the describe's tests. */
export interface BuiltPortal {
  portal(): PortalProcess;
  database(): TestDatabase;
  /** Only with `dialect: 'postgres'`. */
  proxy(): TcpProxy;
}

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`useBuiltPortal: the ${what} exists only inside the describe's tests`);
  return value;
}

/**
 * Starts the built portal (`pnpm build:packages && pnpm build:portal` first) once for the current
 * `describe`, on a fresh two-customers database (or `fixture`'s), and stops it and removes the database afterwards.
 *
 * @example
 * const { portal } = useBuiltPortal({ env: { PORTAL_WORKERS: '2' } });
 * it('...', async () => { await fetch(`${portal().baseUrl}/healthz`); });
 */
export function useBuiltPortal(options: BuiltPortalOptions = {}): BuiltPortal {
  let database: TestDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let portal: PortalProcess | undefined;

  beforeAll(async () => {
    database = await fixtureDatabase(options.dialect ?? 'sqlite', options.fixture);
    let postgresUrl: string | undefined;
    if (options.dialect === 'postgres') {
      proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
      postgresUrl = `postgres://postgres@127.0.0.1:${proxy.port}/test`;
    }
    portal = await startPortalProcess({ ...portalEnv(database, postgresUrl), ...options.env });
  }, PORTAL_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.stop();
    await proxy?.close();
    await database?.destroy();
    portal = undefined;
    proxy = undefined;
    database = undefined;
  });

  return {
    portal: () => present(portal, 'portal'),
    database: () => present(database, 'database'),
    proxy: () => present(proxy, "proxy (with dialect: 'postgres')"),
  };
}
