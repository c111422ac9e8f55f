import type { Kysely } from 'kysely';
import type { Database } from './schema.server.js';

/** The e-mail domain of every account of the demo data set (and of the test fixtures). */
const DEMO_DOMAIN = '@rigready.test';

/**
 * The e-mail addresses of the demo data set's accounts present in the database, sorted: each may still have
 * the published demo password, so the start-up log names them.
 *
 * @example
 * await findDemoAccounts(handle.db); // ['admin@rigready.test', 'customer@rigready.test', ...] or []
 */
export async function findDemoAccounts(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email_key')
    .where('email_key', 'like', `%${DEMO_DOMAIN}`)
    .orderBy('email_key')
    .execute();
  return rows.map((row) => row.email_key);
}
