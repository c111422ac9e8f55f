/**
 * The messages of the sign-in and password flows: the spec's (part 1 §8) where it prints them, ours where
 * it leaves the provider's message open. None tells whether an e-mail has an account: `accountDisabled` is
 * shown only to someone who proved the account is theirs (right password, mailed link, the provider).
 *
 * @example
 * IDENTITY_MESSAGES.changeSuccess; // 'Successfully changed password'
 */
export const IDENTITY_MESSAGES = Object.freeze({
  signInFailed: 'Oops.. Wrong e-mail or password',
  signInRateLimited: 'Oops.. Too many attempts. Please try again later',
  forgotSuccess: 'Success',
  forgotFailed: 'Oops.. Check that your email is correct',
  changeSuccess: 'Successfully changed password',
  changeWrongOldPassword: 'Error: Check your old password again',
  changeFailed: 'Error: Password could not be changed',
  resetLinkInvalid: 'This link is invalid or has expired. Ask for a new one with "Forgot password".',
  resetDone: 'Your password has been changed. Sign in with the new password.',
  signInLinkSent: 'Success: if the e-mail has an account, a sign-in link is on its way',
  signInLinkInvalid:
    'This sign-in link is invalid, used or expired. Ask for a new one with "E-mail me a sign-in link".',
  accountDisabled: 'This account is disabled. Ask your administrator.',
  invitationInvalid:
    "This invitation is invalid, used or expired. Ask your customer's administrator for a new one.",
});
