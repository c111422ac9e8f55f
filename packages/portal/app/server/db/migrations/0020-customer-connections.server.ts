import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A customer's own OpenID Connect provider, through which its users sign in:
 * - `customer_connections`: one per customer (unique `customer_id`), the issuer, client id, the client
 *   secret sealed with a key derived from the token key (never stored in clear), whether a plain-http
 *   issuer is allowed (a lab), whether unknown addresses become users at their first sign-in, whether the
 *   customer's users may sign in only through it, and the routes such a new user gets.
 * - `customer_connection_domains`: the e-mail domains routed to a connection. The domain is the key, so a
 *   domain belongs to one connection only, even when two admins add it at once.
 *
 * @example
 * const migrations = { '0020-customer-connections': customerConnectionsMigration };
 */
export const customerConnectionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customer_connections')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('customer_id', 'text', (col) =>
        col.notNull().unique().references('customers.customer_id').onDelete('cascade'),
      )
      .addColumn('issuer', 'text', (col) => col.notNull())
      .addColumn('client_id', 'text', (col) => col.notNull())
      .addColumn('client_secret_sealed', 'text', (col) => col.notNull())
      .addColumn('client_secret_hint', 'text', (col) => col.notNull())
      .addColumn('allow_http', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_users', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('new_user_routes', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('customer_connection_domains')
      .addColumn('domain', 'text', (col) => col.primaryKey())
      .addColumn('connection_id', 'text', (col) =>
        col.notNull().references('customer_connections.id').onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('customer_connection_domains_connection')
      .on('customer_connection_domains')
      .column('connection_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('customer_connection_domains').execute();
    await db.schema.dropTable('customer_connections').execute();
  },
};
