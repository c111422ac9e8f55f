import { randomUUID } from 'node:crypto';
import { toEpochSeconds, userFormSchema } from '@rigready/core';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import {
  type AdminChangeContext,
  AdminChangeError,
  jsonColumn,
  refuseInvalid,
} from './change-context.server.js';

/** A user as the admin screens list it (core's userSchema). */
export interface AdminUserAnswer {
  name: string;
  email: string;
  phone: string | null;
  customer: string | null;
  userid: string;
  recordid: string;
  routesList: string[];
  /** The legacy answer's epoch seconds (`timestamp`) and day of the last sign-in. */
  last_login: { timestamp: number; date: string } | null;
  assets: string[];
  excludedAssets: string[];
  isAdmin: boolean;
  flags: Record<string, unknown>;
}

/**
 * Every user, last sign-in (from the audit log) first, as the User Overview lists them.
 *
 * @example
 * const users = await listUsers(handle);
 */
export async function listUsers(handle: DatabaseHandle): Promise<AdminUserAnswer[]> {
  const users = await handle.db.selectFrom('users').selectAll().orderBy('email_key').execute();
  const logins = await handle.db
    .selectFrom('audit_log')
    .select(['actor_user_id', handle.db.fn.max('at').as('at')])
    .where('action', '=', 'sign-in')
    .groupBy('actor_user_id')
    .execute();
  const lastLogin = new Map(logins.map((row) => [row.actor_user_id, row.at as string | null]));
  // ISO timestamps sort as text; a user who never signed in ('') comes last.
  const lastSeen = (id: string) => lastLogin.get(id) ?? '';
  users.sort((a, b) => (lastSeen(a.id) < lastSeen(b.id) ? 1 : lastSeen(a.id) > lastSeen(b.id) ? -1 : 0));
  return users.map((row) => {
    const at = lastLogin.get(row.id) ?? null;
    return {
      name: row.name ?? '',
      email: row.email,
      phone: row.phone,
      customer: row.Customer,
      userid: row.id,
      recordid: row.id,
      routesList: jsonColumn<string[]>(row.routes_list, []),
      last_login: at ? { timestamp: toEpochSeconds(at), date: at.slice(0, 10) } : null,
      assets: jsonColumn<string[]>(row.assets, []),
      excludedAssets: jsonColumn<string[]>(row.excluded_assets, []),
      isAdmin: Number(row.is_admin) === 1,
      flags: jsonColumn<Record<string, unknown>>(row.flags, {}),
    };
  });
}

async function requireCustomer(handle: DatabaseHandle, name: string) {
  const row = await handle.db
    .selectFrom('customers')
    .selectAll()
    .where('customer', '=', name)
    .executeTakeFirst();
  if (!row) throw new AdminChangeError(400, `Invalid customer: there is no customer named ${name}`);
  return row;
}

async function assertEmailFree(handle: DatabaseHandle, email: string, exceptUserId: string | null) {
  const taken = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirst();
  if (taken && taken.id !== exceptUserId)
    throw new AdminChangeError(409, `A user with e-mail ${email} exists already`);
}

/** The body of /createNewUser. */
export interface NewUserInput {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  customer?: unknown;
  user_assets?: unknown;
  user_assets_excluded?: unknown;
  user_routes?: unknown;
}

/**
 * Creates a customer user, checked with core's user form schema (name, e-mail, phone and customer
 * required; included and excluded assets apart; routes from the assignable ones). The user has no password
 * and signs in after a password-reset e-mail.
 *
 * @throws AdminChangeError 400 for invalid input or an unknown customer, 409 for an e-mail in use.
 * @example
 * const { userid } = await createUser(change, { name: 'Ola', email: 'ola@nw.test', phone: '1', customer: 'Northwind Drilling' });
 */
export async function createUser(
  change: AdminChangeContext,
  input: NewUserInput,
): Promise<{ userid: string; recordid: string }> {
  const parsed = userFormSchema.safeParse({
    name: input.name,
    email: input.email,
    phone: input.phone,
    customer: input.customer,
    assets: input.user_assets ?? [],
    excludedAssets: input.user_assets_excluded ?? [],
    routes: input.user_routes ?? [],
  });
  if (!parsed.success) refuseInvalid(parsed);
  const user = parsed.data;
  await requireCustomer(change.handle, user.customer);
  await assertEmailFree(change.handle, user.email, null);
  const id = randomUUID();
  await change.handle.db
    .insertInto('users')
    .values({
      id,
      email: user.email,
      email_key: user.email.toLowerCase(),
      name: user.name,
      phone: user.phone,
      Customer: user.customer,
      is_admin: 0,
      routes_list: JSON.stringify(user.routes),
      assets: JSON.stringify(user.assets),
      excluded_assets: JSON.stringify(user.excludedAssets),
      flags: '{}',
      password_hash: null,
      created_at: change.now.toISOString(),
    })
    .execute();
  await writeAudit(
    change.handle,
    {
      action: 'admin.user.create',
      actorUserId: change.adminUserId,
      customer: user.customer,
      details: { userId: id, email: user.email },
    },
    change.now,
  );
  return { userid: id, recordid: id };
}

