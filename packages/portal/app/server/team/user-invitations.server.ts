import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Identity } from '../access/identity.server.js';
import { ActionError } from '../actions/action-error.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { IDENTITY_MESSAGES } from '../auth/identity-messages.server.js';
import { hashPassword } from '../auth/password.server.js';
import { newPasswordProblem } from '../auth/password-policy.server.js';
import { type SignInResult, startSignedInSession } from '../auth/sign-in.server.js';
import { hashToken, newToken } from '../auth/token-hash.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { invitationMail } from '../mail/identity-mails.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { administeredCustomer, checkTeamAccess } from './team-members.server.js';

/** An invitation works 7 days. */
const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60_000;

/** The path and query of the accept page before the token. */
const ACCEPT_PATH = '/invitation?token=';

/** What a customer administrator invites a user with. */
export interface InvitationInput {
  email: string;
  name: string;
  assets: string[];
  routes: string[];
  mayRequest: boolean;
  mayApprove: boolean;
}

const emailSchema = z.email({ error: 'Invalid e-mail: write the address the invitation goes to' });

/**
 * Invites a new user of the administrator's own customer: refused for an address that has an account
 * already, for assets that are not the customer's and routes beyond a customer user's; stores the
 * invitation (token hashed, valid 7 days; one per address, so a repeated or raced invitation makes one
 * pending invitation and is refused while it is pending), e-mails the link on PORTAL_ORIGIN and audits
 * `admin.user.invite`. An expired invitation of the address is replaced.
 *
 * @throws {@link ActionError} 403 for a caller who is no customer administrator; 400 for bad input; 409
 * for an address with an account or a pending invitation.
 * @example
 * await inviteUser(runtime, identity, { email: 'ola@northwind.test', name: 'Ola', assets: [], routes: [], mayRequest: true, mayApprove: false });
 */
export async function inviteUser(
  runtime: PortalRuntime,
  identity: Identity,
  input: InvitationInput,
): Promise<{ email: string; expiresAt: string }> {
  const { handle, now, env, mailer } = runtime;
  const customer = administeredCustomer(identity);
  const parsed = emailSchema.safeParse(input.email.trim());
  if (!parsed.success) throw new ActionError(400, 'Invalid e-mail: write the address the invitation goes to');
  const email = parsed.data;
  const name = input.name.trim();
  if (name === '') throw new ActionError(400, "Invalid name: write the new user's name");
  const emailKey = email.toLowerCase();
  const assets = [...new Set(input.assets)];
  const routes = [...new Set(input.routes)];
  await checkTeamAccess(handle, customer, { assets, routes });
  const taken = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
  if (taken) throw new ActionError(409, `${email} has an account already: it cannot be invited`);
  const at = now();
  const token = newToken();
  const values = {
    email,
    name,
    Customer: customer,
    token_hash: hashToken(token),
    assets: JSON.stringify(assets),
    routes_list: JSON.stringify(routes),
    may_request: input.mayRequest ? 1 : 0,
    may_approve: input.mayApprove ? 1 : 0,
    invited_by: identity.user.id,
    created_at: at.toISOString(),
    expires_at: new Date(at.getTime() + INVITATION_MS).toISOString(),
  };
  // One statement decides between two invitations of one address at once: only an expired one is replaced.
  const stored = await handle.db
    .insertInto('user_invitations')
    .values({ email_key: emailKey, ...values })
    .onConflict((conflict) =>
      conflict
        .column('email_key')
        .doUpdateSet(values)
        .where('user_invitations.expires_at', '<=', at.toISOString()),
    )
    .returning('expires_at')
    .executeTakeFirst();
  if (!stored) {
    const pending = await pendingInvitationOf(handle, emailKey);
    throw new ActionError(
      409,
      `${email} is invited already${pending ? ` (${pending.Customer}, until ${pending.expires_at.slice(0, 10)})` : ''}`,
    );
  }
  await writeAudit(
    handle,
    {
      action: 'admin.user.invite',
      actorUserId: identity.user.id,
      customer,
      details: { email, assets, routes },
    },
    at,
  );
  await mailer.send(
    invitationMail(
      email,
      `${env.origin}${ACCEPT_PATH}${encodeURIComponent(token)}`,
      customer,
      INVITATION_DAYS,
    ),
  );
  return { email, expiresAt: values.expires_at };
}

