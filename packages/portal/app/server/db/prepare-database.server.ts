import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PortalEnv } from '../config/env.server.js';
import { configuredDocumentStore } from '../documents/store/configured-document-store.server.js';
import { importFolder } from '../importer/import-folder.server.js';
import { formatProblem } from '../importer/import-problem.server.js';
import { type DatabaseHandle, openDatabase } from './database.server.js';
import { migrateToLatest } from './migrations/migrate.server.js';

/** Writes a data-format folder into an empty target folder (the demo data generator). */
export type DemoDataWriter = (targetDir: string) => Promise<unknown>;

/** What {@link prepareDatabase} did, for the start-up log. */
export interface Preparation {
  handle: DatabaseHandle;
  migrations: string[];
  /** Rows per file of the demo data set, when it was imported. */
  demoRows: Record<string, number> | null;
}

/**
 * Readies the configured database for serving: runs the migrations, then, when the database holds no
 * customer and demo data is on, writes the demo data set to PORTAL_DATA_DIR/demo and imports it.
 * A failing demo import stops the start with its problems.
 *
 * @example
 * const { handle } = await prepareDatabase(getEnv(), (dir) => writeDemoDataSet(dir));
 */
export async function prepareDatabase(env: PortalEnv, writeDemoData: DemoDataWriter): Promise<Preparation> {
  const handle = openDatabase(env.database);
  try {
    const migrated = await migrateToLatest(handle.db);
    const migrations = (migrated.results ?? []).map((result) => result.migrationName);
    if (!env.demoData) return { handle, migrations, demoRows: null };
    const anyCustomer = await handle.db
      .selectFrom('customers')
      .select('customer_id')
      .limit(1)
      .executeTakeFirst();
    if (anyCustomer) return { handle, migrations, demoRows: null };
    const folder = join(env.dataDir, 'demo');
    await rm(folder, { recursive: true, force: true });
    await writeDemoData(folder);
    const report = await importFolder(handle, configuredDocumentStore(env.documents), folder);
    if (!report.ok) {
      throw new Error(`The demo data set did not import:\n${report.problems.map(formatProblem).join('\n')}`);
    }
    return { handle, migrations, demoRows: report.rows };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