/** The body of /editCurrentUser. */
export interface EditUserInput {
  old_email: string;
  new_email: string;
  userid: string;
  name?: unknown;
  phone?: unknown;
  customer?: unknown;
  user_removed_routes: string[];
  user_added_routes: string[];
  user_assets?: string[] | undefined;
  user_assets_excluded?: string[] | undefined;
}

async function requireUser(handle: DatabaseHandle, userId: string, email: string) {
  const row = await handle.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new AdminChangeError(404, `No user ${email} with id ${userId}`);
  return row;
}

/**
 * Edits a user: name, phone, e-mail (old_email names the account with userid), its route list changed by
 * the removed and added routes, and its assets when given. The customer cannot change (the dialog locks
 * it). The result is checked with core's user form schema.
 *
 * @throws AdminChangeError 404 for an unknown user, 400 for invalid values, 409 for an e-mail in use.
 * @example
 * await editUser(change, { old_email, new_email, userid, user_removed_routes: ['NCR'], user_added_routes: [] });
 */
export async function editUser(change: AdminChangeContext, input: EditUserInput): Promise<{ status: 'OK' }> {
  const current = await requireUser(change.handle, input.userid, input.old_email);
  if (Number(current.is_admin) === 1) throw new AdminChangeError(400, 'Admin accounts are not edited here');
  if (input.customer !== undefined && input.customer !== current.Customer) {
    throw new AdminChangeError(
      400,
      `Invalid customer: a user's customer cannot be changed (${current.Customer})`,
    );
  }
  const removed = new Set(input.user_removed_routes);
  const routes = [
    ...new Set([
      ...jsonColumn<string[]>(current.routes_list, []).filter((route) => !removed.has(route)),
      ...input.user_added_routes,
    ]),
  ];
  const parsed = userFormSchema.safeParse({
    name: input.name ?? current.name,
    email: input.new_email,
    phone: input.phone ?? current.phone,
    customer: current.Customer,
    assets: input.user_assets ?? jsonColumn<string[]>(current.assets, []),
    excludedAssets: input.user_assets_excluded ?? jsonColumn<string[]>(current.excluded_assets, []),
    routes,
  });
  if (!parsed.success) refuseInvalid(parsed);
  const user = parsed.data;
  await assertEmailFree(change.handle, user.email, current.id);
  await change.handle.db
    .updateTable('users')
    .set({
      email: user.email,
      email_key: user.email.toLowerCase(),
      name: user.name,
      phone: user.phone,
      routes_list: JSON.stringify(user.routes),
      assets: JSON.stringify(user.assets),
      excluded_assets: JSON.stringify(user.excludedAssets),
    })
    .where('id', '=', current.id)
    .execute();
  await writeAudit(
    change.handle,
    {
      action: 'admin.user.edit',
      actorUserId: change.adminUserId,
      customer: current.Customer,
      details: { userId: current.id, from: current.email, to: user.email, routes: user.routes },
    },
    change.now,
  );
  return { status: 'OK' };
}

/**
 * Deletes a user (its sessions, tokens and saved columns go with it). An admin may not delete their own
 * account, so the portal always keeps the admin who is acting.
 *
 * @throws AdminChangeError 404 for an unknown user, 409 for the acting admin's own account.
 * @example
 * await deleteUser(change, { userid: 'u-1', email: 'ola@nw.test' });
 */
export async function deleteUser(
  change: AdminChangeContext,
  input: { userid: string; email: string },
): Promise<{ status: 'OK' }> {
  const user = await requireUser(change.handle, input.userid, input.email);
  if (user.id === change.adminUserId)
    throw new AdminChangeError(409, 'An admin may not delete their own account');
  await change.handle.db.transaction().execute(async (tx) => {
    for (const table of [
      'sessions',
      'api_tokens',
      'password_reset_tokens',
      'user_inventory_headers',
    ] as const) {
      await tx.deleteFrom(table).where('user_id', '=', user.id).execute();
    }
    await tx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  await writeAudit(
    change.handle,
    {
      action: 'admin.user.delete',
      actorUserId: change.adminUserId,
      customer: user.Customer,
      details: { userId: user.id, email: user.email },
    },
    change.now,
  );
  return { status: 'OK' };
}
