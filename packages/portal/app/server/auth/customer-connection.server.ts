import type { OidcConfig } from '../config/identity-config.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { openConnectionSecret } from './connection-secret.server.js';

/** A customer's own OpenID provider as sign-in reads it (the secret still sealed). */
export interface CustomerConnection {
  id: string;
  /** The customer's name, the tenant key its users carry. */
  customer: string;
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
  allowHttp: boolean;
  createUsers: boolean;
  required: boolean;
  newUserRoutes: string[];
  domains: string[];
}

/**
 * The domain of an e-mail address, lower case ('' when it has none).
 *
 * @example
 * emailDomain('Ola@Contoso.COM'); // 'contoso.com'
 */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

async function readConnection(
  handle: DatabaseHandle,
  where: { id: string } | { domain: string },
): Promise<CustomerConnection | null> {
  let query = handle.db
    .selectFrom('customer_connections')
    .innerJoin('customers', 'customers.customer_id', 'customer_connections.customer_id')
    .selectAll('customer_connections')
    .select('customers.customer');
  query =
    'id' in where
      ? query.where('customer_connections.id', '=', where.id)
      : query.where('customer_connections.id', 'in', (sub) =>
          sub
            .selectFrom('customer_connection_domains')
            .select('connection_id')
            .where('domain', '=', where.domain),
        );
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const domains = await handle.db
    .selectFrom('customer_connection_domains')
    .select('domain')
    .where('connection_id', '=', row.id)
    .orderBy('domain')
    .execute();
  const routes: unknown = JSON.parse(row.new_user_routes);
  return {
    id: row.id,
    customer: row.customer,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecretSealed: row.client_secret_sealed,
    allowHttp: Number(row.allow_http) === 1,
    createUsers: Number(row.create_users) === 1,
    required: Number(row.required) === 1,
    newUserRoutes: Array.isArray(routes) ? routes.filter((r): r is string => typeof r === 'string') : [],
    domains: domains.map((domain) => domain.domain),
  };
}

/**
 * The connection whose domains include the e-mail's domain, or null.
 *
 * @example
 * const connection = await connectionForEmail(handle, 'ola@contoso.com');
 */
export function connectionForEmail(
  handle: DatabaseHandle,
  email: string,
): Promise<CustomerConnection | null> {
  const domain = emailDomain(email);
  return domain ? readConnection(handle, { domain }) : Promise.resolve(null);
}

/**
 * Whether any customer has a connection: /login offers the company sign-in only then.
 *
 * @example
 * const offered = await anyConnection(handle);
 */
export async function anyConnection(handle: DatabaseHandle): Promise<boolean> {
  const row = await handle.db.selectFrom('customer_connections').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The connection with this id (the one a pending sign-in names), or null when it was removed meanwhile.
 *
 * @example
 * const connection = await connectionById(handle, pending.connectionId);
 */
export function connectionById(handle: DatabaseHandle, id: string): Promise<CustomerConnection | null> {
  return readConnection(handle, { id });
}

/**
 * The openid-client settings of a connection: its issuer and client, the secret opened (Basic
 * authentication), the portal's one callback path, plain http only when the connection allows it.
 *
 * @throws Error when the sealed secret does not open (another token key, or an altered row).
 * @example
 * const oidc = connectionOidcConfig(runtime.tokenKey, connection);
 */
export function connectionOidcConfig(tokenKey: Uint8Array, connection: CustomerConnection): OidcConfig {
  const clientSecret = openConnectionSecret(tokenKey, connection.id, connection.clientSecretSealed);
  if (clientSecret === null) {
    throw new Error(`the client secret of connection ${connection.id} does not open with this token key`);
  }
  return {
    issuer: new URL(connection.issuer),
    clientId: connection.clientId,
    clientSecret,
    tokenAuthMethod: 'client_secret_basic',
    redirectUri: null,
    providerName: connection.customer,
    passwordSignIn: !connection.required,
    allowInsecureRequests: connection.allowHttp,
  };
}
