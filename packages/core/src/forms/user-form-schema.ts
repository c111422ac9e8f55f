import { z } from 'zod';
import { ASSIGNABLE_ROUTE_NAMES } from './assignable-routes.js';
import { FORM_MESSAGES } from './messages.js';

const required = () =>
  z.string({ error: FORM_MESSAGES.required }).trim().min(1, { error: FORM_MESSAGES.required });

/**
 * User form (spec part 2 §5): name, e-mail, phone and customer required ('This field is required'); the
 * e-mail must be a standard address ('E-mail must be valid'); `assets` (included; empty = all) and
 * `excludedAssets` must not share a name (compared case-insensitively, reported on `excludedAssets`);
 * `routes` only from the assignable route names (empty = all). Text fields are trimmed.
 *
 * @example
 * userFormSchema.safeParse({ name: 'Ola', email: 'ola@rig.no', phone: '+47 1', customer: 'Acme',
 *   assets: ['Rig A'], excludedAssets: ['rig a'], routes: [] }).error?.issues[0].message;
 * // 'An asset cannot be both included and excluded'
 */
export const userFormSchema = z
  .object({
    name: required(),
    email: z
      .string({ error: FORM_MESSAGES.required })
      .trim()
      .min(1, { error: FORM_MESSAGES.required, abort: true })
      .pipe(z.email({ error: FORM_MESSAGES.emailInvalid })),
    phone: required(),
    customer: required(),
    assets: z.array(z.string().trim().min(1)).default([]),
    excludedAssets: z.array(z.string().trim().min(1)).default([]),
    routes: z.array(z.enum(ASSIGNABLE_ROUTE_NAMES)).default([]),
  })
  .check((ctx) => {
    const included = new Set(ctx.value.assets.map((a) => a.toLowerCase()));
    const overlap = ctx.value.excludedAssets.filter((a) => included.has(a.toLowerCase()));
    if (overlap.length > 0) {
      ctx.issues.push({
        code: 'custom',
        input: overlap,
        path: ['excludedAssets'],
        message: FORM_MESSAGES.assetsOverlap,
      });
    }
  });

/**
 * Values of the user form after parsing.
 *
 * @example
 * const user: UserFormValues =
 *   userFormSchema.parse({ name: 'Ola', email: 'ola@rig.no', phone: '1', customer: 'Acme' });
 * user.routes; // []
 */
export type UserFormValues = z.infer<typeof userFormSchema>;

/**
 * Values of the user form as entered (lists may be absent).
 *
 * @example
 * const input: UserFormInput = { name: 'Ola', email: 'ola@rig.no', phone: '1', customer: 'Acme' };
 */
export type UserFormInput = z.input<typeof userFormSchema>;
