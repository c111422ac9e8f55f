import { formatDate } from '@rigready/core';
import { findUserById } from '../access/identity.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { NotificationMailsTable } from '../db/schema.server.js';
import type { Mailer, MailMessage } from '../mail/mailer.server.js';
import {
  digestMail,
  type NotificationMailContext,
  notificationMail,
} from '../mail/notification-mails.server.js';
import { notificationMails } from '../observability/metrics.server.js';
import { NOTIFICATION_KINDS } from './notification-kinds.server.js';
import { notificationPreferences } from './notification-settings.server.js';
import { unsubscribeLink } from './unsubscribe-link.server.js';

/** What the sender needs: the database, the mailer, the portal's origin for links, and who it is. */
export interface MailSender {
  handle: DatabaseHandle;
  mailer: Mailer;
  origin: string;
  /** This process, as written in a claimed mail's lease. */
  holder: string;
  /** How long a claim lasts; longer than any send takes (SMTP timeouts included). */
  leaseMs: number;
  /** Attempts before a mail is given up as failed. */
  maxAttempts: number;
  log: (line: string, details?: unknown) => void;
}

/** Mails claimed per pass, so one pass never holds many leases at once. */
const BATCH = 20;

/**
 * The wait before attempt `attempts + 1`: 30 s doubled per failed attempt, at most an hour.
 *
 * @example
 * retryDelayMs(1); // 30000
 * retryDelayMs(3); // 120000
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * A mail whose claim ran out while it was being sent may have gone out (the process died between the
 * send and the mark): it becomes `uncertain` and is never sent again (docs/decisions/034).
 */
async function settleLapsedClaims(sender: MailSender, now: Date): Promise<void> {
  const lapsed = await sender.handle.db
    .updateTable('notification_mails')
    .set({ status: 'uncertain' })
    .where('status', '=', 'sending')
    .where('lease_until', '<', now.toISOString())
    .returning(['id', 'idempotency_key'])
    .execute();
  for (const mail of lapsed) {
    notificationMails.inc({ outcome: 'uncertain' });
    sender.log(
      `notification mail ${mail.idempotency_key} may have been sent before its sender stopped; not sent again`,
    );
  }
}

async function claim(sender: MailSender, id: string, now: Date): Promise<NotificationMailsTable | null> {
  const claimed = await sender.handle.db
    .updateTable('notification_mails')
    .set((eb) => ({
      status: 'sending',
      lease_holder: sender.holder,
      lease_until: later(now, sender.leaseMs),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .execute();
  return claimed[0] ?? null;
}

async function settle(
  sender: MailSender,
  mail: NotificationMailsTable,
  values: Partial<NotificationMailsTable>,
) {
  await sender.handle.db
    .updateTable('notification_mails')
    .set({ ...values, lease_until: null })
    .where('id', '=', mail.id)
    .where('lease_holder', '=', sender.holder)
    .execute();
}

/**
 * The mail to send for a claimed row, or null when it no longer should go (user gone, disabled since it
 * was queued, or unsubscribed).
 */
async function compose(sender: MailSender, mail: NotificationMailsTable): Promise<MailMessage | null> {
  const { handle, origin } = sender;
  const user = await findUserById(handle, mail.user_id);
  if (!user?.customer || user.disabledAt !== null) return null;
  const preferences = await notificationPreferences(handle.db, user.id, user.customer);
  const context = (scope: Parameters<typeof unsubscribeLink>[3], what: string) =>
    unsubscribeLink(handle, origin, user.id, scope).then(
      (unsubscribe): NotificationMailContext => ({
        to: user.email,
        customer: user.customer ?? '',
        unsubscribe,
        unsubscribeWhat: what,
        settings: `${origin}/settings/notifications`,
        messageId: `<${mail.id}@rigready.notifications>`,
      }),
    );
  if (mail.kind === 'event') {
    const event = await handle.db
      .selectFrom('notification_events')
      .select(['kind', 'title', 'link'])
      .where('id', '=', mail.event_id ?? '')
      .executeTakeFirst();
    if (!event || preferences.email !== 'immediate' || !preferences.kinds.includes(event.kind)) return null;
    const label = NOTIFICATION_KINDS.find((kind) => kind.name === event.kind)?.label ?? event.kind;
    return notificationMail(
      { title: event.title, link: `${origin}${event.link}` },
      await context(event.kind, `"${label}" notifications`),
    );
  }
  if (preferences.email !== 'digest') return null;
  const events = await handle.db
    .selectFrom('notification_inbox')
    .innerJoin('notification_events', 'notification_events.id', 'notification_inbox.event_id')
    .select(['notification_events.title', 'notification_events.link'])
    .where('notification_inbox.mail_id', '=', mail.id)
    .orderBy('notification_events.occurred_at')
    .orderBy('notification_events.id')
    .execute();
  if (events.length === 0) return null;
  return digestMail(
    formatDate(mail.digest_day ?? ''),
    events.map((event) => ({ title: event.title, link: `${origin}${event.link}` })),
    await context('all', 'notification e-mails'),
  );
}

async function sendOne(sender: MailSender, mail: NotificationMailsTable, now: () => Date): Promise<void> {
  let message: MailMessage | null;
  try {
    message = await compose(sender, mail);
  } catch (error) {
    await settle(sender, mail, {
      status: 'pending',
      next_attempt_at: later(now(), retryDelayMs(mail.attempts)),
      last_error: String(error),
    });
    return;
  }
  if (!message) {
    notificationMails.inc({ outcome: 'dropped' });
    await settle(sender, mail, { status: 'dropped' });
    return;
  }
  try {
    await sender.mailer.send(message);
  } catch (error) {
    const failed = mail.attempts >= sender.maxAttempts;
    notificationMails.inc({ outcome: failed ? 'failed' : 'retried' });
    sender.log(`notification mail ${mail.idempotency_key} attempt ${mail.attempts} failed`, error);
    await settle(sender, mail, {
      status: failed ? 'failed' : 'pending',
      next_attempt_at: later(now(), retryDelayMs(mail.attempts)),
      last_error: String(error),
    });
    return;
  }
  notificationMails.inc({ outcome: 'sent' });
  await settle(sender, mail, { status: 'sent', sent_at: now().toISOString(), last_error: null });
}

/**
 * Sends the pending mails that are due, each claimed first with a lease (a conditional update from
 * `pending` to `sending`, so two senders never both send one), then marked `sent`, or `pending` again
 * with a later attempt after a failure, `failed` after `maxAttempts`, `dropped` when the user is gone or
 * no longer wants it. Claims that lapsed mid-send become `uncertain` and are not sent again. Answers how
 * many mails it tried.
 *
 * @example
 * await sendDueMails(sender, () => new Date());
 */
export async function sendDueMails(sender: MailSender, now: () => Date): Promise<number> {
  await settleLapsedClaims(sender, now());
  let tried = 0;
  for (;;) {
    const due = await sender.handle.db
      .selectFrom('notification_mails')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now().toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let claimedAny = false;
    for (const { id } of due) {
      const mail = await claim(sender, id, now());
      if (!mail) continue;
      claimedAny = true;
      tried += 1;
      await sendOne(sender, mail, now);
    }
    if (due.length < BATCH || !claimedAny) return tried;
  }
}
