import { randomUUID } from 'node:crypto';
import {
  createCustomerFormSchema,
  editCustomerFormSchema,
  toEpochSeconds,
  userFormSchema,
} from '@rigready/core';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { CUSTOMER_TABLES } from '../scoping/scoped-db.server.js';

/** A refused admin change, with the HTTP status it answers (400 invalid, 404 unknown, 409 conflict). */
export class AdminChangeError extends Error {
  override name = 'AdminChangeError';
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Who makes an admin change and when: every change is written to the audit log with them. */
export interface AdminChangeContext {
  handle: DatabaseHandle;
  adminUserId: string;
  now: Date;
}

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

/** A customer as the admin screens list it (core's customerSchema). */
export interface AdminCustomerAnswer {
  customer: string;
  customer_id: string;
  recordid: string;
  org_no: string | null;
  rig: string | null;
  assets: { recordId: string; asset_name: string }[];
  assetList: string[];
  features: Record<string, unknown>;
}

function json<T>(text: string | null | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function invalid(result: z.ZodSafeParseResult<unknown>): never {
  const issue = result.success ? undefined : result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw new AdminChangeError(400, `Invalid ${field}: ${issue?.message ?? 'a valid value'}`);
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
      routesList: json<string[]>(row.routes_list, []),
      last_login: at ? { timestamp: toEpochSeconds(at), date: at.slice(0, 10) } : null,
      assets: json<string[]>(row.assets, []),
      excludedAssets: json<string[]>(row.excluded_assets, []),
      isAdmin: Number(row.is_admin) === 1,
      flags: json<Record<string, unknown>>(row.flags, {}),
    };
  });
}

/**
 * Every customer by name, with its assets and features.
 *
 * @example
 * const customers = await listCustomers(handle);
 */
export async function listCustomers(handle: DatabaseHandle): Promise<AdminCustomerAnswer[]> {
  const rows = await handle.db.selectFrom('customers').selectAll().orderBy('customer').execute();
  return rows.map((row) => {
    const assetList = json<string[]>(row.assets, []);
    return {
      customer: row.customer,
      customer_id: row.customer_id,
      recordid: row.customer_id,
      org_no: row.org_no,
      rig: row.rig,
      assets: assetList.map((asset_name, index) => ({
        recordId: `${row.customer_id}/${index + 1}`,
        asset_name,
      })),
      assetList,
      features: json<Record<string, unknown>>(row.features, {}),
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
  if (!parsed.success) invalid(parsed);
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
      ...json<string[]>(current.routes_list, []).filter((route) => !removed.has(route)),
      ...input.user_added_routes,
    ]),
  ];
  const parsed = userFormSchema.safeParse({
    name: input.name ?? current.name,
    email: input.new_email,
    phone: input.phone ?? current.phone,
    customer: current.Customer,
    assets: input.user_assets ?? json<string[]>(current.assets, []),
    excludedAssets: input.user_assets_excluded ?? json<string[]>(current.excluded_assets, []),
    routes,
  });
  if (!parsed.success) invalid(parsed);
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

/**
 * Creates a customer, checked with core's create-customer form schema (name and organisation number
 * required). Its id is generated (`C-` and 8 hex digits); the name is unique, since it is the tenant key.
 *
 * @throws AdminChangeError 400 for invalid input, 409 for a name in use.
 * @example
 * const { customer_id } = await createCustomer(change, { customer: 'Nordic Rigs', org_no: '912345678', assets: [] });
 */
export async function createCustomer(
  change: AdminChangeContext,
  input: Record<string, unknown>,
): Promise<{ customer_id: string; recordid: string }> {
  const parsed = createCustomerFormSchema.safeParse(input);
  if (!parsed.success) invalid(parsed);
  const customer = parsed.data;
  const exists = await change.handle.db
    .selectFrom('customers')
    .select('customer_id')
    .where('customer', '=', customer.customer)
    .executeTakeFirst();
  if (exists) throw new AdminChangeError(409, `A customer named ${customer.customer} exists already`);
  const customerId = `C-${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  await change.handle.db
    .insertInto('customers')
    .values({
      customer_id: customerId,
      customer: customer.customer,
      org_no: customer.org_no,
      rig: customer.rig,
      assets: JSON.stringify([...new Set(customer.assets)]),
      features: JSON.stringify(customer.features),
    })
    .execute();
  await writeAudit(
    change.handle,
    {
      action: 'admin.customer.create',
      actorUserId: change.adminUserId,
      customer: customer.customer,
      details: { customerId },
    },
    change.now,
  );
  return { customer_id: customerId, recordid: customerId };
}

/**
 * Edits a customer: its asset list (the full list after the edit), organisation number, rig and, when
 * given, its features (the data contract's switches; kept as they are when absent). It is found by
 * customer_id when given, else by name; its name cannot change here, because every row of its data carries
 * the name as the tenant key. Checked with core's edit-customer form schema.
 *
 * @throws AdminChangeError 404 for an unknown customer, 400 for invalid values or a rename.
 * @example
 * await editCustomer(change, { customer: 'Northwind Drilling', assets: ['Rig A', 'Rig D'] });
 */
export async function editCustomer(
  change: AdminChangeContext,
  input: {
    customer: string;
    assets: string[];
    customer_id?: string | undefined;
    org_no?: string | undefined;
    rig?: string | null | undefined;
    features?: Record<string, unknown> | undefined;
  },
): Promise<{ status: 'OK' }> {
  let query = change.handle.db.selectFrom('customers').selectAll();
  query = input.customer_id
    ? query.where('customer_id', '=', input.customer_id)
    : query.where('customer', '=', input.customer);
  const current = await query.executeTakeFirst();
  if (!current) throw new AdminChangeError(404, `No customer ${input.customer_id ?? input.customer}`);
  if (current.customer !== input.customer.trim()) {
    throw new AdminChangeError(
      400,
      `Invalid customer: a customer's name is the key of its data and cannot be changed (${current.customer})`,
    );
  }
  const parsed = editCustomerFormSchema.safeParse({
    customer: current.customer,
    customer_id: current.customer_id,
    org_no: input.org_no ?? current.org_no,
    rig: input.rig === undefined ? current.rig : input.rig,
    assets: input.assets,
    features: input.features ?? json<Record<string, unknown>>(current.features, {}),
  });
  if (!parsed.success) invalid(parsed);
  const customer = parsed.data;
  await change.handle.db
    .updateTable('customers')
    .set({
      org_no: customer.org_no,
      rig: customer.rig,
      assets: JSON.stringify([...new Set(customer.assets)]),
      features: JSON.stringify(customer.features),
    })
    .where('customer_id', '=', current.customer_id)
    .execute();
  await writeAudit(
    change.handle,
    {
      action: 'admin.customer.edit',
      actorUserId: change.adminUserId,
      customer: current.customer,
      details: {
        customerId: current.customer_id,
        assets: customer.assets,
        org_no: customer.org_no,
        rig: customer.rig,
        features: customer.features,
      },
    },
    change.now,
  );
  return { status: 'OK' };
}

