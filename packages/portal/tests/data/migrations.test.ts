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

  it('should do nothing when run again', async () => {
    const result = await migrateToLatest(database().handle.db);
    expect(result.results).toEqual([]);
  });
});
