import { ASVS_PASSWORD_MESSAGES, ASVS_PASSWORD_MIN_LENGTH } from '@rigready/core';

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
 * The portal's rule for every new password (change and reset), per OWASP ASVS 5.0 §6.2: at least
 * {@link ASVS_PASSWORD_MIN_LENGTH} characters (the spec says 6; the portal raises it) and not a common
 * password. Answers the message to show, or null when the password is acceptable. Length counts code
 * points, so an emoji is one character.
 *
 * @example
 * newPasswordProblem('abc123'); // 'New password must be minimum 8 characters'
 * newPasswordProblem('password123'); // 'New password is too common. Choose one that is harder to guess'
 * newPasswordProblem('tubular-sandpiper-41'); // null
 */
export function newPasswordProblem(password: string): string | null {
  if ([...password].length < ASVS_PASSWORD_MIN_LENGTH) return ASVS_PASSWORD_MESSAGES.tooShort;
  if (isCommonPassword(password)) return ASVS_PASSWORD_MESSAGES.tooCommon;
  return null;
}
