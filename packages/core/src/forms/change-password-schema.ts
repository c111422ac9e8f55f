import { z } from 'zod';
import {
  ASVS_PASSWORD_MESSAGES,
  ASVS_PASSWORD_MIN_LENGTH,
  FORM_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './messages.js';

function changePasswordSchemaWith(newPassword: z.ZodType<string, string>) {
  return z
    .object({
      oldPassword: z.string().min(1, { error: FORM_MESSAGES.required }),
      newPassword: z.string().min(1, { error: FORM_MESSAGES.required, abort: true }).pipe(newPassword),
      confirmPassword: z.string().min(1, { error: FORM_MESSAGES.required }),
    })
    .check((ctx) => {
      const { oldPassword, newPassword, confirmPassword } = ctx.value;
      if (newPassword !== '' && newPassword === oldPassword) {
        ctx.issues.push({
          code: 'custom',
          input: newPassword,
          path: ['newPassword'],
          message: FORM_MESSAGES.passwordUnchanged,
        });
      }
      if (confirmPassword !== '' && confirmPassword !== newPassword) {
        ctx.issues.push({
          code: 'custom',
          input: confirmPassword,
          path: ['confirmPassword'],
          message: FORM_MESSAGES.passwordsDiffer,
        });
      }
    });
}

// Length in code points, as a person counts characters: an emoji is one.
const atLeast = (length: number, message: string) =>
  z.string().refine((value) => [...value].length >= length, { error: message });

/**
 * Change-password form (spec part 1 §5): old password required; new password required and at least 6
 * characters; new different from old (reported on `newPassword`); confirmation equal to new (reported on
 * `confirmPassword`). Passwords are not trimmed: a space is a character.
 *
 * @example
 * changePasswordSchema.safeParse({ oldPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdef' })
 *   .error?.issues[0].message; // 'New password cannot be same as old password'
 */
export const changePasswordSchema = changePasswordSchemaWith(
  atLeast(PASSWORD_MIN_LENGTH, FORM_MESSAGES.passwordTooShort),
);

/**
 * The length rule the reference portal's server applies to every new password (change and reset):
 * at least {@link ASVS_PASSWORD_MIN_LENGTH} characters, counted as code points. The server adds its
 * common-password check, which needs its list and so stays on the server.
 *
 * @example
 * newPasswordSchema.safeParse('abc1234').error?.issues[0].message; // 'New password must be minimum 8 characters'
 */
export const newPasswordSchema = atLeast(ASVS_PASSWORD_MIN_LENGTH, ASVS_PASSWORD_MESSAGES.tooShort);

/**
 * The change-password form with the reference portal's length rule ({@link newPasswordSchema}) in place of
 * the spec's 6 characters; the other rules are {@link changePasswordSchema}'s. The portal's dialog and its
 * server action both parse with it, so the form never passes a password the server refuses for length.
 *
 * @example
 * portalChangePasswordSchema.safeParse({ oldPassword: 'old', newPassword: 'abc1234', confirmPassword: 'abc1234' })
 *   .error?.issues[0].message; // 'New password must be minimum 8 characters'
 */
export const portalChangePasswordSchema = changePasswordSchemaWith(newPasswordSchema);

/**
 * Values of the change-password form.
 *
 * @example
 * const values: ChangePasswordValues =
 *   { oldPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' };
 */
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
