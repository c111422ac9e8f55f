import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_POSTGRES_URL } from '../helpers/test-database.js';

// Databases side by side on one PostgreSQL server (the tests, or several portals) create and drop their
// schemas while others migrate: a migration must not fail because another schema vanished meanwhile.
describe('given other schemas created and dropped on the same PostgreSQL server', () => {
  it('should migrate every new database all the same', { timeout: 120_000 }, async () => {
    const churn = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await churn.connect();
    let running = true;
    const churning = (async () => {
      for (let round = 0; running; round++) {
        const name = `churn_${process.pid}_${round}`;
        await churn.query(`create schema ${name}`);
        await churn.query(`create table ${name}.t (id serial primary key, a text, b text, c text)`);
        await churn.query(`drop schema ${name} cascade`);
      }
    })();
    const outcomes: string[] = [];
    try {
      for (let index = 0; index < 12; index++) {
        const database = await createTestDatabase('postgres').then(
          (created) => created,
          (error: Error) => error,
        );
        if (database instanceof Error) outcomes.push(database.message);
        else {
          outcomes.push('migrated');
          await database.destroy();
        }
      }
    } finally {
      running = false;
      await churning;
      await churn.end();
    }
    expect(outcomes).toEqual(Array(12).fill('migrated'));
  });
});
