import type { Kysely } from 'kysely';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { sharedMetric } from '../observability/shared-metric.server.js';
import type { Database } from './schema.server.js';

interface ObservedDatabase {
  handle: { db: Kysely<Database> };
  pool: pg.Pool | null;
}

// Both module copies (server.ts and the React Router build) open databases; the gauges made by whichever
// copy loaded first read this one set.
const SET_KEY = Symbol.for('rigready.observability.databases');
const sharedSet = globalThis as { [SET_KEY]?: Set<ObservedDatabase> };
sharedSet[SET_KEY] ??= new Set<ObservedDatabase>();
const observed = sharedSet[SET_KEY];

sharedMetric(
  'rigready_db_pool_connections',
  (name) =>
    new Gauge({
      name,
      help: 'PostgreSQL connections of the pools, by state (total, idle, waiting: requests queued for one)',
      labelNames: ['state'] as const,
      collect() {
        const figures = { total: 0, idle: 0, waiting: 0 };
        for (const { pool } of observed) {
          if (!pool) continue;
          figures.total += pool.totalCount;
          figures.idle += pool.idleCount;
          figures.waiting += pool.waitingCount;
        }
        for (const [state, value] of Object.entries(figures)) this.set({ state }, value);
      },
    }),
);

/** The newest open database: the one the portal serves from (start-up's is closed before serving). */
const servingDatabase = () => [...observed].at(-1)?.handle;

// Imports run in their own process (`npm run import`, or the one the import API starts), so their figures
// come from the import history they write, the same for every process that reads it: aggregated over
// processes by taking one, not the sum. A database that does not answer leaves the last figures (the
// scrape itself must not fail).
const IMPORT_OUTCOMES = ['succeeded', 'refused', 'failed'] as const;

sharedMetric(
  'rigready_import_runs',
  (name) =>
    new Gauge({
      name,
      help: 'Import runs in the import history, by outcome (succeeded, refused, failed)',
      labelNames: ['outcome'] as const,
      aggregator: 'first',
      async collect() {
        const handle = servingDatabase();
        if (!handle) return;
        const rows = await handle.db
          .selectFrom('import_runs')
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('runs')])
          .where('status', 'in', IMPORT_OUTCOMES)
          .groupBy('status')
          .execute()
          .catch(() => null);
        if (!rows) return;
        this.reset();
        for (const outcome of IMPORT_OUTCOMES) this.set({ outcome }, 0);
        for (const row of rows) this.set({ outcome: row.status }, Number(row.runs));
      },
    }),
);

sharedMetric(
  'rigready_import_last_rows',
  (name) =>
    new Gauge({
      name,
      help: 'Rows of each file in the latest import that went in',
      labelNames: ['file'] as const,
      aggregator: 'first',
      async collect() {
        const handle = servingDatabase();
        if (!handle) return;
        const latest = await handle.db
          .selectFrom('import_runs')
          .select('summary')
          .where('status', '=', 'succeeded')
          .orderBy('started_at', 'desc')
          .limit(1)
          .executeTakeFirst()
          .catch(() => null);
        if (latest === null) return;
        this.reset();
        const summary = JSON.parse(latest?.summary ?? '{}') as Record<string, { file: string; rows: number }>;
        for (const { file, rows } of Object.values(summary)) this.set({ file }, rows);
      },
    }),
);

/**
 * Adds an open database to the pool and import gauges until the answered function is called (at close).
 *
 * @example
 * const unobserve = observeDatabase(handle, pool);
 * return { ...handle, close: () => (unobserve(), handle.db.destroy()) };
 */
export function observeDatabase(handle: { db: Kysely<Database> }, pool: pg.Pool | null): () => void {
  const entry = { handle, pool };
  observed.add(entry);
  return () => observed.delete(entry);
}
