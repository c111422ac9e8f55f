import { randomUUID } from 'node:crypto';
import { ASSIGNABLE_ROUTE_NAMES } from '@rigready/core';
import { writeAudit } from '../audit/audit-log.server.js';
import { sealConnectionSecret } from '../auth/connection-secret.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { type AdminChangeContext, AdminChangeError, jsonColumn } from './change-context.server.js';

/** A customer's connection as the connections page lists it: the secret only as its last 4 characters. */
export interface AdminConnectionAnswer {
  id: string;
  customer: string;
  customerId: string;
  issuer: string;
  clientId: string;
  /** '••••' and the secret's last 4 characters. */
  secretHint: string;
  domains: string[];
  allowHttp: boolean;
  createUsers: boolean;
  required: boolean;
  newUserRoutes: string[];
}

/** What the connection form posts; the secret may be '' on an edit (keep the stored one). */
export interface ConnectionInput {
  /** The connection edited; absent when adding one. */
  id?: string;
  customer: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** E-mail domains, separated by commas, spaces or lines. */
  domains: string;
  allowHttp: boolean;
  createUsers: boolean;
  required: boolean;
  newUserRoutes: string[];
}

/** What the admin change needs beyond who and when: the key that seals the secret, and the mode. */
export interface ConnectionKeys {
  tokenKey: Uint8Array;
  /** In production a plain-http issuer is refused even when the connection allows it. */
  production: boolean;
}

/**
 * Every customer connection, by customer name.
 *
 * @example
 * const connections = await listConnections(handle);
 */
export async function listConnections(handle: DatabaseHandle): Promise<AdminConnectionAnswer[]> {
  const rows = await handle.db
    .selectFrom('customer_connections')
    .innerJoin('customers', 'customers.customer_id', 'customer_connections.customer_id')
    .select([
      'customer_connections.id',
      'customers.customer',
      'customers.customer_id',
      'customer_connections.issuer',
      'customer_connections.client_id',
      'customer_connections.client_secret_hint',
      'customer_connections.allow_http',
      'customer_connections.create_users',
      'customer_connections.required',
      'customer_connections.new_user_routes',
    ])
    .orderBy('customers.customer')
    .execute();
  const domains = await handle.db
    .selectFrom('customer_connection_domains')
    .selectAll()
    .orderBy('domain')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    customer: row.customer,
    customerId: row.customer_id,
    issuer: row.issuer,
    clientId: row.client_id,
    secretHint: `••••${row.client_secret_hint}`,
    domains: domains.filter((domain) => domain.connection_id === row.id).map((domain) => domain.domain),
    allowHttp: Number(row.allow_http) === 1,
    createUsers: Number(row.create_users) === 1,
    required: Number(row.required) === 1,
    newUserRoutes: jsonColumn<string[]>(row.new_user_routes, []),
  }));
}

const refuse = (field: string, message: string): never => {
  throw new AdminChangeError(400, message, { [field]: message });
};

/** The issuer as stored: an absolute https URL (http only when allowed), without query or fragment. */
function checkedIssuer(input: ConnectionInput, keys: ConnectionKeys): string {
  const example = 'e.g. https://login.microsoftonline.com/<tenant-id>/v2.0';
  if (!URL.canParse(input.issuer.trim())) refuse('issuer', `Invalid issuer: not a URL (${example})`);
  const url = new URL(input.issuer.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    refuse('issuer', `Invalid issuer: must be an https URL (${example})`);
  }
  if (url.protocol === 'http:' && !input.allowHttp) {
    refuse(
      'issuer',
      'Invalid issuer: must be an https URL; tick "Allow plain http" only for a test or lab provider',
    );
  }
  if (url.protocol === 'http:' && keys.production) {
    refuse('issuer', 'Invalid issuer: plain http is not allowed in production; use the https URL');
  }
  if (url.search || url.hash || url.username || url.password) {
    refuse('issuer', 'Invalid issuer: the issuer URL has no query, fragment or user name');
  }
  // The issuer is compared to the ID token's `iss` as written: no trailing slash is added or removed.
  return input.issuer.trim();
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domains, lower case and once each; every one an e-mail domain. */
function checkedDomains(text: string): string[] {
  const domains = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ];
  if (domains.length === 0)
    refuse('domains', 'Invalid domains: give at least one e-mail domain (e.g. contoso.com)');
  for (const domain of domains) {
    if (!DOMAIN.test(domain)) {
      refuse('domains', `Invalid domains: '${domain}' is not an e-mail domain (e.g. contoso.com)`);
    }
  }
  return domains;
}

