import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The second factor of password sign-ins:
 * - `totp_factors`: a user's authenticator-app secret (sealed with a key derived from the token key, never
 *   stored in clear), `confirmed_at` null until a code from the app confirmed it, and `last_step`, the
 *   30-second step of the last code taken, so a code is never taken twice.
 * - `recovery_codes`: a user's one-time codes, stored as keyed hashes; `used_at` once spent.
 * - `passkeys`: a user's WebAuthn credentials (id, COSE public key, signature counter, transports) under a
 *   name the user gave; unique by credential id.
 * - `customer_second_factor`: the customers whose users must have a second factor. Its own table, not a
 *   column of `customers`: that table is the data contract's, which a snapshot import rewrites.
 *
 * @example
 * const migrations = { '0021-second-factor': secondFactorMigration };
 */
export const secondFactorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('totp_factors')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('last_step', 'integer')
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
      .execute();
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('counter', 'integer', (col) => col.notNull())
      .addColumn('transports', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('customer_second_factor')
      .addColumn('customer', 'text', (col) => col.primaryKey())
      .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('customer_second_factor').execute();
    await db.schema.dropTable('passkeys').execute();
    await db.schema.dropTable('recovery_codes').execute();
    await db.schema.dropTable('totp_factors').execute();
  },
};
