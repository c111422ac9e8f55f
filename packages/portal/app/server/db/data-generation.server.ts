import type { DatabaseHandle } from './database.server.js';
import { nextTurnReadPerHandle } from './next-turn-read.server.js';
import type { Database } from './schema.server.js';

/**
 * Tables whose writes do not bump the data generation, and why they cannot change a cached /api answer.
 * Every other table has a trigger (migration 0004); the data-generation test fails on a table in neither.
 */
export const TABLES_OUTSIDE_THE_GENERATION: Readonly<Record<string, string>> = {
  sessions:
    'written on every request; what an answer depends on (acting customer, asset, pipe type) is in the key',
  password_reset_tokens: 'sign-in machinery, never in an answer',
  api_tokens: 'sign-in machinery, never in an answer',
  audit_log: 'written on every sign-in; read only by the uncached audit page',
  rate_limits: 'written on every sign-in attempt, never in an answer',
  totp_factors: 'sign-in machinery, never in an answer',
  recovery_codes: 'sign-in machinery, never in an answer',
  passkeys: 'sign-in machinery, read only by the uncached security and second-factor pages',
  customer_second_factor: 'read only at sign-in and by the uncached customers screen',
  upload_codes: 'read only by the upload pages, never by a cached call',
  sign_in_failures: 'written on every failed sign-in, never in an answer',
  sign_in_links: 'sign-in machinery, never in an answer',
  user_invitations: 'read only by the uncached team and invitation pages',
  portal_secrets: 'keys of the instances, never in an answer',
  customer_connections: 'sign-in machinery, read only by sign-in and the uncached connections page',
  customer_connection_domains: 'sign-in machinery, read only by sign-in and the uncached connections page',
  import_keys: 'sign-in machinery for imports, never in an answer',
  import_runs: 'read only by the uncached imports screen and import calls',
  record_changes:
    'written by an import in the same transaction as the contract rows it describes, whose counters move',
  notification_events: 'read only by the uncached bell, notification pages and the mail job',
  notification_derived_runs: "the notification job's own bookkeeping, never in an answer",
  notification_state: "the notification job's own bookkeeping, never in an answer",
  notification_settings: 'read only by the uncached settings page and the mail job',
  notification_defaults: 'read only by the uncached settings pages and the mail job',
  notification_inbox: 'read only by the uncached bell and notifications page',
  notification_mails: 'the mail job queue, never in an answer',
  job_leases: 'which process runs a job, never in an answer',
  asset_required_classes: 'read only by the uncached inventory, home and required-class pages',
  recut_figures:
    'stamped with the tallies and items write counters it was worked out at, and read only by joint pages',
  provider_settings: 'the class marking, read only by the uncached pages that draw class chips',
  action_permissions: 'read afresh by every action and the uncached pages that offer one',
  requests: 'read only by the uncached request pages, the outbox and the notification job',
  request_items: 'read only by the uncached request pages, the outbox and the notification job',
  request_events: 'read only by the uncached request pages',
  request_attachments: 'read only by the uncached request pages and file downloads',
  approvals: 'read only by the uncached approval pages and document downloads',
  ncr_decisions: 'read only by the uncached NCR pages; /getQHSE answers the contract rows alone',
  outbox_events: "read only by the integration key's uncached outbox call and the jobs",
  integration_keys: 'sign-in machinery for the system of record, never in an answer',
  webhook_endpoints: 'read only by the webhook job and the uncached integrations screen',
  webhook_deliveries: 'the webhook job queue, read only by the uncached integrations screen',
  webhook_attempts: 'the webhook job log, read only by the uncached integrations screen',
  field_counts: 'read only by the uncached count pages and the outbox; the device copy reads contract rows',
  field_count_lines: 'read only by the uncached count pages',
  document_access: 'the access log, written on every document served; read only by the uncached log page',
  data_generations: 'the counters themselves',
  kysely_migration: "the migrator's own",
  kysely_migration_lock: "the migrator's own",
};

/**
 * The current data generation: the sum of the per-table write counters, as a string. It changes with the
 * commit of any write to a table an /api answer reads, whichever process made it (the portal, the importer,
 * psql), so an answer cached under one generation is never served after such a write.
 *
 * Read it before computing the answer it keys: the answer is then at least as new as the generation.
 *
 * @example
 * const generation = await readDataGeneration(handle); // '48213'
 */
export function readDataGeneration(handle: DatabaseHandle): Promise<string> {
  return sumOfCounters(handle, null);
}

/**
 * The sum of the write counters of some tables only, for a value that depends on those alone and may
 * outlive writes to the others. Read it before computing, as {@link readDataGeneration}.
 *
 * @example
 * const stamp = await readTablesGeneration(handle, ['tallies', 'items']); // '1207'
 */
export function readTablesGeneration(
  handle: DatabaseHandle,
  tables: readonly (keyof Database)[],
): Promise<string> {
  return sumOfCounters(handle, tables);
}

async function sumOfCounters(handle: DatabaseHandle, tables: readonly string[] | null): Promise<string> {
  let query = handle.db
    .selectFrom('data_generations')
    .select((eb) => eb.fn.sum<number | string>('generation').as('generation'));
  if (tables) query = query.where('table_name', 'in', [...tables]);
  const row = await query.executeTakeFirst();
  return String(row?.generation ?? 0);
}

const sharedRead = nextTurnReadPerHandle<DatabaseHandle, null, string>(readDataGeneration);

/**
 * {@link readDataGeneration} shared by concurrent requests through {@link nextTurnReadPerHandle}: under
 * load one query serves every request that arrived in the same turn, and none gets a read sent before it
 * arrived.
 *
 * @example
 * const generation = await currentDataGeneration(handle);
 */
export function currentDataGeneration(handle: DatabaseHandle): Promise<string> {
  return sharedRead(handle, null);
}
