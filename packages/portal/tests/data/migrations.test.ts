import { describe, expect, it } from 'vitest';
import { contractTables } from '../../app/server/db/contract-tables.server.js';
import { migrateToLatest } from '../../app/server/db/migrations/migrate.server.js';
import { DIALECTS, useTestDatabase } from '../helpers/test-database.js';

const IDENTITY_TABLES = [
  'users',
  'sessions',
  'password_reset_tokens',
  'api_tokens',
  'user_inventory_headers',
  'audit_log',
  'rate_limits',
  'provider_certificates',
  'sign_in_failures',
  'sign_in_links',
];

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should create a table for every contract entity and for identity, with every contract field', async () => {
    const tables = await database().handle.db.introspection.getTables();
    const byName = new Map(tables.map((table) => [table.name, table]));
    for (const [name, table] of Object.entries(contractTables)) {
      const columns = byName.get(name)?.columns.map((column) => column.name);
      expect(columns, name).toEqual(Object.keys(table.fields));
    }
    for (const name of IDENTITY_TABLES) expect(byName.has(name), name).toBe(true);
  });

  it('should key webhook attempts by delivery and number, and drop them with their delivery', async () => {
    const { db } = database().handle;
    await db
      .insertInto('webhook_endpoints')
      .values({
        id: 'ep-1',
        name: 'ERP',
        url: 'https://erp.example.com/hooks',
        secret: 'whsec_x',
        after_seq: 0,
        created_by: null,
        created_at: '2026-11-26T08:00:00.000Z',
        disabled_at: null,
      })
      .execute();
    await db
      .insertInto('webhook_deliveries')
      .values({
        id: 'dl-1',
        endpoint_id: 'ep-1',
        event_id: 'evt_1',
        event_seq: 1,
        status: 'pending',
        attempts: 1,
        next_attempt_at: '2026-11-26T08:00:05.000Z',
        last_status_code: 500,
        last_error: 'HTTP 500',
        lease_holder: null,
        lease_until: null,
        created_at: '2026-11-26T08:00:00.000Z',
        delivered_at: null,
      })
      .execute();
    const attempt = {
      delivery_id: 'dl-1',
      attempt: 1,
      started_at: '2026-11-26T08:00:00.000Z',
      duration_ms: 12,
      status_code: 500,
      error: 'HTTP 500',
    };
    await db.insertInto('webhook_attempts').values(attempt).execute();
    await expect(db.insertInto('webhook_attempts').values(attempt).execute()).rejects.toThrow(
      /UNIQUE constraint failed: webhook_attempts.delivery_id, webhook_attempts.attempt|duplicate key value violates unique constraint "webhook_attempts_pk"/,
    );
    await db.deleteFrom('webhook_deliveries').where('id', '=', 'dl-1').execute();
    expect(await db.selectFrom('webhook_attempts').selectAll().execute()).toEqual([]);
  });

  it('should do nothing when run again', async () => {
    const result = await migrateToLatest(database().handle.db);
    expect(result.results).toEqual([]);
  });
});
