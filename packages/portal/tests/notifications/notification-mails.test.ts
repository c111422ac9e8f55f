import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../app/server/mail/mailer.server.js';
import { deriveImportRuns } from '../../app/server/notifications/derive-runs.server.js';
import {
  notificationPass,
  startNotificationJob,
} from '../../app/server/notifications/notification-job.server.js';
import { saveCustomerNotificationDefaults } from '../../app/server/notifications/notification-settings.server.js';
import { sendDueMails } from '../../app/server/notifications/send-mails.server.js';
import { notificationMails } from '../../app/server/observability/metrics.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { outbox, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';
import { mailLines, recordRun, type TestChange } from './support/import-history.js';

const ALL_KINDS = [
  'order-completed',
  'delivery-issued',
  'goods-received',
  'ncr-opened',
  'ncr-closed',
  'inspection-report',
  'inspection-due',
  'inspection-overdue',
] as const;

/** An import that completes order 40211 (Rig A), issues three tickets and opens an NCR. */
const IMPORT: TestChange[] = [
  {
    entity: 'orders',
    customer: NORTHWIND,
    key: ['40211', '550DP.12'],
    kind: 'changed',
    asset: 'Rig A',
    field: 'Completed',
    old: 'No',
    new: 'Yes',
  },
  { entity: 'deliveries', customer: NORTHWIND, key: ['NW-DT2', '550DP.12'], kind: 'added', asset: 'Rig A' },
  { entity: 'deliveries', customer: NORTHWIND, key: ['NW-DT3', '550DP.12'], kind: 'added', asset: 'Rig B' },
  { entity: 'deliveries', customer: POLAR, key: ['PO-DT2', '550DP.12'], kind: 'added', asset: 'Rig P' },
  { entity: 'ncr', customer: NORTHWIND, key: ['NW-NCR2'], kind: 'added' },
];

/**
 * Carl sees Rig A and Rig B but Rig B is excluded for him here; Gina sees Rig A and only the dp, octg and
 * NCR screens; Rita sees Rig B; Pia is Polar Energy's. Worked out by hand from the fixture's users.
 */
const EXPECTED_MAILS = [
  'Customer@rigready.test | NCR NW-NCR2 opened',
  'Customer@rigready.test | Rig A: Delivery ticket NW-DT2 issued',
  'Customer@rigready.test | Rig A: Order 40211 completed',
  'guest@rigready.test | NCR NW-NCR2 opened',
  'pia@polar.test | Rig P: Delivery ticket PO-DT2 issued',
  'rita@rigready.test | NCR NW-NCR2 opened',
  'rita@rigready.test | Rig B: Delivery ticket NW-DT3 issued',
];

