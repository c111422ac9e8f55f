import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../config/private-files.server.js';
import { logger } from '../observability/logger.server.js';

/** One outgoing e-mail: plain text, and optionally an HTML alternative and extra headers. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<id@host>`), so a receiving server can tell a repeat from a new mail. */
  messageId?: string;
}

/**
 * Sends e-mail. {@link createMailer} picks SMTP or the outbox folder from the configuration.
 *
 * @example
 * await mailer.send({ to: 'ann@example.com', subject: 'Hello', text: 'Hi Ann' });
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise every message is written as an .eml file to
 * `outboxDir` and a line is logged, so the password flows work end to end on one machine.
 *
 * @example
 * const mailer = createMailer({ smtpUrl: null, from: 'rigready <no-reply@rigready.test>', outboxDir: './data/outbox' });
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log?: (line: string) => void;
}): Mailer {
  const log = options.log ?? ((line: string) => logger.info(line));
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await builder.sendMail({ from: options.from, ...message });
      await makePrivateDir(options.outboxDir);
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      log(`[rigready] mail "${message.subject}" to ${message.to} written to ${file}`);
    },
  };
}