/**
 * Deletes a customer that has no users and no data. A customer with either is refused with a 409 that
 * counts them: deleting would orphan its users or silently drop its records, so they are removed (or the
 * users moved) first, on purpose. Admin sessions viewing the customer stop viewing it.
 *
 * @throws AdminChangeError 404 for an unknown customer, 409 when it still has users or data.
 * @example
 * await deleteCustomer(change, { customer_id: 'C-1a2b3c4d' });
 */
export async function deleteCustomer(
  change: AdminChangeContext,
  input: { customer_id: string },
): Promise<{ status: 'OK' }> {
  const { db } = change.handle;
  const current = await db
    .selectFrom('customers')
    .selectAll()
    .where('customer_id', '=', input.customer_id)
    .executeTakeFirst();
  if (!current) throw new AdminChangeError(404, `No customer with id ${input.customer_id}`);
  const users = await db
    .selectFrom('users')
    .select(db.fn.countAll<number>().as('count'))
    .where('Customer', '=', current.customer)
    .executeTakeFirstOrThrow();
  let rows = 0;
  for (const table of CUSTOMER_TABLES.filter((name) => name !== 'customers')) {
    const counted = await db
      .selectFrom(table)
      .select(db.fn.countAll<number>().as('count'))
      .where('Customer', '=', current.customer)
      .executeTakeFirstOrThrow();
    rows += Number(counted.count);
  }
  if (Number(users.count) > 0 || rows > 0) {
    throw new AdminChangeError(
      409,
      `${current.customer} still has ${Number(users.count)} user(s) and ${rows} data row(s); delete or move them before deleting the customer`,
    );
  }
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('sessions')
      .set({ acting_customer: null })
      .where('acting_customer', '=', current.customer)
      .execute();
    await tx.deleteFrom('customers').where('customer_id', '=', current.customer_id).execute();
  });
  await writeAudit(
    change.handle,
    {
      action: 'admin.customer.delete',
      actorUserId: change.adminUserId,
      customer: current.customer,
      details: { customerId: current.customer_id },
    },
    change.now,
  );
  return { status: 'OK' };
}
