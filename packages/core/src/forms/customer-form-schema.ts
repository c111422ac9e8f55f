import { z } from 'zod';
import { FORM_MESSAGES } from './messages.js';

const required = () =>
  z.string({ error: FORM_MESSAGES.required }).trim().min(1, { error: FORM_MESSAGES.required });
const optionalText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Per-customer features (docs/data-contract.md customers.json `features`): every one optional, booleans default
 * off and texts default null. `publicSlug` becomes a public path, so it may hold only letters, digits,
 * dashes and underscores.
 *
 * @example
 * customerFeaturesSchema.parse({}).dashboard; // false
 */
export const customerFeaturesSchema = z.object({
  dashboard: z.boolean().default(false),
  tcpGuns: z.boolean().default(false),
  rangeColumn: z.boolean().default(false),
  stringNumberLabel: optionalText(),
  inspectionDateColouring: z.boolean().default(false),
  defaultSite: optionalText(),
  publicSerialHistory: z.boolean().default(false),
  publicSlug: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]*$/, { error: FORM_MESSAGES.slug })
    .nullish()
    .transform((v) => (v ? v : null)),
});

/**
 * Customer form when creating a customer (spec part 2 §5): customer name and Organization No. required
 * ('This field is required'), rig optional, the asset list and the features optional. The customer id is
 * assigned by the system, so it is not part of this form.
 *
 * @example
 * createCustomerFormSchema.safeParse({ customer: 'Acme', org_no: '' }).error?.issues[0].path; // ['org_no']
 */
export const createCustomerFormSchema = z.object({
  customer: required(),
  org_no: required(),
  rig: optionalText(),
  assets: z.array(z.string().trim().min(1)).default([]),
  features: customerFeaturesSchema.default(() => customerFeaturesSchema.parse({})),
});

/**
 * Customer form when editing: as {@link createCustomerFormSchema} plus the customer id, which the form
 * shows read-only (see {@link CUSTOMER_FORM_READ_ONLY_ON_EDIT}) and which must be present.
 *
 * @example
 * editCustomerFormSchema.safeParse({ customer_id: 'C-7', customer: 'Acme', org_no: '912345678' }).success;
 * // true
 */
export const editCustomerFormSchema = createCustomerFormSchema.extend({ customer_id: required() });

/**
 * Fields of the customer form that are shown but not editable when editing.
 *
 * @example
 * CUSTOMER_FORM_READ_ONLY_ON_EDIT.includes('customer_id'); // true
 */
export const CUSTOMER_FORM_READ_ONLY_ON_EDIT = Object.freeze(['customer_id'] as const);

/**
 * Customer features after parsing.
 *
 * @example
 * const features: CustomerFeatures = customerFeaturesSchema.parse({ dashboard: true });
 */
export type CustomerFeatures = z.infer<typeof customerFeaturesSchema>;

/**
 * Values of the create-customer form after parsing.
 *
 * @example
 * const values: CreateCustomerFormValues = createCustomerFormSchema.parse({ customer: 'Acme', org_no: '1' });
 */
export type CreateCustomerFormValues = z.infer<typeof createCustomerFormSchema>;

/**
 * Values of the edit-customer form after parsing.
 *
 * @example
 * const values: EditCustomerFormValues =
 *   editCustomerFormSchema.parse({ customer_id: 'C-7', customer: 'Acme', org_no: '1' });
 */
export type EditCustomerFormValues = z.infer<typeof editCustomerFormSchema>;
