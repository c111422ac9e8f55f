import { z } from 'zod';
import { epochSeconds, measure, nameList, reference, text } from './fields.js';
import type { Known } from './known.js';
import { customerFeaturesAnswerSchema, userFlagsSchema } from './session.js';

/**
 * One portal user as the admin screens list it; the epoch-seconds `last_login.timestamp` parses as an ISO
 * timestamp.
 *
 * @example
 * userSchema.parse({ name: 'Kari', email: 'kari@acme.test', customer: 'Acme Drilling', userid: 'u1',
 *   recordid: 17, last_login: { timestamp: 1767225600, date: '2026-01-01' } });
 */
export const userSchema = z.looseObject({
  name: z.string(),
  email: z.string().min(1),
  phone: text,
  customer: text,
  userid: reference,
  recordid: reference,
  routesList: nameList,
  last_login: z.looseObject({ timestamp: epochSeconds.nullish(), date: text }).nullish(),
  assets: nameList,
  excludedAssets: nameList,
  isAdmin: z.boolean().nullish(),
  flags: userFlagsSchema.nullish(),
});

/**
 * A user as parsed by {@link userSchema}.
 *
 * @example
 * const lastSeen = (user: User) => user.last_login?.timestamp ?? null; // '2026-01-01T00:00:00.000Z'
 */
export type User = Known<z.infer<typeof userSchema>>;

/**
 * One customer: its name, ids, organisation number, rig, assets (each with its record id), the plain asset
 * name list, and its features.
 *
 * @example
 * customerSchema.parse({ customer: 'Acme Drilling', customer_id: 'C-1', recordid: 3, org_no: '998877665',
 *   assets: [{ recordId: 11, asset_name: 'Rig 7' }], assetList: ['Rig 7'] });
 */
export const customerSchema = z.looseObject({
  customer: z.string().min(1),
  customer_id: reference,
  recordid: reference.nullish(),
  org_no: measure,
  rig: text,
  assets: z.array(z.looseObject({ recordId: reference.nullish(), asset_name: z.string() })).nullish(),
  assetList: nameList,
  features: customerFeaturesAnswerSchema.nullish(),
});

/**
 * A customer as parsed by {@link customerSchema}.
 *
 * @example
 * const assetNames = (customer: Customer) => customer.assetList ?? [];
 */
export type Customer = Known<z.infer<typeof customerSchema>>;

/**
 * The answer of GET /getAllUsers: the users and the customers (for the admin landing's view-as list).
 *
 * @example
 * allUsersAnswerSchema.parse({ userList: [], customerList: [] });
 */
export const allUsersAnswerSchema = z.looseObject({
  userList: z.array(userSchema),
  customerList: z.array(customerSchema),
});

/**
 * The /getAllUsers answer as parsed by {@link allUsersAnswerSchema}.
 *
 * @example
 * const names = (answer: AllUsersAnswer) => answer.customerList.map((c) => c.customer);
 */
export type AllUsersAnswer = Known<z.infer<typeof allUsersAnswerSchema>>;

/**
 * The answer of GET /getAllCustomers.
 *
 * @example
 * allCustomersAnswerSchema.parse({ customerList: [] });
 */
export const allCustomersAnswerSchema = z.looseObject({
  customerList: z.array(customerSchema),
});

/**
 * The /getAllCustomers answer as parsed by {@link allCustomersAnswerSchema}.
 *
 * @example
 * const total = (answer: AllCustomersAnswer) => answer.customerList.length;
 */
export type AllCustomersAnswer = Known<z.infer<typeof allCustomersAnswerSchema>>;

/**
 * The answer of POST /createNewUser: the new user's ids.
 *
 * @example
 * createdUserAnswerSchema.parse({ userid: 'u2', recordid: 18 });
 */
export const createdUserAnswerSchema = z.looseObject({ userid: reference, recordid: reference });

/**
 * The /createNewUser answer as parsed by {@link createdUserAnswerSchema}.
 *
 * @example
 * const id = (answer: CreatedUserAnswer) => answer.userid;
 */
export type CreatedUserAnswer = Known<z.infer<typeof createdUserAnswerSchema>>;

/**
 * The answer of POST /createCustomer (design): the new customer's ids.
 *
 * @example
 * createdCustomerAnswerSchema.parse({ customer_id: 'C-2', recordid: 4 });
 */
export const createdCustomerAnswerSchema = z.looseObject({ customer_id: reference, recordid: reference });

/**
 * The /createCustomer answer as parsed by {@link createdCustomerAnswerSchema}.
 *
 * @example
 * const id = (answer: CreatedCustomerAnswer) => answer.customer_id;
 */
export type CreatedCustomerAnswer = Known<z.infer<typeof createdCustomerAnswerSchema>>;

/**
 * The answer of an edit or delete call (design): `{ "status": "OK" }`.
 *
 * @example
 * okAnswerSchema.parse({ status: 'OK' });
 */
export const okAnswerSchema = z.looseObject({ status: z.literal('OK') });

/**
 * An edit/delete answer as parsed by {@link okAnswerSchema}.
 *
 * @example
 * const done = (answer: OkAnswer) => answer.status === 'OK';
 */
export type OkAnswer = Known<z.infer<typeof okAnswerSchema>>;
