import { z } from 'zod';
import { FORM_MESSAGES } from './messages.js';

/**
 * Sign-in form: the e-mail (field `username`) and the password must be present; nothing else is checked
 * here, the identity provider judges them (spec part 1 §5).
 *
 * @example
 * signInSchema.safeParse({ username: 'ola@rig.no', password: 'x' }).success; // true
 * signInSchema.safeParse({ username: '', password: 'x' }).error?.issues[0].message;
 * // 'This field is required'
 */
export const signInSchema = z.object({
  username: z.string().trim().min(1, { error: FORM_MESSAGES.required }),
  password: z.string().min(1, { error: FORM_MESSAGES.required }),
});

/**
 * Values of the sign-in form.
 *
 * @example
 * const values: SignInValues = { username: 'ola@rig.no', password: 'secret' };
 */
export type SignInValues = z.infer<typeof signInSchema>;