function checkedRoutes(routes: string[]): string[] {
  const known: readonly string[] = ASSIGNABLE_ROUTE_NAMES;
  for (const route of routes) {
    if (!known.includes(route)) {
      refuse('newUserRoutes', `Invalid routes for new users: '${route}' is not one of ${known.join(', ')}`);
    }
  }
  return [...new Set(routes)];
}

async function requireCustomer(handle: DatabaseHandle, name: string) {
  const row = await handle.db
    .selectFrom('customers')
    .select(['customer_id', 'customer'])
    .where('customer', '=', name)
    .executeTakeFirst();
  if (!row) refuse('customer', `Invalid customer: there is no customer named ${name || "''"}`);
  return row as NonNullable<typeof row>;
}

/** Refuses a domain that another connection routes already, naming that connection's customer. */
async function assertDomainsFree(handle: DatabaseHandle, domains: string[], connectionId: string) {
  const taken = await handle.db
    .selectFrom('customer_connection_domains')
    .innerJoin('customer_connections', 'customer_connections.id', 'customer_connection_domains.connection_id')
    .innerJoin('customers', 'customers.customer_id', 'customer_connections.customer_id')
    .select(['customer_connection_domains.domain', 'customers.customer'])
    .where('customer_connection_domains.domain', 'in', domains)
    .where('customer_connection_domains.connection_id', '!=', connectionId)
    .executeTakeFirst();
  if (taken) {
    const message = `Invalid domains: ${taken.domain} is used already by the connection of ${taken.customer}`;
    throw new AdminChangeError(409, message, { domains: message });
  }
}

async function assertNoConnection(
  handle: DatabaseHandle,
  customer: { customer_id: string; customer: string },
) {
  const found = await handle.db
    .selectFrom('customer_connections')
    .select('id')
    .where('customer_id', '=', customer.customer_id)
    .executeTakeFirst();
  if (found)
    throw new AdminChangeError(409, `${customer.customer} has a connection already: edit it instead`);
}

/**
 * Adds a customer's connection (input without `id`) or changes one (with `id`): the issuer an absolute
 * https URL (plain http only when the connection allows it, never in production), a client id, a client
 * secret (required when adding; '' on an edit keeps the stored one), at least one e-mail domain, none of
 * them another connection's, and the routes a user created at first sign-in gets. The secret is sealed
 * (AES-256-GCM) before it is stored and never written to the audit log.
 *
 * @throws AdminChangeError 400 naming the wrong field, 404 for an unknown connection, 409 for a customer
 * that has a connection already or a domain in use.
 * @example
 * await saveConnection(change, keys, { customer: 'Northwind Drilling', issuer: 'https://login.example', clientId: 'portal', clientSecret: 's', domains: 'northwind.test', allowHttp: false, createUsers: false, required: false, newUserRoutes: [] });
 */
