import type { DialectName } from '../../../app/server/db/database.server.js';
import { importFolder } from '../../../app/server/importer/import-folder.server.js';
import { createTestDatabase, FIXTURES, type TestDatabase } from '../../helpers/test-database.js';

/**
 * A fresh database of its own (SQLite file or PostgreSQL schema) holding the two-customers fixture (or the
 * data set in `folder`), closed again so that a portal process can open it.
 *
 * @example
 * const database = await fixtureDatabase('sqlite');
 * await database.destroy();
 */
export async function fixtureDatabase(
  dialect: DialectName,
  folder: string = FIXTURES.twoCustomers,
): Promise<TestDatabase> {
  const database = await createTestDatabase(dialect);
  const report = await importFolder(database.handle, database.store, folder);
  if (!report.ok) throw new Error(`the fixture ${folder} did not import`);
  await database.handle.close();
  return database;
}

/**
 * The environment that points a portal process at `database`; `postgresUrl` replaces the server address
 * (a proxy in front of it), the schema goes into the connection's search_path.
 *
 * @example
 * startPortalProcess(portalEnv(database, `postgres://postgres@127.0.0.1:${proxy.port}/test`));
 */
export function portalEnv(database: TestDatabase, postgresUrl?: string): Record<string, string> {
  // The fixture's admin signs in with its password alone; the second factor's own tests require one.
  const common = {
    PORTAL_DATA_DIR: database.dataDir,
    PORTAL_DEMO_DATA: 'off',
    PORTAL_ADMIN_SECOND_FACTOR: 'off',
    NODE_ENV: 'production',
  };
  if (!database.schema) return { ...common, DATABASE_URL: `file:${database.dataDir}/test.sqlite` };
  if (!postgresUrl) throw new Error('portalEnv: a PostgreSQL database needs the server URL');
  const options = encodeURIComponent(`-c search_path=${database.schema}`);
  return { ...common, DATABASE_URL: `${postgresUrl}?options=${options}` };
}
