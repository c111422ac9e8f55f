// The plans of the pages' queries: runs each budgeted page's loader in this process, against the same
// database as the portal, records every statement it sends to PostgreSQL, and has PostgreSQL EXPLAIN
// (ANALYZE) each read with its parameters.
import pg from 'pg';

/** One statement a page's loader sent, with PostgreSQL's plan of it as run. */
export interface StatementPlan {
  sql: string;
  plan: string;
  /** Sequential scans of the large tables (serials, tallies, the change history) in the plan. */
  largeTableScans: string[];
}

/** The statements of one page's loader. */
export interface PagePlans {
  page: string;
  statements: StatementPlan[];
}

interface Sent {
  sql: string;
  values: unknown[];
}

const LARGE_TABLE_SCAN = /Seq Scan on (serials|tallies|record_changes\w*)\b[^(\n]*\(cost=[\d.]+\.\.([\d.]+)/g;

/**
 * The large tables a plan reads sequentially. A scan the planner costs at 0 reads a table that had no
 * pages when it planned (the change history's default partition, empty while every month has its own):
 * the planner picks a sequential scan there whatever the indexes, and it reads nothing.
 *
 * @example
 * largeTableScans('Seq Scan on tallies  (cost=0.00..190277.40 rows=1236062 width=80)'); // ['tallies']
 */
export function largeTableScans(plan: string): string[] {
  return [...plan.matchAll(LARGE_TABLE_SCAN)]
    .filter((match) => Number(match[2]) > 0)
    .map((match) => match[1] as string);
}

/** Records what every pg client of this process sends while `work` runs. */
async function recordStatements(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function record(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') sent.push({ sql: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const query = first as { text: string; values?: unknown[] };
      sent.push({ sql: query.text, values: query.values ?? [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql);

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every read `work` sends, on a connection of its own to `url` (whose
 * search_path names the schema).
 *
 * @example
 * const plans = await planPage('/home', url, () => homeLoader({ request, params: {}, context: {} }));
 */
export async function planPage(page: string, url: string, work: () => Promise<unknown>): Promise<PagePlans> {
  const sent = await recordStatements(work);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const statements: StatementPlan[] = [];
    for (const { sql, values } of sent.filter((statement) => isRead(statement.sql))) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, format text) ${sql}`,
        values,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
      statements.push({
        sql,
        plan,
        largeTableScans: largeTableScans(plan),
      });
    }
    return { page, statements };
  } finally {
    await client.end();
  }
}
