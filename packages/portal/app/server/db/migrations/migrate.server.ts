import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Database } from '../schema.server.js';
import { initialMigration } from './0001-initial.server.js';
import { sessionPreferencesMigration } from './0002-session-preferences.server.js';
import { uploadCodesMigration } from './0003-upload-codes.server.js';
import { dataGenerationsMigration } from './0004-data-generations.server.js';
import { signInGuardsMigration } from './0005-sign-in-guards.server.js';
import { portalSecretsMigration } from './0006-portal-secrets.server.js';
import { importHistoryMigration } from './0007-import-history.server.js';
import { inspectionDueIndexMigration } from './0008-inspection-due-index.server.js';
import { notificationsMigration } from './0009-notifications.server.js';
import { classLimitsMigration } from './0012-class-limits.server.js';
import { providerSettingsMigration } from './0013-provider-settings.server.js';
import { assetRequiredClassesMigration } from './0014-asset-required-classes.server.js';
import { customerActionsMigration } from './0015-customer-actions.server.js';
import { orderRequestNumbersMigration } from './0016-order-request-numbers.server.js';
import { webhookAttemptsMigration } from './0017-webhook-attempts.server.js';
import { fieldCountsMigration } from './0018-field-counts.server.js';
import { userStandingMigration } from './0019-user-standing.server.js';
import { customerConnectionsMigration } from './0020-customer-connections.server.js';
import { secondFactorMigration } from './0021-second-factor.server.js';
import { userInvitationsMigration } from './0022-user-invitations.server.js';
import { sessionsAndDocumentAccessMigration } from './0023-sessions-and-document-access.server.js';
import { changeHistoryPartitionsMigration } from './0024-change-history-partitions.server.js';
import { tallySerialIndexMigration } from './0025-tally-serial-index.server.js';
import { recutFiguresMigration } from './0026-recut-figures.server.js';
import { tallyRecutIndexMigration } from './0027-tally-recut-index.server.js';
import { withoutStatementTimeout } from './without-statement-timeout.server.js';

/** Every migration by name; names sort in the order they run. */
const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries({
    '0001-initial': initialMigration,
    '0002-session-preferences': sessionPreferencesMigration,
    '0003-upload-codes': uploadCodesMigration,
    '0004-data-generations': dataGenerationsMigration,
    '0005-sign-in-guards': signInGuardsMigration,
    '0006-portal-secrets': portalSecretsMigration,
    '0007-import-history': importHistoryMigration,
    '0008-inspection-due-index': inspectionDueIndexMigration,
    '0009-notifications': notificationsMigration,
    '0012-class-limits': classLimitsMigration,
    '0013-provider-settings': providerSettingsMigration,
    '0014-asset-required-classes': assetRequiredClassesMigration,
    '0015-customer-actions': customerActionsMigration,
    '0016-order-request-numbers': orderRequestNumbersMigration,
    '0017-webhook-attempts': webhookAttemptsMigration,
    '0018-field-counts': fieldCountsMigration,
    '0019-user-standing': userStandingMigration,
    '0020-customer-connections': customerConnectionsMigration,
    '0021-second-factor': secondFactorMigration,
    '0022-user-invitations': userInvitationsMigration,
    '0023-sessions-and-document-access': sessionsAndDocumentAccessMigration,
    '0024-change-history-partitions': changeHistoryPartitionsMigration,
    '0025-tally-serial-index': tallySerialIndexMigration,
    '0026-recut-figures': recutFiguresMigration,
    '0027-tally-recut-index': tallyRecutIndexMigration,
  }).map(([name, migration]) => [name, withoutStatementTimeout(migration)]),
);

/**
 * The PostgreSQL schema the migrator's own tables belong in: the connection's current schema. Without it,
 * Kysely's migrator takes a lock table in any other schema for its own, so two databases migrating side by
 * side on one server (separate schemas) break each other.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Brings the database schema up to date. Safe to run on every start: applied migrations are skipped.
 * Throws with the failing migration's name when one fails.
 *
 * @example
 * await migrateToLatest(handle.db);
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  return migrateUpTo(db, null);
}

/**
 * Runs the migrations up to and including `name` (every one when null), as {@link migrateToLatest} does;
 * a test fills a database as an older portal left it, then runs the rest.
 *
 * @example
 * await migrateUpTo(handle.db, '0023-sessions-and-document-access');
 */
export async function migrateUpTo(db: Kysely<Database>, name: string | null): Promise<MigrationResultSet> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await (name === null ? migrator.migrateToLatest() : migrator.migrateTo(name));
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
