import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `Request_No` on tubular order lines (`orders`) and BHA orders (`bha_orders`): the number of the
 * customer's request (`RQ-<year>-<nnnn>`) an order of the system of record answers, optional in the
 * contract. Indexed with the customer, since a request's page looks its orders up by both.
 *
 * @example
 * const migrations = { '0016-order-request-numbers': orderRequestNumbersMigration };
 */
export const orderRequestNumbersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['orders', 'bha_orders']) {
      await db.schema.alterTable(table).addColumn('Request_No', 'text').execute();
      await db.schema
        .createIndex(`${table}_request_no_idx`)
        .on(table)
        .columns(['Customer', 'Request_No'])
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['orders', 'bha_orders']) {
      await db.schema.dropIndex(`${table}_request_no_idx`).execute();
      await db.schema.alterTable(table).dropColumn('Request_No').execute();
    }
  },
};
