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

  it("should keep one field count per user's key, and drop a count's lines with it", async () => {
    const { db } = database().handle;
    const count = {
      id: 'fc-1',
      number: 'FC-2026-0001',
      Customer: 'Northwind Drilling',
      kind: 'rack' as const,
      site: 'Hammerfest',
      rack: 'R-50',
      dt_no: null,
      client_key: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      counted_by: 'user-1',
      body_sha256: 'ab',
      started_at: '2026-11-29T09:00:00.000Z',
      finished_at: '2026-11-29T09:40:00.000Z',
      copy_taken_at: '2026-11-29T07:00:00.000Z',
      received_at: '2026-11-29T10:00:00.000Z',
      found: 1,
      missing: 0,
      unexpected: 0,
      other_rack: 0,
      extra: 0,
      conflicts: 0,
    };
    await db.insertInto('field_counts').values(count).execute();
    await expect(
      db
        .insertInto('field_counts')
        .values({ ...count, id: 'fc-2', number: 'FC-2026-0002' })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed|duplicate key value violates unique constraint/);
    // Another user may hold the same key.
    await db
      .insertInto('field_counts')
      .values({ ...count, id: 'fc-3', number: 'FC-2026-0003', counted_by: 'user-2' })
      .execute();
    await db
      .insertInto('field_count_lines')
      .values({
        count_id: 'fc-1',
        position: 0,
        serial: 'NW-F001',
        item_kind: 'joint',
        scanned_at: '2026-11-29T09:01:00.000Z',
        outcome: 'found',
        device_outcome: 'found',
        conflict: 0,
        now_site: 'Hammerfest',
        now_rack: 'R-50',
        now_position: '1',
      })
      .execute();
    await db.deleteFrom('field_counts').where('id', '=', 'fc-1').execute();
    expect(await db.selectFrom('field_count_lines').selectAll().execute()).toEqual([]);
  });

  it('should do nothing when run again', async () => {
    const result = await migrateToLatest(database().handle.db);
    expect(result.results).toEqual([]);
  });
});
