import { ASVS_PASSWORD_MESSAGES, newPasswordSchema } from '@rigready/core';

// Inlined into the server bundle at build time, so the built portal needs no file beside it.
import commonPasswordsText from './common-passwords.txt?raw';

let commonPasswords: ReadonlySet<string> | undefined;

// Read once, on the first password that reaches the check; lower-cased so 'Password1' is 'password1'.
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    commonPasswordsText
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

/**
 * Whether a password is on the list of common and breached passwords shipped with the portal
 * (`common-passwords.txt`: the most used passwords, season/month + year forms, keyboard walks, the
 * product's and the trade's own words), compared without letter case.
 *
 * @example
 * isCommonPassword('Summer2024!'); // true
 * isCommonPassword('tubular-sandpiper-41'); // false
 */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.trim().toLowerCase());
}

/**
 * The portal's rule for every new password (change and reset), per OWASP ASVS 5.0 §6.2: core's
 * `newPasswordSchema` (at least 8 characters, the length the change-password form checks too; the spec
 * says 6) and not a common password. Answers the message to show, or null when the password is acceptable.
 *
 * @example
 * newPasswordProblem('abc123'); // 'New password must be minimum 8 characters'
 * newPasswordProblem('password123'); // 'New password is too common. Choose one that is harder to guess'
 * newPasswordProblem('tubular-sandpiper-41'); // null
 */
export function newPasswordProblem(password: string): string | null {
  const tooShort = newPasswordSchema.safeParse(password).error?.issues[0]?.message;
  if (tooShort) return tooShort;
  if (isCommonPassword(password)) return ASVS_PASSWORD_MESSAGES.tooCommon;
  return null;
}
