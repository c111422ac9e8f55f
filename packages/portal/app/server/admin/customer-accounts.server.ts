import { randomUUID } from 'node:crypto';
import { createCustomerFormSchema, editCustomerFormSchema } from '@rigready/core';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { CUSTOMER_TABLES } from '../scoping/scoped-db.server.js';
import {
  type AdminChangeContext,
  AdminChangeError,
  jsonColumn,
  refuseInvalid,
} from './change-context.server.js';

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

/**
 * Every customer by name, with its assets and features.
 *
 * @example
 * const customers = await listCustomers(handle);
 */
export async function listCustomers(handle: DatabaseHandle): Promise<AdminCustomerAnswer[]> {
  const rows = await handle.db.selectFrom('customers').selectAll().orderBy('customer').execute();
  return rows.map((row) => {
    const assetList = jsonColumn<string[]>(row.assets, []);
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
      features: jsonColumn<Record<string, unknown>>(row.features, {}),
    };
  });
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
  if (!parsed.success) refuseInvalid(parsed);
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
    features: input.features ?? jsonColumn<Record<string, unknown>>(current.features, {}),
  });
  if (!parsed.success) refuseInvalid(parsed);
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
