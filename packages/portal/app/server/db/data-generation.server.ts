import type { DatabaseHandle } from './database.server.js';

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
  upload_codes: 'read only by the upload pages, never by a cached call',
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
export async function readDataGeneration(handle: DatabaseHandle): Promise<string> {
  const row = await handle.db
    .selectFrom('data_generations')
    .select((eb) => eb.fn.sum<number | string>('generation').as('generation'))
    .executeTakeFirst();
  return String(row?.generation ?? 0);
}
