import { ASSIGNABLE_ROUTE_NAMES } from '@rigready/core';
import type { Identity } from '../access/identity.server.js';
import { ActionError } from '../actions/action-error.server.js';
import { jsonColumn } from '../admin/change-context.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';

/** A user of the administrator's customer, as the Team page lists them. */
export interface TeamMember {
  userid: string;
  name: string;
  email: string;
  customerAdmin: boolean;
  disabled: boolean;
  assets: string[];
  routesList: string[];
}

/**
 * The customer a customer administrator administers: their own, never a viewed one.
 *
 * @throws {@link ActionError} 403 for anyone who is not a customer administrator.
 * @example
 * const customer = administeredCustomer(identity); // 'Northwind Drilling'
 */
export function administeredCustomer(identity: Identity): string {
  const { user } = identity;
  if (!user.customerAdmin || user.isAdmin || !user.customer)
    throw new ActionError(403, "Only your customer's administrator manages its users");
  return user.customer;
}

/**
 * The users of one customer, provider admins never among them, by e-mail.
 *
 * @example
 * const members = await listTeam(handle, 'Northwind Drilling');
 */
export async function listTeam(handle: DatabaseHandle, customer: string): Promise<TeamMember[]> {
  const rows = await handle.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'customer_admin', 'disabled_at', 'assets', 'routes_list'])
    .where('Customer', '=', customer)
    .where('is_admin', '=', 0)
    .orderBy('email_key')
    .execute();
  return rows.map((row) => ({
    userid: row.id,
    name: row.name ?? '',
    email: row.email,
    customerAdmin: Number(row.customer_admin) === 1,
    disabled: row.disabled_at !== null,
    assets: jsonColumn<string[]>(row.assets, []),
    routesList: jsonColumn<string[]>(row.routes_list, []),
  }));
}

/**
 * A user the customer administrator may change: a user of their own customer who is not a provider
 * admin. Anyone else, whatever the form named, is "no such user" (404), so the answer tells nothing of
 * other customers' accounts.
 *
 * @throws {@link ActionError} 403 for a caller who is no customer administrator, 404 for anyone else.
 * @example
 * const member = await requireTeamMember(handle, identity, form.get('userid'));
 */
export async function requireTeamMember(
  handle: DatabaseHandle,
  identity: Identity,
  userId: string,
): Promise<TeamMember & { customer: string }> {
  const customer = administeredCustomer(identity);
  const member = (await listTeam(handle, customer)).find((candidate) => candidate.userid === userId);
  if (!member) throw new ActionError(404, `No user of ${customer} has the id '${userId}'`);
  return { ...member, customer };
}

/**
 * Checks an asset list and a route list chosen for a user of `customer`: only the customer's own assets
 * (empty: all of them) and only the routes a customer's user may be given (empty: all).
 *
 * @throws {@link ActionError} 400 naming the first asset or route that is not allowed.
 * @example
 * await checkTeamAccess(handle, 'Northwind Drilling', { assets: ['NW Rig 1'], routes: ['dp'] });
 */
export async function checkTeamAccess(
  handle: DatabaseHandle,
  customer: string,
  access: { assets: readonly string[]; routes: readonly string[] },
): Promise<void> {
  const row = await handle.db
    .selectFrom('customers')
    .select('assets')
    .where('customer', '=', customer)
    .executeTakeFirst();
  const own = new Set(jsonColumn<string[]>(row?.assets ?? null, []));
  const foreign = access.assets.find((asset) => !own.has(asset));
  if (foreign !== undefined)
    throw new ActionError(400, `Invalid asset: ${customer} has no asset '${foreign}'`);
  const allowed: readonly string[] = ASSIGNABLE_ROUTE_NAMES;
  const beyond = access.routes.find((route) => !allowed.includes(route));
  if (beyond !== undefined)
    throw new ActionError(400, `Invalid route: '${beyond}' is not a route a customer's user may be given`);
}

/**
 * Sets the assets and route list of a user of the administrator's own customer, checked with
 * {@link checkTeamAccess}; audited as `admin.user.access`. Setting what is set writes nothing.
 *
 * @throws {@link ActionError} 403, 404 as {@link requireTeamMember}; 400 for a foreign asset or a route
 * beyond the allowed ones.
 * @example
 * await setTeamAccess(handle, identity, { userId, assets: ['NW Rig 1'], routes: [] }, new Date());
 */
export async function setTeamAccess(
  handle: DatabaseHandle,
  identity: Identity,
  input: { userId: string; assets: string[]; routes: string[] },
  now: Date,
): Promise<{ changed: boolean; email: string }> {
  const member = await requireTeamMember(handle, identity, input.userId);
  const assets = [...new Set(input.assets)];
  const routes = [...new Set(input.routes)];
  await checkTeamAccess(handle, member.customer, { assets, routes });
  const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
  if (same(assets, member.assets) && same(routes, member.routesList))
    return { changed: false, email: member.email };
  await handle.db
    .updateTable('users')
    .set({ assets: JSON.stringify(assets), routes_list: JSON.stringify(routes) })
    .where('id', '=', member.userid)
    .execute();
  await writeAudit(
    handle,
    {
      action: 'admin.user.access',
      actorUserId: identity.user.id,
      customer: member.customer,
      details: { userId: member.userid, email: member.email, assets, routes },
    },
    now,
  );
  return { changed: true, email: member.email };
}
