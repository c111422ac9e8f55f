// The outbox the system of record reads with a cursor: events come back in the order they committed, a
// page read again answers the same events, and a writer that commits later never gets a number below one
// a reader has already passed (the outbox lock), which is what lets a cursor skip nothing.
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import { appendOutboxEvent } from '../../app/server/outbox/append-outbox-event.server.js';
import { readOutbox } from '../../app/server/outbox/read-outbox.server.js';
import { DIALECTS, useTestDatabase } from '../helpers/test-database.js';

const AT = new Date('2026-11-29T10:00:00.000Z');

const decided = (ncrNo: string) => ({
  type: 'ncr.decided' as const,
  customer: 'Northwind Drilling',
  subject: ncrNo,
  payload: { ncrNo, decision: 'repair' },
});

async function appendCommitted(handle: DatabaseHandle, ncrNo: string): Promise<void> {
  await handle.db
    .transaction()
    .execute((trx) => appendOutboxEvent({ ...handle, db: trx }, decided(ncrNo), AT));
}

describe.each(DIALECTS)('the outbox, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should answer the events after a cursor in order, the same page twice, and none twice from next', async () => {
    const { handle } = database();
    for (const ncrNo of ['NCR-2026-001', 'NCR-2026-002', 'NCR-2026-003'])
      await appendCommitted(handle, ncrNo);

    const first = await readOutbox(handle, { after: 0, limit: 2 });
    expect(first.events.map((event) => [event.seq, event.subject])).toEqual([
      [1, 'NCR-2026-001'],
      [2, 'NCR-2026-002'],
    ]);
    expect(first.next).toBe(2);
    expect(first.events[0]).toMatchObject({
      type: 'ncr.decided',
      customer: 'Northwind Drilling',
      occurredAt: '2026-11-29T10:00:00.000Z',
      data: { ncrNo: 'NCR-2026-001', decision: 'repair' },
    });
    expect((await readOutbox(handle, { after: 0, limit: 2 })).events.map((event) => event.id)).toEqual(
      first.events.map((event) => event.id),
    );

    const second = await readOutbox(handle, { after: first.next, limit: 2 });
    expect(second.events.map((event) => event.subject)).toEqual(['NCR-2026-003']);
    expect(second.next).toBe(3);
    expect(await readOutbox(handle, { after: 3, limit: 2 })).toEqual({ events: [], next: 3 });
  });
});

describe('the outbox lock, on postgres', () => {
  const database = useTestDatabase('postgres');

  it('should keep a writer that starts later from committing before one that holds the lock', async () => {
    const { handle } = database();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstAppended: () => void = () => undefined;
    const appended = new Promise<void>((resolve) => {
      firstAppended = resolve;
    });
    const slow = handle.db.transaction().execute(async (trx) => {
      await appendOutboxEvent({ ...handle, db: trx }, decided('NCR-2026-001'), AT);
      firstAppended();
      await held;
    });
    await appended;
    const fast = appendCommitted(handle, 'NCR-2026-002');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Without the lock the later writer would have committed event 2 here, and a reader that moved its
    // cursor to 2 would never see event 1, which commits after.
    expect(await readOutbox(handle, { after: 0, limit: 10 })).toEqual({ events: [], next: 0 });

    release();
    await Promise.all([slow, fast]);
    const { events } = await readOutbox(handle, { after: 0, limit: 10 });
    expect(events.map((event) => [event.seq, event.subject])).toEqual([
      [1, 'NCR-2026-001'],
      [2, 'NCR-2026-002'],
    ]);
  });
});
