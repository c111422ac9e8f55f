// NCR decisions: an approver of the NCR's customer gives a disposition to an NCR whose status is Awaiting
// Disposition (any case), once. The two-customers fixture's NW-NCR1 (Northwind) and PO-NCR1 (Polar) are
// Open; each test sets the status it needs.
import { describe, expect, it } from 'vitest';
import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import { decideNcr } from '../../app/server/actions/ncr-decisions/decide-ncr.server.js';
import { NOT_AN_APPROVER } from '../../app/server/actions/require-approver.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { identityOf } from '../helpers/identity-of.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const ZONE = 'Europe/Oslo';
const DECIDED = new Date('2026-11-26T07:14:05.000Z');

describe.each(DIALECTS)('NCR decisions, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function seeded(status = 'awaiting disposition') {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    await handle.db.updateTable('ncr').set({ Status: status }).execute();
    const admin = await identityOf(handle, 'admin@rigready.test');
    const carl = await identityOf(handle, 'customer@rigready.test');
    const pia = await identityOf(handle, 'pia@polar.test');
    for (const approver of [carl, pia])
      await setActionPermissions(
        handle,
        admin.user.id,
        approver.user.id,
        { mayRequest: true, mayApprove: true },
        DECIDED,
      );
    return { handle, admin, carl, pia };
  }

  const decisions = async () =>
    database().handle.db.selectFrom('ncr_decisions').selectAll().orderBy('Customer').execute();

  it('should record the disposition with who and when on the provider’s clock, audit it and tell the outbox once', async () => {
    const { handle, carl } = await seeded();
    const decided = await decideNcr(
      handle,
      carl,
      'NW-NCR1',
      { decision: 'accept-with-deviation', comment: 'Use on Rig A only' },
      DECIDED,
      ZONE,
    );
    expect(decided).toEqual({
      ncrNo: 'NW-NCR1',
      decision: 'accept-with-deviation',
      changed: true,
      at: '2026-11-26T07:14:05.000Z',
      atLocal: '26.11.2026 08:14 (Europe/Oslo)',
    });
    expect(await decisions()).toEqual([
      {
        Customer: 'Northwind Drilling',
        NCR_No: 'NW-NCR1',
        decision: 'accept-with-deviation',
        comment: 'Use on Rig A only',
        decided_by: carl.user.id,
        decided_name: 'Carl Customer',
        decided_email: 'Customer@RigReady.test',
        decided_at: '2026-11-26T07:14:05.000Z',
        decided_at_local: '26.11.2026 08:14 (Europe/Oslo)',
      },
    ]);
    const events = await handle.db
      .selectFrom('outbox_events')
      .select(['type', 'Customer', 'subject', 'payload'])
      .execute();
    expect(events.map((event) => ({ ...event, payload: JSON.parse(event.payload) }))).toEqual([
      {
        type: 'ncr.decided',
        Customer: 'Northwind Drilling',
        subject: 'NW-NCR1',
        payload: {
          ncrNo: 'NW-NCR1',
          decision: 'accept-with-deviation',
          comment: 'Use on Rig A only',
          at: '2026-11-26T07:14:05.000Z',
          atLocal: '26.11.2026 08:14 (Europe/Oslo)',
          by: { name: 'Carl Customer', email: 'Customer@RigReady.test' },
        },
      },
    ]);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'Customer', 'details'])
      .where('action', '=', 'ncr.decided')
      .execute();
    expect(audit.map((entry) => ({ ...entry, details: JSON.parse(entry.details ?? 'null') }))).toEqual([
      {
        action: 'ncr.decided',
        actor_user_id: carl.user.id,
        Customer: 'Northwind Drilling',
        details: { ncrNo: 'NW-NCR1', decision: 'accept-with-deviation', comment: 'Use on Rig A only' },
      },
    ]);
    // Decided once: the same again is no change, another disposition is refused.
    expect(
      await decideNcr(
        handle,
        carl,
        'NW-NCR1',
        { decision: 'accept-with-deviation', comment: 'again' },
        DECIDED,
        ZONE,
      ),
    ).toMatchObject({ changed: false });
    await expect(
      decideNcr(handle, carl, 'NW-NCR1', { decision: 'repair' }, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 409,
      message: 'NW-NCR1 is decided already (Accept with deviation): it is decided once',
    });
    expect(await decisions()).toHaveLength(1);
  });

  it('should record one of two raced dispositions', async () => {
    const { handle, carl } = await seeded();
    const results = await Promise.allSettled([
      decideNcr(handle, carl, 'NW-NCR1', { decision: 'accept' }, DECIDED, ZONE),
      decideNcr(handle, carl, 'NW-NCR1', { decision: 'repair' }, DECIDED, ZONE),
      decideNcr(handle, carl, 'NW-NCR1', { decision: 'accept' }, DECIDED, ZONE),
    ]);
    const [row] = await decisions();
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    expect(
      fulfilled.map((result) => result.value.decision).every((decision) => decision === row?.decision),
    ).toBe(true);
    expect(
      results.filter((result) => result.status === 'rejected').map((result) => result.reason.status),
    ).toEqual(row?.decision === 'accept' ? [409] : [409, 409]);
    expect(await handle.db.selectFrom('outbox_events').select('id').execute()).toHaveLength(1);
  });

  it('should refuse an NCR not awaiting disposition, a missing comment, a non-approver and another customer’s NCR', async () => {
    const { handle, carl, pia } = await seeded('Open');
    await expect(
      decideNcr(handle, carl, 'NW-NCR1', { decision: 'accept' }, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 409,
      message: 'NW-NCR1 is Open: only an NCR with the status Awaiting Disposition is decided',
    });
    await handle.db.updateTable('ncr').set({ Status: 'AWAITING DISPOSITION' }).execute();
    await expect(
      decideNcr(handle, carl, 'NW-NCR1', { decision: 'reject' }, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Reject needs a comment: say why',
    });
    await expect(
      decideNcr(handle, carl, 'NW-NCR1', { decision: 'scrap' }, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 400,
      message: 'decision must be accept, repair, reject or accept-with-deviation; got "scrap"',
    });
    await expect(
      decideNcr(handle, pia, 'NW-NCR1', { decision: 'accept' }, DECIDED, ZONE),
    ).rejects.toMatchObject({
      status: 404,
      message: 'No such NCR among your company’s reports',
    });
    const rita = await identityOf(handle, 'rita@rigready.test');
    const guest = await identityOf(handle, 'guest@rigready.test');
    const viewingAs = await identityOf(handle, 'admin@rigready.test', 'Northwind Drilling');
    for (const who of [rita, guest, viewingAs])
      await expect(
        decideNcr(handle, who, 'NW-NCR1', { decision: 'accept' }, DECIDED, ZONE),
      ).rejects.toMatchObject({
        status: 403,
        message: NOT_AN_APPROVER,
      });
    expect(await decisions()).toEqual([]);
    await decideNcr(handle, pia, 'PO-NCR1', { decision: 'repair' }, DECIDED, ZONE);
    expect((await decisions()).map((row) => [row.Customer, row.NCR_No, row.decision])).toEqual([
      ['Polar Energy', 'PO-NCR1', 'repair'],
    ]);
  });
});
