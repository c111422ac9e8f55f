import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The asset (or fleet) and the pipe type a user chose live on the server-side session, so they survive
// reloads and every scoped query of that session narrows to them. Null means "not chosen yet": the identity
// layer then applies the spec's defaults (fleet when offered, else the first asset; Tubular).
const COLUMNS = ['current_asset', 'pipe_type'] as const;

/**
 * Adds the session's chosen asset and pipe type.
 *
 * @example
 * const migrations = { '0002-session-preferences': sessionPreferencesMigration };
 */
export const sessionPreferencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of COLUMNS) {
      await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of COLUMNS) {
      await db.schema.alterTable('sessions').dropColumn(column).execute();
    }
  },
};
