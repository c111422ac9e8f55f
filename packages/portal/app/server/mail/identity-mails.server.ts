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

/**
 * The invitation of a new user by their customer's administrator: a single-use link, valid `validDays`,
 * where the invitee chooses a password and is signed in.
 *
 * @example
 * invitationMail('ola@northwind.test', 'https://portal.test/invitation?token=abc', 'Northwind Drilling', 7);
 */
export function invitationMail(to: string, link: string, customer: string, validDays: number): MailMessage {
  return {
    to,
    subject: `You are invited to ${customer}'s rigready portal`,
    text: [
      `The administrator of ${customer}'s users has invited you to the rigready portal.`,
      '',
      `Open this link within ${validDays} days to choose your password and sign in (it works once):`,
      link,
      '',
      'If you did not expect this, ignore this e-mail: no account is made until you accept.',
    ].join('\n'),
  };
}

/**
 * The answer to a reset or sign-in link asked for a disabled account: no link, the reason instead.
 *
 * @example
 * accountDisabledMail('ann@example.com');
 */
export function accountDisabledMail(to: string): MailMessage {
  return {
    to,
    subject: 'Your rigready account is disabled',
    text: [
      'Someone asked for a password reset or a sign-in link for your rigready account.',
      '',
      'This account is disabled. Ask your administrator.',
    ].join('\n'),
  };
}
