import { z } from 'zod';
import { FORM_MESSAGES, PASSWORD_MIN_LENGTH } from './messages.js';

/**
 * Change-password form (spec part 1 §5): old password required; new password required and at least 6
 * characters; new different from old (reported on `newPassword`); confirmation equal to new (reported on
 * `confirmPassword`). Passwords are not trimmed: a space is a character.
 *
 * @example
 * changePasswordSchema.safeParse({ oldPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdef' })
 *   .error?.issues[0].message; // 'New password cannot be same as old password'
 */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, { error: FORM_MESSAGES.required }),
    newPassword: z
      .string()
      .min(1, { error: FORM_MESSAGES.required, abort: true })
      .min(PASSWORD_MIN_LENGTH, { error: FORM_MESSAGES.passwordTooShort }),
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

/**
 * Values of the change-password form.
 *
 * @example
 * const values: ChangePasswordValues =
 *   { oldPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' };
 */
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
