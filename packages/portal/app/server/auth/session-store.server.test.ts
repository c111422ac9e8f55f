import { describe, expect, it } from 'vitest';
import { insertPlainUsers } from '../../../tests/helpers/plain-users.js';
import { DIALECTS, useTestDatabase } from '../../../tests/helpers/test-database.js';
import { createSession, touchSession } from './session-store.server.js';

const lifetimes = { sessionIdleMs: 60 * 60_000, sessionAbsoluteMs: 12 * 60 * 60_000 };

describe.each(DIALECTS)('touchSession on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('given requests within a minute of the last write, should roll the idle expiry without writing', async () => {
    const { handle } = database();
    await insertPlainUsers(handle, ['u1']);
    const start = new Date('2026-01-01T08:00:00Z');
    const { session } = await createSession(handle, 'u1', lifetimes, start);
    const stored = () =>
      handle.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('id_hash', '=', session.idHash)
        .executeTakeFirst();

    // Idle expiry an hour after the last write: 09:00 for a session made at 08:00.
    expect(session.expiresAt).toBe('2026-01-01T09:00:00.000Z');
    const soon = await touchSession(handle, session, lifetimes, new Date('2026-01-01T08:00:59Z'));
    expect(soon).toEqual(session);
    expect((await stored())?.expires_at).toBe('2026-01-01T09:00:00.000Z');

    const rolled = await touchSession(handle, session, lifetimes, new Date('2026-01-01T08:01:01Z'));
    expect(rolled.expiresAt).toBe('2026-01-01T09:01:01.000Z');
    expect((await stored())?.expires_at).toBe('2026-01-01T09:01:01.000Z');
  });
});
