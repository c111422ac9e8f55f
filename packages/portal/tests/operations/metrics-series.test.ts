import { sql } from 'kysely';
import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as apiCall from '../../app/routes/api/call.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

/** The value of one series of a metric in the process's registry, 0 when it has none yet. */
async function value(name: string, labels: Record<string, string> = {}, suffix = ''): Promise<number> {
  const metric = register.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  const found = (await metric.get()).values.find(
    (entry) =>
      ((entry as { metricName?: string }).metricName ?? name) === `${name}${suffix}` &&
      Object.entries(labels).every(([label, wanted]) => String(entry.labels[label]) === wanted),
  );
  return found?.value ?? 0;
}

// docs/observability.md's series, each read after the event that moves it. The HTTP duration and the
// worker aggregation are held by observability.test.ts (two server processes), the mail outcomes by
// notification-mails.test.ts.
describe.each(DIALECTS)('the /metrics series after the events that move them (%s)', (dialect) => {
  const portal = useTestPortal(dialect);
  const wrongPassword = (address: string) =>
    runRoute(
      login.action,
      testRequest('/login', { form: { username: PERSONAS.customerA, password: 'wrong-password' } }),
      address,
    );

  it('should count a refused sign-in, and the delay refusal after five', async () => {
    const failures = await value('rigready_sign_in_failures_total');
    const delays = await value('rigready_rate_limit_refusals_total', { rule: 'sign-in-delay:account' });
    // Five wrong passwords are checked and refused (401); the sixth waits for the account's delay (429).
    for (let attempt = 1; attempt <= 6; attempt += 1) await wrongPassword(`192.0.2.${attempt}`);
    expect(await value('rigready_sign_in_failures_total')).toBe(failures + 5);
    expect(await value('rigready_rate_limit_refusals_total', { rule: 'sign-in-delay:account' })).toBe(
      delays + 1,
    );
  });

  it('should count a cache miss, then a hit, of the same /api call', async () => {
    const cookie = await signIn(PERSONAS.admin);
    const lookups = (outcome: string) =>
      value('rigready_response_cache_lookups_total', { call: 'getAllRacks', outcome });
    const [misses, hits] = [await lookups('miss'), await lookups('hit')];
    for (let call = 0; call < 2; call += 1) {
      const answer = await runRoute(apiCall.loader, testRequest('/api/getAllRacks', { cookie }));
      expect(answer.status).toBe(200);
    }
    expect([await lookups('miss'), await lookups('hit')]).toEqual([misses + 1, hits + 1]);
  });

  it('should time a failed query under outcome error', async () => {
    const errors = await value('rigready_db_query_duration_seconds', { dialect, outcome: 'error' }, '_count');
    await expect(sql`SELECT * FROM no_such_table`.execute(portal().database.handle.db)).rejects.toThrow();
    expect(await value('rigready_db_query_duration_seconds', { dialect, outcome: 'error' }, '_count')).toBe(
      errors + 1,
    );
  });

  it('should report a recorded import that went in, its rows per file, and one refused', async () => {
    const { handle, store } = portal().database;
    const origin = { source: 'command' as const, actor: 'metrics-test' };
    expect(await value('rigready_import_runs', { outcome: 'succeeded' })).toBe(0);
    expect((await runImport(handle, store, FIXTURES.twoCustomers, origin)).report.ok).toBe(true);
    expect((await runImport(handle, store, FIXTURES.invalid, origin)).report.ok).toBe(false);
    expect(await value('rigready_import_runs', { outcome: 'succeeded' })).toBe(1);
    expect(await value('rigready_import_runs', { outcome: 'refused' })).toBe(1);
    // Rows counted in the two-customers files: serials.ndjson 27 lines, users.json 5 entries, items.json 3.
    expect(await value('rigready_import_last_rows', { file: 'serials.ndjson' })).toBe(27);
    expect(await value('rigready_import_last_rows', { file: 'users.json' })).toBe(5);
    expect(await value('rigready_import_last_rows', { file: 'items.json' })).toBe(3);
  });

  it.runIf(dialect === 'postgres')('should show the PostgreSQL pool with no request waiting', async () => {
    await sql`SELECT 1`.execute(portal().database.handle.db);
    expect(await value('rigready_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(await value('rigready_db_pool_connections', { state: 'waiting' })).toBe(0);
  });
});
