import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.server.js';
import type { StoredRow } from './plan-rows.server.js';

/**
 * Remembers, per customer, whether a table holds any of its rows (for a table no customer owns: any row
 * at all), asking the database once per customer with a key-prefix lookup. A customer's first import has
 * nothing to compare its rows with, so they skip the per-key lookups of planRows and are planned as new.
 * The run's lease keeps other imports from adding rows meanwhile, and the portal never writes these tables.
 *
 * @example
 * const holds = storedCustomers(db, 'serials', 'Customer');
 * if (!(await holds({ Customer: 'Northwind Drilling' }))) console.log('first import of Northwind');
 */
export function storedCustomers(
  db: Kysely<Database>,
  table: string,
  customerColumn: string | null,
): (row: StoredRow) => Promise<boolean> {
  const answers = new Map<string, boolean>();
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time; its customer column is checked.
  const dynamic = db as Kysely<any>;
  return async (row) => {
    const customer = customerColumn === null ? '' : String(row[customerColumn]);
    const known = answers.get(customer);
    if (known !== undefined) return known;
    let query = dynamic.selectFrom(table).select(sql.lit(1).as('found')).limit(1);
    if (customerColumn !== null) query = query.where(customerColumn, '=', customer);
    const stored = (await query.execute()).length > 0;
    answers.set(customer, stored);
    return stored;
  };
}
