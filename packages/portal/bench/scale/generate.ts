// Scale data generator (`npm run bench:scale:data`, not part of npm test): today's fleet and ten times it
// in PostgreSQL. For each, writes the demo data set (today: 5 customers of 40,000 joints; ten times:
// 2,000,000 joints across 50 customers, the largest, the demo customer Skarvheim, with 400,000) under
// BENCH_SCALE_DIR, imports it with the portal's importer into a schema of its own (made afresh), then
// writes the past straight into PostgreSQL: earlier inspections (three a joint on average) and three years
// of daily imports' change history (one joint in a hundred moving a day, with the order and delivery
// changes). `npm run bench:scale` measures both. `npm run bench:scale:data -- today` (or ten-times) writes
// one of them.
//
// Options (environment): BENCH_SCALE_JOINTS=2000000  BENCH_SCALE_CUSTOMERS=50  BENCH_SCALE_LARGEST=400000
//   BENCH_SCALE_DIR=<tmp>/rigready-scale  BENCH_SCALE_SCHEMA=rigready_scale (today's: <schema>_today)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { ensureChangeHistoryMonths } from '../../app/server/db/change-history-partitions.server.js';
import { openDatabase } from '../../app/server/db/database.server.js';
import { migrateToLatest } from '../../app/server/db/migrations/migrate.server.js';
import { createFileDocumentStore } from '../../app/server/document-store/file-document-store.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { formatProblem } from '../../app/server/importer/import-problem.server.js';
import { writeDemoDataSet } from '../../scripts/demo-data/index.js';
import {
  CHANGING_EVERY_DAYS,
  earlierTallies,
  HISTORY_DAYS,
  historyMonths,
  importRuns,
  jointChanges,
  numberJoints,
  orderAndDeliveryChanges,
  runSummaries,
} from './history-sql.js';
import { type ScaleFleet, scaleSettings } from './scale-settings.js';

const settings = scaleSettings();

/**
 * Runs bulk inserts into `table` with its key and indexes dropped, then builds them again in one pass each:
 * tens of millions of rows go in several times faster than through the indexes row by row.
 */
async function withoutIndexes(client: pg.Client, table: string, work: () => Promise<void>): Promise<void> {
  const keys = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and contype = 'p'`,
    [table],
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = $1
       and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
    [table],
  );
  for (const key of keys.rows) await client.query(`alter table ${table} drop constraint ${key.name}`);
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
  await work();
  await client.query(`set maintenance_work_mem = '1GB'`);
  await step(`${table}: key and ${indexes.rows.length} indexes built`, async () => {
    for (const key of keys.rows) {
      await client.query(`alter table ${table} add constraint ${key.name} ${key.definition}`);
    }
    // pg_indexes gives a partitioned table's index as `ON ONLY`, which would build none of its partitions'.
    for (const index of indexes.rows) await client.query(index.definition.replace(' ON ONLY ', ' ON '));
  });
}

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Brings the planner's statistics of the schema's tables up to date (not the whole database's). */
async function analyzeSchema(client: pg.Client, schema: string): Promise<void> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition`,
    [schema],
  );
  for (const table of tables.rows) await client.query(`analyze ${schema}."${table.name}"`);
}

async function generate(fleet: ScaleFleet) {
  const began = performance.now();
  console.log(`${fleet.name}: schema ${fleet.schema}, files in ${fleet.dir}`);
  await rm(fleet.dir, { recursive: true, force: true });
  const summary = await step('data set written', () =>
    writeDemoDataSet(fleet.dataFolder, { fleet: fleet.fleet, referenceDate: settings.referenceDate }),
  );
  console.log(`  ${summary.files['serials.ndjson']} joints of ${summary.customers.length} customers`);
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${fleet.schema} cascade`);
    await client.query(`create schema ${fleet.schema}`);
    const handle = openDatabase({ kind: 'postgres', url: settings.databaseUrl }, { schema: fleet.schema });
    try {
      await migrateToLatest(handle.db);
      const report = await step('imported by the portal', () =>
        importFolder(handle, createFileDocumentStore(join(fleet.dir, 'documents')), fleet.dataFolder),
      );
      if (!report.ok) throw new Error(report.problems.slice(0, 20).map(formatProblem).join('\n'));
      const months = await ensureChangeHistoryMonths(handle.db, ...historyMonths(settings.referenceDate));
      console.log(`  ${months} monthly partitions of the change history made`);
    } finally {
      await handle.close();
    }
    await client.query(`set search_path = ${fleet.schema}`);
    await step('joints numbered', () => client.query(numberJoints));
    await step('earlier inspections', () => client.query(earlierTallies(settings.referenceDate)));
    await step(`${HISTORY_DAYS} daily import runs`, () => client.query(importRuns(settings.referenceDate)));
    await withoutIndexes(client, 'record_changes', async () => {
      for (let visit = 0; visit * CHANGING_EVERY_DAYS < HISTORY_DAYS; visit += 1) {
        await step(`joint changes, visit ${visit + 1}`, () =>
          client.query(jointChanges(settings.referenceDate, visit)),
        );
      }
      await step('order and delivery changes', () =>
        client.query(orderAndDeliveryChanges(settings.referenceDate)),
      );
    });
    await step('run summaries', () => client.query(runSummaries));
    await client.query('drop table scale_joint_numbers');
    await step('analyze', () => analyzeSchema(client, fleet.schema));
    const counts = await client.query<{ entity: string; rows: string }>(
      `select 'serials' as entity, count(*)::text as rows from serials
       union all select 'tallies', count(*)::text from tallies
       union all select 'record_changes', count(*)::text from record_changes
       union all select 'import_runs', count(*)::text from import_runs`,
    );
    for (const row of counts.rows) console.log(`  ${row.entity.padEnd(16)} ${row.rows}`);
  } finally {
    await client.end();
  }
  console.log(`${fleet.name}: ready in ${((performance.now() - began) / 60_000).toFixed(1)} min`);
}

/** `npm run bench:scale:data -- today` (or `ten-times`) writes one fleet only. */
function chosenFleets(): ScaleFleet[] {
  const names = process.argv.slice(2).filter((argument) => argument !== '--');
  const unknown = names.filter((name) => name !== 'today' && name !== 'ten-times');
  if (unknown.length > 0) throw new Error(`unknown fleet ${unknown.join(', ')}: name today or ten-times`);
  return settings.fleets.filter(
    (fleet) => names.length === 0 || names.includes(fleet.name === 'today' ? 'today' : 'ten-times'),
  );
}

async function main() {
  for (const fleet of chosenFleets()) await generate(fleet);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
