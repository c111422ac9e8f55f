import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestDatabase } from '../../../../tests/helpers/test-database.js';
import { withoutStatementTimeout } from './without-statement-timeout.server.js';

/** A migration that notes the statement timeout it runs under (PostgreSQL's `show`; null on SQLite). */
function timeoutProbe(seen: (string | null)[]): Migration {
  const note = async (db: Kysely<unknown>) => {
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`
      .execute(db)
      .catch(() => ({ rows: [] }));
    seen.push(rows[0]?.statement_timeout ?? null);
  };
  return { up: note, down: note };
}

describe.each(DIALECTS)('a migration without the statement timeout on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it("should run up and down with PostgreSQL's timeout lifted for their transaction only", async () => {
    const { db } = database().handle;
    const seen: (string | null)[] = [];
    const migration = withoutStatementTimeout(timeoutProbe(seen));
    await db.transaction().execute((trx) => migration.up(trx));
    await db.transaction().execute((trx) => migration.down?.(trx) ?? Promise.resolve());
    await timeoutProbe(seen).up(db);
    // The test pool's timeout is 30 s (PORTAL_PG_STATEMENT_TIMEOUT_MS's default).
    expect(seen).toEqual(dialect === 'postgres' ? ['0', '0', '30s'] : [null, null, null]);
  });
});
