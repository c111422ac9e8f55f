import type { Kysely } from 'kysely';
import { contractTables } from '../../app/server/db/contract-tables.server.js';
import type { Database } from '../../app/server/db/schema.server.js';

/** Every table the importer writes, with the columns that order its rows. */
const IMPORTED_TABLES: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.values(contractTables).map((table) => [table.file, table.key])),
  users: ['email_key'],
  provider_certificates: ['name'],
};

/**
 * Every row of every imported table, in key order, for comparing a database before and after.
 *
 * @example
 * expect(await snapshotTables(db)).toEqual(before);
 */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  // biome-ignore lint/suspicious/noExplicitAny: walks every table by name.
  const dynamic = db as Kysely<any>;
  for (const [table, key] of Object.entries(IMPORTED_TABLES)) {
    let query = dynamic.selectFrom(table).selectAll();
    for (const column of key) query = query.orderBy(column);
    snapshot[table] = await query.execute();
  }
  return snapshot;
}
