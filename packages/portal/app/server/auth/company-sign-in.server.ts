import { randomUUID } from 'node:crypto';
import type { IDToken } from 'openid-client';
import { writeAudit } from '../audit/audit-log.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import type { CompanyLoginError } from './company-login-messages.server.js';
import { type CustomerConnection, emailDomain } from './customer-connection.server.js';
import { type SignInResult, startSignedInSession } from './sign-in.server.js';

/** The outcome of a company sign-in: a session, or a refusal with its reason and the code /login shows. */
type CompanySignInResult =
  | Extract<SignInResult, { kind: 'signed-in' }>
  | { kind: 'refused'; reason: string; loginError?: CompanyLoginError };

interface Refusal {
  reason: string;
  loginError?: CompanyLoginError;
}

/** A name for a user created at first sign-in: the token's `name`, else the address's local part. */
function displayName(claims: IDToken, email: string): string {
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return (name || email.slice(0, email.indexOf('@'))).slice(0, 200);
}

// The insert ignores an address created meanwhile (two first sign-ins at once): the account is read back
// and judged like any existing one, so the second browser is not refused and no second account appears.
async function createFirstSignInUser(
  runtime: PortalRuntime,
  connection: CustomerConnection,
  claims: IDToken,
  email: string,
): Promise<void> {
  const { handle, now } = runtime;
  const customer = await handle.db
    .selectFrom('customers')
    .select('assets')
    .where('customer', '=', connection.customer)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const created = await handle.db
    .insertInto('users')
    .values({
      id,
      email,
      email_key: email,
      name: displayName(claims, email),
      phone: null,
      Customer: connection.customer,
      is_admin: 0,
      routes_list: JSON.stringify(connection.newUserRoutes),
      assets: customer.assets ?? '[]',
      excluded_assets: '[]',
      flags: '{}',
      password_hash: null,
      created_at: now().toISOString(),
    })
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .executeTakeFirst();
  if (Number(created.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await writeAudit(
    handle,
    {
      action: 'sign-in.user-created',
      actorUserId: id,
      customer: connection.customer,
      details: { email, connectionId: connection.id, subject: claims.sub, routes: connection.newUserRoutes },
    },
    now(),
  );
}

/** The account the e-mail signs in as through the connection, or why it does not. */
async function connectionAccount(
  runtime: PortalRuntime,
  connection: CustomerConnection,
  claims: IDToken,
  email: string,
): Promise<{ userId: string } | Refusal> {
  if (!connection.domains.includes(emailDomain(email))) {
    return { reason: "the e-mail is outside the connection's domains", loginError: 'company-domain' };
  }
  const find = () =>
    runtime.handle.db
      .selectFrom('users')
      .select(['id', 'Customer', 'is_admin'])
      .where('email_key', '=', email)
      .executeTakeFirst();
  let user = await find();
  if (!user) {
    if (!connection.createUsers) {
      return {
        reason: 'no account has this e-mail and the connection creates none',
        loginError: 'company-no-account',
      };
    }
    await createFirstSignInUser(runtime, connection, claims, email);
    user = await find();
    if (!user)
      return { reason: 'the account created at first sign-in is gone', loginError: 'company-failed' };
  }
  if (Number(user.is_admin) === 1 || user.Customer !== connection.customer) {
    return {
      reason: `the account belongs to ${Number(user.is_admin) === 1 ? 'the provider' : (user.Customer ?? 'no customer')}, not to the connection's customer`,
      loginError: 'company-customer',
    };
  }
  return { userId: user.id };
}

/**
 * Decides who a verified ID token of a customer connection signs in as: its e-mail must be verified and of
 * one of the connection's domains; an existing account must be a user of the connection's customer (never
 * a provider admin, never another customer's user) and not disabled; an unknown address becomes a user of
 * that customer (the customer's assets, the connection's routes, the customer's notification defaults)
 * only when the connection creates users. Every refusal and creation is audited with the connection and
 * the customer; a sign-in starts a session as a password sign-in does.
 *
 * @example
 * return companySignIn(runtime, connection, claims, verifiedEmail(claims), { address, userAgent, previousIdHash });
 */
export async function companySignIn(
  runtime: PortalRuntime,
  connection: CustomerConnection,
  claims: IDToken,
  checked: { email: string } | { problem: string },
  attempt: { address: string; userAgent: string | null; previousIdHash: string | null },
): Promise<CompanySignInResult> {
  const email = 'email' in checked ? checked.email : null;
  const outcome = email
    ? await connectionAccount(runtime, connection, claims, email)
    : {
        reason: 'problem' in checked ? checked.problem : 'the ID token has no e-mail',
        loginError: 'company-failed' as const,
      };
  const details = {
    method: 'oidc',
    connectionId: connection.id,
    address: attempt.address,
    subject: claims.sub,
  };
  if ('userId' in outcome) {
    const started = await startSignedInSession(runtime, outcome.userId, {
      details,
      device: { address: attempt.address, userAgent: attempt.userAgent },
      customer: connection.customer,
      previousIdHash: attempt.previousIdHash,
    });
    // A disabled account is refused where every sign-in starts its session (audited as sign-in.disabled).
    return started.kind === 'disabled'
      ? { kind: 'refused', reason: 'the account is disabled', loginError: 'company-disabled' }
      : started;
  }
  await writeAudit(
    runtime.handle,
    {
      action: 'sign-in.failed',
      actorUserId: null,
      customer: connection.customer,
      details: { ...details, email: email ?? claims.email ?? null, reason: outcome.reason },
    },
    runtime.now(),
  );
  return { kind: 'refused', ...outcome };
}
