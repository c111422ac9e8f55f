import { htmlText } from './html-text.server.js';
import type { MailMessage } from './mailer.server.js';

/** One notification as a mail shows it: its line and the absolute link to the screen with its record. */
export interface MailedNotification {
  title: string;
  link: string;
}

/** What every notification mail carries besides its notifications. */
export interface NotificationMailContext {
  to: string;
  /** The customer the notifications are about. */
  customer: string;
  /** The signed one-click unsubscribe link. */
  unsubscribe: string;
  /** What the unsubscribe link stops, in words: 'NCR opened notifications', 'notification e-mails'. */
  unsubscribeWhat: string;
  /** The settings page, absolute. */
  settings: string;
  /** A stable Message-ID from the mail's idempotency key. */
  messageId: string;
}

function unsubscribeHeaders(context: NotificationMailContext): Record<string, string> {
  return {
    'List-Unsubscribe': `<${context.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function htmlPage(body: string, context: NotificationMailContext): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">',
    body,
    '<p style="font-size:13px;color:#52606d">',
    `You get this e-mail as a rigready user of ${htmlText(context.customer)}. `,
    `<a href="${htmlText(context.settings)}">Choose what you are told</a> or `,
    `<a href="${htmlText(context.unsubscribe)}">unsubscribe from ${htmlText(context.unsubscribeWhat)}</a>.`,
    '</p></body></html>',
  ].join('');
}

function textFooter(context: NotificationMailContext): string[] {
  return [
    '',
    '--',
    `You get this e-mail as a rigready user of ${context.customer}.`,
    `Choose what you are told: ${context.settings}`,
    `Unsubscribe from ${context.unsubscribeWhat}: ${context.unsubscribe}`,
  ];
}

/**
 * The mail of one notification, sent at once: its line as the subject, a link to the record's screen,
 * and a one-click unsubscribe link (also as List-Unsubscribe, RFC 8058).
 *
 * @example
 * notificationMail({ title: 'NCR NW-NCR2 opened', link: 'https://portal.test/NCR' }, context);
 */
export function notificationMail(
  notification: MailedNotification,
  context: NotificationMailContext,
): MailMessage {
  return {
    to: context.to,
    subject: notification.title,
    text: [notification.title, '', `Open it in rigready: ${notification.link}`, ...textFooter(context)].join(
      '\n',
    ),
    html: htmlPage(
      `<p style="font-size:16px"><strong>${htmlText(notification.title)}</strong></p>` +
        `<p><a href="${htmlText(notification.link)}">Open it in rigready</a></p>`,
      context,
    ),
    headers: unsubscribeHeaders(context),
    messageId: context.messageId,
  };
}

/**
 * The daily digest: every notification of the day in one mail, each line linking to its record's screen.
 *
 * @example
 * digestMail('26.11.2026', [{ title: 'Order NW-1 completed', link: 'https://portal.test/completedorders' }], context);
 */
export function digestMail(
  day: string,
  notifications: readonly MailedNotification[],
  context: NotificationMailContext,
): MailMessage {
  const count = notifications.length === 1 ? '1 notification' : `${notifications.length} notifications`;
  return {
    to: context.to,
    subject: `rigready daily digest ${day}: ${count}`,
    text: [
      `rigready daily digest of ${day} for ${context.customer}: ${count}`,
      '',
      ...notifications.map((notification) => `- ${notification.title}\n  ${notification.link}`),
      ...textFooter(context),
    ].join('\n'),
    html: htmlPage(
      `<p style="font-size:16px"><strong>rigready daily digest of ${htmlText(day)}: ${count}</strong></p><ul>` +
        notifications
          .map(
            (notification) =>
              `<li><a href="${htmlText(notification.link)}">${htmlText(notification.title)}</a></li>`,
          )
          .join('') +
        '</ul>',
      context,
    ),
    headers: unsubscribeHeaders(context),
    messageId: context.messageId,
  };
}
