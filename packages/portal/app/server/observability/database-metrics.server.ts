import type pg from 'pg';
import { Gauge } from 'prom-client';
import type { DatabaseHandle } from '../db/database.server.js';
import { sharedMetric } from './shared-metric.server.js';

interface ObservedDatabase {
  handle: Pick<DatabaseHandle, 'db'>;
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

// Imports run in their own process (`npm run import`), so their figures come from the audit log they write,
// the same for every process that reads it: aggregated over processes by taking one, not the sum. A
// database that does not answer leaves the last figures (the scrape itself must not fail).
sharedMetric(
  'rigready_import_runs',
  (name) =>
    new Gauge({
      name,
      help: 'Imports recorded in the audit log, by outcome (imported, refused)',
      labelNames: ['outcome'] as const,
      aggregator: 'first',
      async collect() {
        const handle = servingDatabase();
        if (!handle) return;
        const rows = await handle.db
          .selectFrom('audit_log')
          .select(['action', (eb) => eb.fn.countAll<number | string>().as('runs')])
          .where('action', 'in', ['data.import', 'data.import-refused'])
          .groupBy('action')
          .execute()
          .catch(() => null);
        if (!rows) return;
        this.reset();
        this.set({ outcome: 'imported' }, 0);
        this.set({ outcome: 'refused' }, 0);
        for (const row of rows)
          this.set({ outcome: row.action === 'data.import' ? 'imported' : 'refused' }, Number(row.runs));
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
          .selectFrom('audit_log')
          .select('details')
          .where('action', '=', 'data.import')
          .orderBy('at', 'desc')
          .limit(1)
          .executeTakeFirst()
          .catch(() => null);
        if (latest === null) return;
        this.reset();
        const rows = (JSON.parse(latest?.details ?? '{}') as { rows?: Record<string, number> }).rows ?? {};
        for (const [file, count] of Object.entries(rows)) this.set({ file }, count);
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
export function observeDatabase(handle: Pick<DatabaseHandle, 'db'>, pool: pg.Pool | null): () => void {
  const entry = { handle, pool };
  observed.add(entry);
  return () => observed.delete(entry);
}
