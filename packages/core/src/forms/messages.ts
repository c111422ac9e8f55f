/**
 * The form validation messages, worded exactly as the spec (part 1 §5, part 2 §5). `assetsOverlap` and
 * `slug` are ours: the spec does not print them.
 *
 * @example
 * FORM_MESSAGES.required; // 'This field is required'
 */
export const FORM_MESSAGES = Object.freeze({
  required: 'This field is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  passwordTooShort: 'New password must be minimum 6 characters',
  passwordUnchanged: 'New password cannot be same as old password',
  passwordsDiffer: 'New passwords do not match',
  assetsOverlap: 'An asset cannot be both included and excluded',
  slug: 'Use only letters, digits, dashes and underscores',
});

/**
 * Minimum length of a new password (spec part 1 §9).
 *
 * @example
 * 'secret'.length >= PASSWORD_MIN_LENGTH; // true
 */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Minimum length the reference portal enforces on its server for every new password (OWASP ASVS 5.0 §6.2:
 * at least 8). The spec's 6 ({@link PASSWORD_MIN_LENGTH}) stays the form rule of the legacy screens; a
 * password that passes it but not this one is refused by the portal with {@link ASVS_PASSWORD_MESSAGES}.
 *
 * @example
 * 'secret12'.length >= ASVS_PASSWORD_MIN_LENGTH; // true
 */
export const ASVS_PASSWORD_MIN_LENGTH = 8;

/**
 * The messages of the portal's stricter password rules (ours: the spec prints only the 6-character one).
 *
 * @example
 * ASVS_PASSWORD_MESSAGES.tooShort; // 'New password must be minimum 8 characters'
 */
export const ASVS_PASSWORD_MESSAGES = Object.freeze({
  tooShort: `New password must be minimum ${ASVS_PASSWORD_MIN_LENGTH} characters`,
  tooCommon: 'New password is too common. Choose one that is harder to guess',
});
