import { cp } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../app/server/config/env.server.js';
import { prepareDatabase } from '../../app/server/importer/prepare-database.server.js';
import { createTestDatabase, FIXTURES, TEST_POSTGRES_URL } from '../helpers/test-database.js';

// The demo writer is replaced by a copy of the two-customers fixture, whose accounts are on the demo domain.
const copyFixture = (folder: string) => cp(FIXTURES.twoCustomers, folder, { recursive: true });

describe('demo data at start', () => {
  it('should fill an empty SQLite database by default and name the demo accounts it holds', async () => {
    const database = await createTestDatabase('sqlite');
    await database.handle.close();
    try {
      const env = parseEnv({ PORTAL_DATA_DIR: database.dataDir }, '/');
      const heard: [string, number][] = [];
      const preparation = await prepareDatabase(env, copyFixture, ({ file, rows }) =>
        heard.push([file, rows]),
      );
      await preparation.handle.close();
      expect(preparation.demoRows?.['customers.json']).toBe(2);
      // Each file is reported as it is read, so a first start says what it is doing.
      expect(heard).toEqual(
        expect.arrayContaining([
          ['customers.json', 2],
          ['users.json', 5],
          ['items.json', 3],
          ['racks.json', 2],
          ['serials.ndjson', 27],
        ]),
      );
      expect(preparation.demoAccounts).toEqual([
        'admin@rigready.test',
        'customer@rigready.test',
        'guest@rigready.test',
        'rita@rigready.test',
      ]);
    } finally {
      await database.destroy();
    }
  });

  it('should leave an empty PostgreSQL database empty unless PORTAL_DEMO_DATA=on', async () => {
    const database = await createTestDatabase('postgres');
    await database.handle.close();
    try {
      const url = `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
      const writer = vi.fn(copyFixture);
      const env = parseEnv({ DATABASE_URL: url, PORTAL_DATA_DIR: database.dataDir }, '/');
      const preparation = await prepareDatabase(env, writer);
      const customers = await preparation.handle.db.selectFrom('customers').select('customer_id').execute();
      await preparation.handle.close();
      expect(writer).not.toHaveBeenCalled();
      expect(customers).toEqual([]);
      expect(preparation.demoRows).toBeNull();
      expect(preparation.demoAccounts).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});
