import type { MailMessage } from './mailer.server.js';

/**
 * The password-reset e-mail: a single-use link valid for `validMinutes`.
 *
 * @example
 * resetPasswordMail('ann@example.com', 'https://portal.test/reset-password?token=abc', 30);
 */
export function resetPasswordMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your rigready password',
    text: [
      'Someone asked to reset the password of your rigready account.',
      '',
      `Open this link within ${validMinutes} minutes to choose a new password (it works once):`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * The one-time sign-in e-mail: a single-use link valid for `validMinutes` that signs in without the
 * password, also while too many wrong passwords make the password wait.
 *
 * @example
 * signInLinkMail('ann@example.com', 'https://portal.test/login?link=abc', 15);
 */
export function signInLinkMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: 'Your rigready sign-in link',
    text: [
      'Someone asked for a sign-in link for your rigready account.',
      '',
      `Open this link within ${validMinutes} minutes to sign in without your password (it works once):`,
      link,
      '',
      'If it was not you, ignore this e-mail. If you did not expect it, someone may be guessing your',
      'password: change it after signing in and tell your rigready contact.',
    ].join('\n'),
  };
}

/**
 * The notice sent after a password was changed or reset: other sessions have been signed out.
 *
 * @example
 * passwordChangedMail('ann@example.com', 'reset', new Date());
 */
export function passwordChangedMail(to: string, how: 'changed' | 'reset', at: Date): MailMessage {
  return {
    to,
    subject: 'Your rigready password was changed',
    text: [
      `The password of your rigready account was ${how} on ${at.toISOString()}.`,
      'Every other signed-in session of your account has been signed out.',
      '',
      'If it was not you, use "Forgot password" on the sign-in page at once and tell your rigready contact.',
    ].join('\n'),
  };
}