function pendingInvitationOf(handle: DatabaseHandle, emailKey: string) {
  return handle.db
    .selectFrom('user_invitations')
    .select(['Customer', 'expires_at'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

/** A pending invitation as the accept page and the Team page show it. */
export interface PendingInvitation {
  email: string;
  name: string;
  customer: string;
  expiresAt: string;
}

/**
 * The pending (unexpired) invitation a token opens, or null. Does not use it up.
 *
 * @example
 * const invitation = await invitationForToken(handle, token, new Date());
 */
export async function invitationForToken(
  handle: DatabaseHandle,
  token: string,
  now: Date,
): Promise<PendingInvitation | null> {
  const row = await handle.db
    .selectFrom('user_invitations')
    .select(['email', 'name', 'Customer', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { email: row.email, name: row.name, customer: row.Customer, expiresAt: row.expires_at } : null;
}

/**
 * The unexpired invitations of one customer, by e-mail.
 *
 * @example
 * const pending = await pendingInvitations(handle, 'Northwind Drilling', new Date());
 */
export async function pendingInvitations(
  handle: DatabaseHandle,
  customer: string,
  now: Date,
): Promise<PendingInvitation[]> {
  const rows = await handle.db
    .selectFrom('user_invitations')
    .select(['email', 'name', 'Customer', 'expires_at'])
    .where('Customer', '=', customer)
    .where('expires_at', '>', now.toISOString())
    .orderBy('email_key')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    customer: row.Customer,
    expiresAt: row.expires_at,
  }));
}

/**
 * Accepts an invitation: checks the password against the portal's policy, then in one transaction uses
 * the invitation up (deleted, so it works once even when accepted twice at the same time) and creates the
 * account with the invitation's customer, assets, route list and permissions; audits
 * `invitation.accepted` and signs the new user in.
 *
 * @throws {@link ActionError} 400 for a password the policy refuses; 404 for an unknown, used or expired
 * invitation; 409 when the address got an account meanwhile.
 * @example
 * const result = await acceptInvitation(runtime, { token, password, address, previousIdHash: null });
 */
export async function acceptInvitation(
  runtime: PortalRuntime,
  attempt: {
    token: string;
    password: string;
    address: string;
    userAgent: string | null;
    previousIdHash: string | null;
  },
): Promise<SignInResult> {
  const problem = newPasswordProblem(attempt.password);
  if (problem) throw new ActionError(400, problem);
  const { handle, now } = runtime;
  const at = now();
  const passwordHash = await hashPassword(attempt.password);
  const userId = randomUUID();
  await handle.db.transaction().execute(async (trx) => {
    const invitation = await trx
      .deleteFrom('user_invitations')
      .where('token_hash', '=', hashToken(attempt.token))
      .where('expires_at', '>', at.toISOString())
      .returningAll()
      .executeTakeFirst();
    if (!invitation) throw new ActionError(404, IDENTITY_MESSAGES.invitationInvalid);
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', invitation.email_key)
      .executeTakeFirst();
    if (taken) throw new ActionError(409, `${invitation.email} has an account already: sign in instead`);
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: invitation.email,
        email_key: invitation.email_key,
        name: invitation.name,
        phone: null,
        Customer: invitation.Customer,
        is_admin: 0,
        routes_list: invitation.routes_list,
        assets: invitation.assets,
        excluded_assets: '[]',
        flags: '{}',
        password_hash: passwordHash,
        created_at: at.toISOString(),
        disabled_at: null,
      })
      .execute();
    await trx
      .insertInto('action_permissions')
      .values({
        user_id: userId,
        may_request: invitation.may_request,
        may_approve: invitation.may_approve,
        updated_by: invitation.invited_by,
        updated_at: at.toISOString(),
      })
      .execute();
    await writeAudit(
      { ...handle, db: trx },
      {
        action: 'invitation.accepted',
        actorUserId: userId,
        customer: invitation.Customer,
        details: { userId, email: invitation.email, invitedBy: invitation.invited_by },
      },
      at,
    );
  });
  return startSignedInSession(runtime, userId, {
    details: { method: 'invitation', address: attempt.address },
    device: { address: attempt.address, userAgent: attempt.userAgent },
    previousIdHash: attempt.previousIdHash,
  });
}
