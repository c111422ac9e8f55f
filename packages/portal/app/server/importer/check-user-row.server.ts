import { z } from 'zod';
import type { UsersTable } from '../db/schema.server.js';
import { FLEET_INVENTORY } from '../scoping/actor.server.js';
import type { ImportContext } from './import-context.server.js';

/** The route names a guest's `routesList` may hold. */
export const ROUTE_NAMES = ['dp', 'heavy', 'dcollar', 'octg', 'inspectionBHA', 'NCR'] as const;

/**
 * The fields of a users.json row and how each is checked (docs/data-contract.md); the importer and the demo-data
 * contract check both read it.
 *
 * @example
 * userRowSchema.safeParse({ email: 'guest@rigready.test', customer: 'Northwind Drilling' }).success; // true
 */
export const userRowSchema = z.object({
  name: z.string().nullish(),
  email: z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'),
  phone: z.union([z.string(), z.number()]).nullish(),
  customer: z.string().min(1).nullish(),
  isAdmin: z.boolean().nullish(),
  routesList: z
    .array(z.enum(ROUTE_NAMES, { message: `must each be one of ${ROUTE_NAMES.join(', ')}` }))
    .nullish(),
  assets: z.array(z.string().min(1)).nullish(),
  excludedAssets: z.array(z.string().min(1)).nullish(),
  flags: z
    .object({ hidePreInvoice: z.boolean().nullish(), highlightRange3: z.boolean().nullish() })
    .nullish(),
  password: z.string().min(1, 'must not be empty').nullish(),
});

/**
 * A users.json row checked and shaped for the users table (the password still in plain text). Whether the
 * account is disabled or administers its customer's users is the portal's own, never imported.
 */
export type CheckedUser = Omit<
  UsersTable,
  'id' | 'password_hash' | 'created_at' | 'disabled_at' | 'customer_admin'
> & {
  password: string | null;
};

/**
 * Checks one users.json row: shape, the customer (required unless admin, and known), and that its asset
 * lists name that customer's assets ("Fleet Inventory" aside).
 *
 * @example
 * checkUserRow({ email: 'guest@rigready.test', customer: 'Northwind Drilling', routesList: ['dp'] }, context);
 */
export function checkUserRow(
  raw: unknown,
  context: ImportContext,
): { user: CheckedUser } | { problems: { field: string; reason: string }[] } {
  const parsed = userRowSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => ({
        field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(row)',
        reason: issue.message,
      })),
    };
  }
  const user = parsed.data;
  const problems: { field: string; reason: string }[] = [];
  const isAdmin = user.isAdmin === true;
  const customer = user.customer ?? null;
  const assets = customer === null ? undefined : context.customers.get(customer);
  if (customer === null && !isAdmin)
    problems.push({ field: 'customer', reason: 'is required unless isAdmin' });
  if (customer !== null && !assets)
    problems.push({ field: 'customer', reason: `unknown customer "${customer}"` });
  for (const listName of ['assets', 'excludedAssets'] as const) {
    for (const asset of user[listName] ?? []) {
      if (assets && asset !== FLEET_INVENTORY && !assets.has(asset)) {
        problems.push({
          field: listName,
          reason: `"${asset}" is not one of the assets of customer "${customer}"`,
        });
      }
    }
  }
  if (problems.length > 0) return { problems };
  return {
    user: {
      email: user.email,
      email_key: user.email.toLowerCase(),
      name: user.name ?? null,
      phone: user.phone === null || user.phone === undefined ? null : String(user.phone),
      Customer: customer,
      is_admin: isAdmin ? 1 : 0,
      routes_list: JSON.stringify(user.routesList ?? []),
      assets: JSON.stringify(user.assets ?? []),
      excluded_assets: JSON.stringify(user.excludedAssets ?? []),
      flags: JSON.stringify(user.flags ?? {}),
      password: user.password ?? null,
    },
  };
}
