import { describe, expect, it, vi } from 'vitest';
import { insertPlainUsers } from '../../../tests/helpers/plain-users.js';
import { DIALECTS, useTestDatabase } from '../../../tests/helpers/test-database.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { MAX_SESSIONS_PER_READ, sessionRow } from './session-row.server.js';
import { createSession, revokeSession } from './session-store.server.js';

const lifetimes = { sessionIdleMs: 60 * 60_000, sessionAbsoluteMs: 12 * 60 * 60_000 };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function signedIn(handle: DatabaseHandle, users: string[]) {
  await insertPlainUsers(handle, users);
  const at = new Date('2026-01-01T08:00:00Z');
  return Promise.all(users.map(async (id) => (await createSession(handle, id, lifetimes, at)).session));
}

/** Counts the statements that read `sessions`. */
function countSessionReads(handle: DatabaseHandle) {
  const selectFrom = vi.spyOn(handle.db, 'selectFrom');
  return () => selectFrom.mock.calls.filter(([table]) => table === 'sessions').length;
}

describe.each(DIALECTS)('reading sessions on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should give each of the requests of one turn its own session, in one read on PostgreSQL', async () => {
    const { handle } = database();
    const [first, second] = await signedIn(handle, ['u1', 'u2']);
    const reads = countSessionReads(handle);
    const rows = await Promise.all([
      sessionRow(handle, first?.idHash ?? ''),
      sessionRow(handle, second?.idHash ?? ''),
      sessionRow(handle, 'no-such-session'),
    ]);
    expect(rows.map((row) => row?.user_id)).toEqual(['u1', 'u2', undefined]);
    expect(reads()).toBe(dialect === 'postgres' ? 1 : 3);
  });

  it('should not give a caller a read sent before it arrived: a session ended meanwhile is gone', async () => {
    const { handle } = database();
    const [session] = await signedIn(handle, ['u1']);
    const idHash = session?.idHash ?? '';
    const underWay = sessionRow(handle, idHash);
    await nextTurn();
    await revokeSession(handle, idHash);
    expect(await sessionRow(handle, idHash)).toBeUndefined();
    await underWay;
  });

  it(`should read more than ${MAX_SESSIONS_PER_READ} sessions of one turn in batches, each finding its own`, async () => {
    const { handle } = database();
    const users = Array.from({ length: MAX_SESSIONS_PER_READ + 1 }, (_, index) => `u${index}`);
    const sessions = await signedIn(handle, users);
    const reads = countSessionReads(handle);
    const rows = await Promise.all(sessions.map((session) => sessionRow(handle, session.idHash)));
    expect(rows.map((row) => row?.user_id)).toEqual(users);
    expect(reads()).toBe(dialect === 'postgres' ? 2 : users.length);
  });
});
