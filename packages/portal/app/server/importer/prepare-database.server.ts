import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PortalEnv } from '../config/env.server.js';
import { ensureCurrentChangeHistoryMonths } from '../db/change-history-partitions.server.js';
import { type DatabaseHandle, openDatabase } from '../db/database.server.js';
import { findDemoAccounts } from '../db/demo-accounts.server.js';
import { migrateToLatest } from '../db/migrations/migrate.server.js';
import { configuredDocumentStore } from '../document-store/configured-document-store.server.js';
import { formatProblem } from './import-problem.server.js';
import type { FileProgress } from './import-progress.server.js';
import { runImport } from './run-import.server.js';

/** Writes a data-format folder into an empty target folder (the demo data generator). */
export type DemoDataWriter = (targetDir: string) => Promise<unknown>;

/** What {@link prepareDatabase} did, for the start-up log. */
export interface Preparation {
  handle: DatabaseHandle;
  migrations: string[];
  /** Rows per file of the demo data set, when it was imported. */
  demoRows: Record<string, number> | null;
  /** The demo data set's accounts in the database (imported now or before), for the start-up warning. */
  demoAccounts: string[];
}

/** Imports the demo data set when the database holds no customer; the rows per file, or null. */
async function importDemoIntoEmpty(
  handle: DatabaseHandle,
  env: PortalEnv,
  writeDemoData: DemoDataWriter,
  onDemoFile?: (progress: FileProgress) => void,
): Promise<Record<string, number> | null> {
  const anyCustomer = await handle.db
    .selectFrom('customers')
    .select('customer_id')
    .limit(1)
    .executeTakeFirst();
  if (anyCustomer) return null;
  const folder = join(env.dataDir, 'demo');
  await rm(folder, { recursive: true, force: true });
  await writeDemoData(folder);
  const { report } = await runImport(
    handle,
    configuredDocumentStore(env.documents),
    folder,
    { source: 'start', actor: 'portal' },
    { onFile: onDemoFile },
  );
  if (!report.ok) {
    throw new Error(`The demo data set did not import:\n${report.problems.map(formatProblem).join('\n')}`);
  }
  return report.rows;
}

/**
 * Readies the configured database for serving: runs the migrations and makes the change history's
 * partitions of this month and the next (PostgreSQL), then, when the database holds no
 * customer and demo data is on, writes the demo data set to PORTAL_DATA_DIR/demo and imports it; last it
 * lists the demo accounts the database holds.
 * A failing demo import stops the start with its problems; `onDemoFile` hears of each demo file as it is
 * read, so a first start says what it is doing.
 *
 * @example
 * const { handle } = await prepareDatabase(getEnv(), (dir) => writeDemoDataSet(dir), (file) => log(file));
 */
export async function prepareDatabase(
  env: PortalEnv,
  writeDemoData: DemoDataWriter,
  onDemoFile?: (progress: FileProgress) => void,
): Promise<Preparation> {
  const handle = openDatabase(env.database);
  try {
    const migrated = await migrateToLatest(handle.db);
    const migrations = (migrated.results ?? []).map((result) => result.migrationName);
    await ensureCurrentChangeHistoryMonths(handle.db, new Date());
    const demoRows = env.demoData ? await importDemoIntoEmpty(handle, env, writeDemoData, onDemoFile) : null;
    return { handle, migrations, demoRows, demoAccounts: await findDemoAccounts(handle.db) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