describe.each(DIALECTS)('notification mails on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  async function prepare(email: 'immediate' | 'digest') {
    const { runtime, clock } = portal();
    clock.now = new Date('2026-11-26T05:00:00.000Z');
    for (const customer of [NORTHWIND, POLAR])
      await saveCustomerNotificationDefaults(
        runtime.handle.db,
        customer,
        { kinds: [...ALL_KINDS], email, digestHour: 7 },
        clock.now,
      );
    await runtime.handle.db
      .updateTable('users')
      .set({ excluded_assets: JSON.stringify(['Rig B']) })
      .where('email_key', '=', 'customer@rigready.test')
      .execute();
    await recordRun(runtime.handle, 'run-0', '2026-11-25T20:00:00.000Z', []);
    await recordRun(runtime.handle, 'run-1', '2026-11-26T04:30:00.000Z', IMPORT);
  }

  it('should mail each event at once to the subscribed users who may see it, and to no one else', async () => {
    await prepare('immediate');
    const { runtime, database } = portal();
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 5,
      digests: 0,
      mails: 7,
    });
    expect(mailLines(await outbox(database.dataDir, 7))).toEqual(EXPECTED_MAILS);
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 0,
      digests: 0,
      mails: 0,
    });
    expect(await outbox(database.dataDir)).toHaveLength(7);
  });

  it('should put a link to the record, a plain-text and an HTML part and a one-click unsubscribe in each mail', async () => {
    await prepare('immediate');
    const { runtime, database } = portal();
    await notificationPass(runtime, 'test-host');
    const mail =
      (await outbox(database.dataDir, 7)).find((text) =>
        text.includes('Subject: Rig A: Order 40211 completed'),
      ) ?? '';
    const body = mail
      .replace(/\r?\n(?=[ \t])/g, '')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    expect(body).toContain('Open it in rigready: http://portal.test/completedorders');
    expect(body).toMatch(
      /^List-Unsubscribe: <http:\/\/portal\.test\/notifications\/unsubscribe\?u=[^&]+&k=order-completed&s=[A-Za-z0-9_-]+>$/m,
    );
    expect(body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('should send nothing twice when a sender stops between sending and marking', async () => {
    await prepare('immediate');
    const { runtime, database, clock } = portal();
    let sends = 0;
    const dying = {
      async send(message: MailMessage) {
        sends += 1;
        await runtime.mailer.send(message);
        // The second mail went out; the process dies before it can mark it sent.
        if (sends === 2) await new Promise(() => undefined);
      },
    };
    const sender = {
      handle: runtime.handle,
      origin: 'http://portal.test',
      leaseMs: 60_000,
      maxAttempts: 6,
      log: () => undefined,
    };
    await deriveImportRuns(runtime.handle, clock.now);
    void sendDueMails({ ...sender, mailer: dying, holder: 'host-a' }, () => clock.now);
    await expect.poll(() => sends).toBe(2);
    clock.advance(61_000);
    await sendDueMails({ ...sender, mailer: runtime.mailer, holder: 'host-b' }, () => clock.now);
    expect(mailLines(await outbox(database.dataDir, 7))).toEqual(EXPECTED_MAILS);
    const statuses = await runtime.handle.db
      .selectFrom('notification_mails')
      .select('status')
      .orderBy('status')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'uncertain',
    ]);
  });

  it('should leave a stuck pass behind after its limit and go on, sending nothing twice', async () => {
    await prepare('immediate');
    const { runtime, database } = portal();
    const tried: string[] = [];
    const stuckOnFirst = {
      async send(message: MailMessage) {
        // As the outbox's To header writes it: the mailer lower-cases the domain (Customer@RigReady.test).
        const to = message.to.replace(/@.*$/, (domain) => domain.toLowerCase());
        tried.push(`${to} | ${message.subject}`);
        // The first send never settles, as an SMTP server that accepts the connection and goes silent.
        if (tried.length === 1) await new Promise(() => undefined);
        await runtime.mailer.send(message);
      },
    };
    const logged: string[] = [];
    const job = startNotificationJob(
      { ...runtime, mailer: stuckOnFirst, log: (message: string) => logged.push(message) },
      () => undefined,
      { passLimitMs: 1000 },
    );
    try {
      await job.poke();
      expect(logged).toEqual(['the notification job failed a pass']);
      expect(tried).toHaveLength(1);
      const stuck = tried[0] ?? '';
      expect(EXPECTED_MAILS).toContain(stuck);
      // A new event after the stuck pass: the next pass derives it and sends every mail but the stuck one,
      // which stays claimed by the pass that was left behind.
      await recordRun(runtime.handle, 'run-2', '2026-11-26T04:45:00.000Z', [
        { entity: 'ncr', customer: POLAR, key: ['PO-NCR9'], kind: 'added' },
      ]);
      await job.poke();
      expect(mailLines(await outbox(database.dataDir, 7))).toEqual(
        [...EXPECTED_MAILS.filter((line) => line !== stuck), 'pia@polar.test | NCR PO-NCR9 opened'].sort(),
      );
      expect(tried.filter((line) => line === stuck)).toHaveLength(1);
    } finally {
      await job.stop();
    }
  });

  const counted = async (outcome: string) =>
    (await notificationMails.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;

  it('should retry a refused mail with backoff and send it once', async () => {
    await prepare('immediate');
    const [sentBefore, retriedBefore] = [await counted('sent'), await counted('retried')];
    const { runtime, database, clock } = portal();
    let refusals = 0;
    const flaky = {
      async send(message: MailMessage) {
        if (message.subject === 'Rig A: Order 40211 completed' && refusals === 0) {
          refusals += 1;
          throw new Error('451 try again later');
        }
        await runtime.mailer.send(message);
      },
    };
    const pass = () => notificationPass({ ...runtime, mailer: flaky }, 'test-host');
    await pass();
    expect(await outbox(database.dataDir, 6)).toHaveLength(6);
    clock.advance(29_000);
    await expect(pass()).resolves.toEqual({ events: 0, digests: 0, mails: 0 });
    clock.advance(1_000);
    await expect(pass()).resolves.toEqual({ events: 0, digests: 0, mails: 1 });
    expect(mailLines(await outbox(database.dataDir, 7))).toEqual(EXPECTED_MAILS);
    expect([(await counted('sent')) - sentBefore, (await counted('retried')) - retriedBefore]).toEqual([
      7, 1,
    ]);
  });

  it("should gather a day's events in one digest at the user's hour, and send at most one a day", async () => {
    await prepare('digest');
    const { runtime, database, clock } = portal();
    // 06:00 in Oslo: before the digest hour (07).
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 5,
      digests: 0,
      mails: 0,
    });
    clock.now = new Date('2026-11-26T06:05:00.000Z');
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 0,
      digests: 4,
      mails: 4,
    });
    expect(mailLines(await outbox(database.dataDir, 4))).toEqual([
      'Customer@rigready.test | rigready daily digest 26.11.2026: 3 notifications',
      'guest@rigready.test | rigready daily digest 26.11.2026: 1 notification',
      'pia@polar.test | rigready daily digest 26.11.2026: 1 notification',
      'rita@rigready.test | rigready daily digest 26.11.2026: 2 notifications',
    ]);
    const carl =
      (await outbox(database.dataDir)).find(
        (mail) => mail.startsWith('To: Customer') || mail.includes('\nTo: Customer'),
      ) ?? '';
    const body = carl.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('- Rig A: Order 40211 completed\n  http://portal.test/completedorders');
    expect(body).toContain('- Rig A: Delivery ticket NW-DT2 issued\n  http://portal.test/delivery');
    expect(body).toContain('- NCR NW-NCR2 opened\n  http://portal.test/NCR');
    // A later event of the same day waits for the next day's digest.
    await recordRun(runtime.handle, 'run-2', '2026-11-26T09:00:00.000Z', [
      {
        entity: 'ncr',
        customer: NORTHWIND,
        key: ['NW-NCR1'],
        kind: 'changed',
        field: 'Status',
        old: 'Open',
        new: 'Closed',
      },
    ]);
    clock.now = new Date('2026-11-26T10:00:00.000Z');
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 1,
      digests: 0,
      mails: 0,
    });
    clock.now = new Date('2026-11-27T06:00:00.000Z');
    await expect(notificationPass(runtime, 'test-host')).resolves.toEqual({
      events: 0,
      digests: 3,
      mails: 3,
    });
    expect(
      mailLines(await outbox(database.dataDir, 7)).filter((line) => line.includes('27.11.2026')),
    ).toEqual([
      'Customer@rigready.test | rigready daily digest 27.11.2026: 1 notification',
      'guest@rigready.test | rigready daily digest 27.11.2026: 1 notification',
      'rita@rigready.test | rigready daily digest 27.11.2026: 1 notification',
    ]);
  });
});
