// The notifications of customer actions, derived from the outbox: a request acknowledged, declined or done
// tells its customer's users who reach its joints; a quote or an approval asked tells the approvers; guests
// and other customers hear nothing; deriving again adds nothing; mails go through the mail queue.
import { describe, expect, it } from 'vitest';
import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import { changeRequestStatus } from '../../app/server/actions/requests/change-request-status.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { deriveActionEvents } from '../../app/server/notifications/derive-actions.server.js';
import { saveNotificationPreferences } from '../../app/server/notifications/notification-settings.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';
import { recordApprovalAsked, recordRequest } from './support/customer-actions.js';

const AT = new Date('2026-11-26T08:00:00.000Z');

describe.each(DIALECTS)('notifications of customer actions on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function fixture() {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    const users = await handle.db.selectFrom('users').select(['id', 'email_key']).execute();
    const id = (email: string) => users.find((user) => user.email_key === email)?.id ?? '';
    const email = (userId: string) => users.find((user) => user.id === userId)?.email_key ?? userId;
    const admin = {
      kind: 'admin',
      userId: id('admin@rigready.test'),
      email: 'admin@rigready.test',
      name: 'Ada Admin',
    } as const;
    return { handle, id, email, admin };
  }

  /** Every stored notification as 'customer | kind | title | link → listeners', sorted. */
  async function told(email: (userId: string) => string) {
    const { db } = database().handle;
    const events = await db.selectFrom('notification_events').selectAll().execute();
    const inbox = await db.selectFrom('notification_inbox').select(['user_id', 'event_id']).execute();
    return events
      .map((event) => {
        const listeners = inbox
          .filter((row) => row.event_id === event.id)
          .map((row) => email(row.user_id))
          .sort();
        return `${event.customer} | ${event.kind} | ${event.title} | ${event.link} → ${listeners.join(', ')}`;
      })
      .sort();
  }

  it("should tell a request's customer of it acknowledged, declined and done, each user only of joints they reach", async () => {
    const { handle, id, email, admin } = await fixture();
    const carl = id('customer@rigready.test');
    await recordRequest(
      handle,
      {
        number: 'RQ-2026-0001',
        customer: NORTHWIND,
        createdBy: carl,
        joints: [{ serial: 'NW-0001', asset: 'Rig A' }],
      },
      AT,
    );
    await recordRequest(
      handle,
      {
        number: 'RQ-2026-0002',
        customer: NORTHWIND,
        createdBy: id('rita@rigready.test'),
        joints: [
          { serial: 'NW-0016', asset: 'Rig B' },
          { serial: 'NW-0017', asset: 'Rig B' },
        ],
      },
      AT,
    );
    await recordRequest(
      handle,
      {
        number: 'RQ-2026-0003',
        customer: NORTHWIND,
        createdBy: carl,
        joints: [
          { serial: 'NW-0002', asset: 'Rig A' },
          { serial: 'NW-0018', asset: 'Rig B' },
        ],
      },
      AT,
    );
    await recordRequest(
      handle,
      {
        number: 'RQ-2026-0004',
        customer: POLAR,
        createdBy: id('pia@polar.test'),
        joints: [{ serial: 'PO-0001', asset: 'Rig P' }],
      },
      AT,
    );
    const move = (number: string, status: string, comment?: string) =>
      changeRequestStatus(handle, admin, number, { status, comment }, AT);
    await move('RQ-2026-0001', 'acknowledged');
    await move('RQ-2026-0001', 'in-progress');
    await move('RQ-2026-0001', 'done');
    await move('RQ-2026-0002', 'declined', 'No recut capacity before January');
    await move('RQ-2026-0003', 'acknowledged');
    await move('RQ-2026-0004', 'acknowledged');

    expect(await deriveActionEvents(handle, AT)).toBe(5);
    expect(await told(email)).toEqual([
      'Northwind Drilling | request-acknowledged | Request RQ-2026-0003 acknowledged | /requests/RQ-2026-0003 → customer@rigready.test',
      'Northwind Drilling | request-acknowledged | Rig A: Request RQ-2026-0001 acknowledged | /requests/RQ-2026-0001 → customer@rigready.test',
      'Northwind Drilling | request-declined | Rig B: Request RQ-2026-0002 declined: No recut capacity before January | /requests/RQ-2026-0002 → customer@rigready.test, rita@rigready.test',
      'Northwind Drilling | request-done | Rig A: Request RQ-2026-0001 done | /requests/RQ-2026-0001 → customer@rigready.test',
      'Polar Energy | request-acknowledged | Rig P: Request RQ-2026-0004 acknowledged | /requests/RQ-2026-0004 → pia@polar.test',
    ]);
  });

  it('should tell a quote and an approval asked to the users who may approve, within their assets', async () => {
    const { handle, id, email, admin } = await fixture();
    const carl = id('customer@rigready.test');
    const rita = id('rita@rigready.test');
    await recordRequest(
      handle,
      {
        number: 'RQ-2026-0001',
        customer: NORTHWIND,
        createdBy: carl,
        joints: [{ serial: 'NW-0001', asset: 'Rig A' }],
      },
      AT,
    );
    for (const user of [carl, rita, id('pia@polar.test')])
      await setActionPermissions(
        handle,
        admin.userId,
        user,
        { mayRequest: true, mayApprove: user !== id('pia@polar.test') },
        AT,
      );
    await recordApprovalAsked(
      handle,
      {
        number: 'AP-2026-0001',
        customer: NORTHWIND,
        subject: 'quote',
        requestNumber: 'RQ-2026-0001',
        title: 'Quote for request RQ-2026-0001 (1 joint): 12500.00 NOK, valid until 31.12.2026',
        amount: '12500.00',
        currency: 'NOK',
      },
      AT,
    );
    await recordApprovalAsked(
      handle,
      {
        number: 'AP-2026-0002',
        customer: NORTHWIND,
        subject: 'report',
        requestNumber: null,
        title: 'Inspection report of order NW-1',
        amount: null,
        currency: null,
      },
      AT,
    );
    await recordApprovalAsked(
      handle,
      {
        number: 'AP-2026-0003',
        customer: POLAR,
        subject: 'pre-invoice',
        requestNumber: null,
        title: 'Pre-invoice of order PO-1',
        amount: null,
        currency: null,
      },
      AT,
    );
    expect(await deriveActionEvents(handle, AT)).toBe(3);
    expect(await told(email)).toEqual([
      'Northwind Drilling | approval-asked | Approval asked: Inspection report of order NW-1 (AP-2026-0002) | /approvals/AP-2026-0002 → customer@rigready.test, rita@rigready.test',
      'Northwind Drilling | quote-posted | Rig A: Quote for request RQ-2026-0001 (1 joint): 12500.00 NOK, valid until 31.12.2026 (AP-2026-0001) | /approvals/AP-2026-0001 → customer@rigready.test',
      'Polar Energy | approval-asked | Approval asked: Pre-invoice of order PO-1 (AP-2026-0003) | /approvals/AP-2026-0003 → ',
    ]);
  });

  it('should add nothing when derived again, from its cursor or from the start, and mail each event once', async () => {
    const { handle, id, email, admin } = await fixture();
    const carl = id('customer@rigready.test');
    await saveNotificationPreferences(
      handle.db,
      carl,
      { kinds: ['request-acknowledged', 'request-done'], assets: null, email: 'immediate', digestHour: 7 },
      AT,
    );
    await recordRequest(
      handle,
      {
        number: 'RQ-2026-0001',
        customer: NORTHWIND,
        createdBy: carl,
        joints: [{ serial: 'NW-0001', asset: 'Rig A' }],
      },
      AT,
    );
    await changeRequestStatus(handle, admin, 'RQ-2026-0001', { status: 'acknowledged' }, AT);
    const [first, second] = await Promise.all([
      deriveActionEvents(handle, AT),
      deriveActionEvents(handle, AT),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await deriveActionEvents(handle, AT)).toBe(0);
    await handle.db.deleteFrom('notification_state').where('name', '=', 'outbox-seq').execute();
    expect(await deriveActionEvents(handle, AT)).toBe(0);
    const told = await handle.db
      .selectFrom('notification_mails')
      .innerJoin('notification_events', 'notification_events.id', 'notification_mails.event_id')
      .select(['notification_mails.user_id', 'notification_mails.status', 'notification_events.title'])
      .execute();
    expect(told.map((mail) => [email(mail.user_id), mail.status, mail.title])).toEqual([
      ['customer@rigready.test', 'pending', 'Rig A: Request RQ-2026-0001 acknowledged'],
    ]);
    const inbox = await handle.db.selectFrom('notification_inbox').select('user_id').execute();
    expect(inbox.map((row) => email(row.user_id))).toEqual(['customer@rigready.test']);
  });
});
