import { z } from 'zod';
import { FORM_MESSAGES } from './messages.js';

/** The spec's "text@text": something without spaces, an @, something without spaces. */
const TEXT_AT_TEXT = /^[^\s@]+@[^\s@]+$/;

/**
 * Forgot-password form (spec part 1 §5): the e-mail is required ('E-mail is required') and must look like
 * text@text ('E-mail must be valid'); surrounding spaces are trimmed.
 *
 * @example
 * forgotPasswordSchema.safeParse({ email: 'a@b' }).success; // true
 * forgotPasswordSchema.safeParse({ email: 'ab' }).error?.issues[0].message; // 'E-mail must be valid'
 */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: FORM_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: FORM_MESSAGES.emailRequired })
    .regex(TEXT_AT_TEXT, { error: FORM_MESSAGES.emailInvalid }),
});

/**
 * Values of the forgot-password form.
 *
 * @example
 * const values: ForgotPasswordValues = { email: 'ola@rig.no' };
 */
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
