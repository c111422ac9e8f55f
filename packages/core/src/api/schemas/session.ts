import { z } from 'zod';
import { nameList } from './fields.js';
import type { Known } from './known.js';

/**
 * Per-customer behaviour that the legacy app hard-coded by customer name (docs/data-contract.md, customers.json
 * `features`); each absent feature is off.
 *
 * @example
 * customerFeaturesAnswerSchema.parse({ dashboard: true, stringNumberLabel: 'Asset Number' });
 */
export const customerFeaturesAnswerSchema = z.looseObject({
  dashboard: z.boolean().nullish(),
  tcpGuns: z.boolean().nullish(),
  rangeColumn: z.boolean().nullish(),
  stringNumberLabel: z.string().nullish(),
  inspectionDateColouring: z.boolean().nullish(),
  defaultSite: z.string().nullish(),
  publicSerialHistory: z.boolean().nullish(),
  publicSlug: z.string().nullish(),
});

/**
 * Customer features as parsed by {@link customerFeaturesAnswerSchema}.
 *
 * @example
 * const showDashboard = (features: CustomerFeatures) => features.dashboard === true;
 */
export type CustomerFeatures = Known<z.infer<typeof customerFeaturesAnswerSchema>>;

/**
 * Per-user flags that replaced the legacy e-mail lists (docs/data-contract.md, users.json `flags`).
 *
 * @example
 * userFlagsSchema.parse({ hidePreInvoice: true });
 */
export const userFlagsSchema = z.looseObject({
  hidePreInvoice: z.boolean().nullish(),
  highlightRange3: z.boolean().nullish(),
});

/**
 * User flags as parsed by {@link userFlagsSchema}.
 *
 * @example
 * const hidden = (flags: UserFlags) => flags.hidePreInvoice === true;
 */
export type UserFlags = Known<z.infer<typeof userFlagsSchema>>;

/**
 * The answer of POST /fetchUserName: the customer name (`username`), the user's assets, the excluded
 * assets, the allowed route names (empty = all), the admin flag, and optionally the customer's features and
 * the user's flags.
 *
 * @example
 * userNameAnswerSchema.parse({ username: 'Acme Drilling', assetlist: ['Fleet Inventory'], excludedAssets: [],
 *   routeslist: [], isAdmin: false });
 */
export const userNameAnswerSchema = z.looseObject({
  username: z.string(),
  assetlist: z.array(z.string()),
  excludedAssets: z.array(z.string()),
  routeslist: z.array(z.string()),
  isAdmin: z.boolean(),
  email: z.string().nullish(),
  customerList: nameList,
  features: customerFeaturesAnswerSchema.nullish(),
  flags: userFlagsSchema.nullish(),
});

/**
 * The username-call answer as parsed by {@link userNameAnswerSchema}.
 *
 * @example
 * const goesToAdmin = (answer: UserNameAnswer) => answer.isAdmin;
 */
export type UserNameAnswer = Known<z.infer<typeof userNameAnswerSchema>>;

/**
 * The authentication status answer: HTTP 401 with this JSON body. `FAIL` means the credentials are refused
 * (the client signs out); `ERROR` means the token has expired (the client refreshes it once and retries).
 *
 * @example
 * authStatusAnswerSchema.parse({ status: 'ERROR', message: 'Token expired' });
 */
export const authStatusAnswerSchema = z.looseObject({
  status: z.enum(['FAIL', 'ERROR']),
  message: z.string().nullish(),
});

/**
 * The authentication status answer as parsed by {@link authStatusAnswerSchema}.
 *
 * @example
 * const expired = (answer: AuthStatusAnswer) => answer.status === 'ERROR';
 */
export type AuthStatusAnswer = Known<z.infer<typeof authStatusAnswerSchema>>;