export async function saveConnection(
  change: AdminChangeContext,
  keys: ConnectionKeys,
  input: ConnectionInput,
): Promise<{ id: string }> {
  const { db } = change.handle;
  const customer = await requireCustomer(change.handle, input.customer);
  const issuer = checkedIssuer(input, keys);
  const clientId = input.clientId.trim();
  if (!clientId)
    refuse('clientId', 'Invalid client id: give the application (client) id of the registration');
  const domains = checkedDomains(input.domains);
  const routes = checkedRoutes(input.newUserRoutes);
  const current = input.id
    ? await db.selectFrom('customer_connections').selectAll().where('id', '=', input.id).executeTakeFirst()
    : undefined;
  if (input.id && !current) throw new AdminChangeError(404, `No connection with id ${input.id}`);
  if (!input.id) await assertNoConnection(change.handle, customer);
  if (current && current.customer_id !== customer.customer_id) {
    refuse('customer', "Invalid customer: a connection's customer cannot be changed");
  }
  const secret = input.clientSecret.trim();
  if (!current && !secret)
    refuse('clientSecret', 'Invalid client secret: give the secret of the registration');
  const id = current?.id ?? `K-${randomUUID()}`;
  await assertDomainsFree(change.handle, domains, id);
  const at = change.now.toISOString();
  const values = {
    issuer,
    client_id: clientId,
    allow_http: input.allowHttp ? 1 : 0,
    create_users: input.createUsers ? 1 : 0,
    required: input.required ? 1 : 0,
    new_user_routes: JSON.stringify(routes),
    updated_at: at,
    ...(secret
      ? {
          client_secret_sealed: sealConnectionSecret(keys.tokenKey, id, secret),
          client_secret_hint: secret.slice(-4),
        }
      : {}),
  };
  try {
    await db.transaction().execute(async (tx) => {
      if (current) await tx.updateTable('customer_connections').set(values).where('id', '=', id).execute();
      else {
        await tx
          .insertInto('customer_connections')
          .values({
            id,
            customer_id: customer.customer_id,
            client_secret_sealed: '',
            client_secret_hint: '',
            created_at: at,
            ...values,
          })
          .execute();
      }
      await tx.deleteFrom('customer_connection_domains').where('connection_id', '=', id).execute();
      await tx
        .insertInto('customer_connection_domains')
        .values(domains.map((domain) => ({ domain, connection_id: id })))
        .execute();
    });
  } catch (failure) {
    // Another admin saved one of the domains, or this customer's connection, between the checks and the
    // writes: the keys refused the second, and the answer says why as the checks would have.
    await assertDomainsFree(change.handle, domains, id);
    if (!current) await assertNoConnection(change.handle, customer);
    throw failure;
  }
  await writeAudit(
    change.handle,
    {
      action: current ? 'admin.connection.edit' : 'admin.connection.create',
      actorUserId: change.adminUserId,
      customer: customer.customer,
      details: {
        connectionId: id,
        issuer,
        domains,
        createUsers: input.createUsers,
        required: input.required,
        secretChanged: Boolean(secret),
      },
    },
    change.now,
  );
  return { id };
}

/**
 * Removes a customer's connection and its domains: its users sign in with a password again (a password
 * reset gives those who never had one theirs). Removing one that is gone already is refused with 404.
 *
 * @throws AdminChangeError 404 for an unknown connection.
 * @example
 * await removeConnection(change, { id: 'K-…' });
 */
export async function removeConnection(change: AdminChangeContext, input: { id: string }): Promise<void> {
  const { db } = change.handle;
  const current = await db
    .selectFrom('customer_connections')
    .innerJoin('customers', 'customers.customer_id', 'customer_connections.customer_id')
    .select(['customer_connections.id', 'customers.customer', 'customer_connections.issuer'])
    .where('customer_connections.id', '=', input.id)
    .executeTakeFirst();
  if (!current) throw new AdminChangeError(404, `No connection with id ${input.id}`);
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('customer_connection_domains').where('connection_id', '=', current.id).execute();
    await tx.deleteFrom('customer_connections').where('id', '=', current.id).execute();
  });
  await writeAudit(
    change.handle,
    {
      action: 'admin.connection.delete',
      actorUserId: change.adminUserId,
      customer: current.customer,
      details: { connectionId: current.id, issuer: current.issuer },
    },
    change.now,
  );
}
