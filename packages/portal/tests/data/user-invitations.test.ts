// A customer administrator's invitations: one pending invitation per address however often or
// concurrently it is sent, none for an address with an account, the mailed link good for 7 days and
// once (also when accepted twice at the same time), and the accepted account made with what the
// invitation said, signed in.
import { describe, expect, it } from 'vitest';
import type { Identity } from '../../app/server/access/identity.server.js';
import { ActionError } from '../../app/server/actions/action-error.server.js';
import {
  acceptInvitation,
  type InvitationInput,
  invitationForToken,
  inviteUser,
} from '../../app/server/team/user-invitations.server.js';
import { identityOf } from '../helpers/identity-of.js';
import { outbox, PERSONAS, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

const AT = new Date('2026-11-29T10:00:00.000Z');
const OLA: InvitationInput = {
  email: 'Ola@Northwind.test',
  name: 'Ola Nordmann',
  assets: ['Rig A'],
  routes: [],
  mayRequest: true,
  mayApprove: true,
};
const PASSWORD = 'tubular-sandpiper-41';

function tokenIn(mail: string): string {
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /invitation\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no invitation link in the e-mail:\n${mail}`);
  return match[1];
}

const refusal = (error: unknown) =>
  error instanceof ActionError ? { status: error.status, message: error.message } : error;

describe.each(DIALECTS)("a customer administrator's invitations on %s", (dialect) => {
  const portal = useTestPortal(dialect);
  const db = () => portal().database.handle.db;

  async function carl(): Promise<Identity> {
    portal().clock.now = AT;
    await db()
      .updateTable('users')
      .set({ customer_admin: 1 })
      .where('email_key', '=', PERSONAS.customerA)
      .execute();
    return identityOf(portal().database.handle, PERSONAS.customerA);
  }

  const accept = (token: string) =>
    acceptInvitation(portal().runtime, {
      token,
      password: PASSWORD,
      address: '203.0.113.7',
      userAgent: null,
      previousIdHash: null,
    });

  it('should make one pending invitation of an address however often or concurrently it is sent', async () => {
    const admin = await carl();
    const sent = await Promise.allSettled([
      inviteUser(portal().runtime, admin, OLA),
      inviteUser(portal().runtime, admin, { ...OLA, email: 'ola@northwind.test' }),
    ]);
    expect(sent.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = sent.find((outcome) => outcome.status === 'rejected');
    expect(refusal(rejected?.reason)).toMatchObject({ status: 409 });
    await expect(inviteUser(portal().runtime, admin, OLA).catch(refusal)).resolves.toEqual({
      status: 409,
      message: 'Ola@Northwind.test is invited already (Northwind Drilling, until 2026-12-06)',
    });
    expect(
      await db().selectFrom('user_invitations').select(['email_key', 'Customer', 'expires_at']).execute(),
    ).toEqual([
      {
        email_key: 'ola@northwind.test',
        Customer: 'Northwind Drilling',
        expires_at: '2026-12-06T10:00:00.000Z',
      },
    ]);
    expect(await outbox(portal().database.dataDir, 1)).toHaveLength(1);
    expect(
      await db()
        .selectFrom('audit_log')
        .select(['action', 'Customer'])
        .where('action', '=', 'admin.user.invite')
        .execute(),
    ).toEqual([{ action: 'admin.user.invite', Customer: 'Northwind Drilling' }]);
  });

  it('should refuse to invite an address that has an account, whatever its customer or letter case', async () => {
    const admin = await carl();
    for (const email of ['Rita@RigReady.test', 'pia@polar.test', 'admin@rigready.test']) {
      await expect(inviteUser(portal().runtime, admin, { ...OLA, email }).catch(refusal)).resolves.toEqual({
        status: 409,
        message: `${email} has an account already: it cannot be invited`,
      });
    }
    expect(await db().selectFrom('user_invitations').select('email').execute()).toEqual([]);
  });

  it('should make the account the invitation said once, sign it in, and refuse the link a second time', async () => {
    const admin = await carl();
    await inviteUser(portal().runtime, admin, OLA);
    const [mail] = await outbox(portal().database.dataDir, 1);
    const token = tokenIn(mail ?? '');
    // Stored only as its SHA-256.
    const stored = await db().selectFrom('user_invitations').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await invitationForToken(portal().database.handle, token, AT)).toEqual({
      email: 'Ola@Northwind.test',
      name: 'Ola Nordmann',
      customer: 'Northwind Drilling',
      expiresAt: '2026-12-06T10:00:00.000Z',
    });
    await expect(
      acceptInvitation(portal().runtime, {
        token,
        password: 'password1',
        address: '203.0.113.7',
        userAgent: null,
        previousIdHash: null,
      }).catch(refusal),
    ).resolves.toEqual({
      status: 400,
      message: 'New password is too common. Choose one that is harder to guess',
    });

    const signedIn = await accept(token);
    expect(signedIn.kind).toBe('signed-in');
    const user = await db()
      .selectFrom('users')
      .select(['id', 'email', 'name', 'Customer', 'assets', 'routes_list', 'is_admin', 'customer_admin'])
      .where('email_key', '=', 'ola@northwind.test')
      .executeTakeFirstOrThrow();
    expect({ ...user, id: undefined }).toEqual({
      id: undefined,
      email: 'Ola@Northwind.test',
      name: 'Ola Nordmann',
      Customer: 'Northwind Drilling',
      assets: '["Rig A"]',
      routes_list: '[]',
      is_admin: 0,
      customer_admin: 0,
    });
    expect(
      await db()
        .selectFrom('action_permissions')
        .select(['may_request', 'may_approve'])
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([{ may_request: 1, may_approve: 1 }]);
    await expect(accept(token).catch(refusal)).resolves.toEqual({
      status: 404,
      message:
        "This invitation is invalid, used or expired. Ask your customer's administrator for a new one.",
    });
  });

  it('should let one of two acceptances at the same time make the account', async () => {
    const admin = await carl();
    await inviteUser(portal().runtime, admin, OLA);
    const token = tokenIn((await outbox(portal().database.dataDir, 1))[0] ?? '');
    const outcomes = await Promise.allSettled([accept(token), accept(token)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(
      await db().selectFrom('users').select('email').where('email_key', '=', 'ola@northwind.test').execute(),
    ).toHaveLength(1);
  });

  it('should refuse the link after 7 days, and then let the address be invited afresh', async () => {
    const admin = await carl();
    await inviteUser(portal().runtime, admin, OLA);
    const token = tokenIn((await outbox(portal().database.dataDir, 1))[0] ?? '');
    portal().clock.now = new Date('2026-12-06T10:00:00.000Z');
    expect(await invitationForToken(portal().database.handle, token, portal().clock.now)).toBeNull();
    await expect(accept(token).catch(refusal)).resolves.toMatchObject({ status: 404 });
    expect(await inviteUser(portal().runtime, admin, OLA)).toEqual({
      email: 'Ola@Northwind.test',
      expiresAt: '2026-12-13T10:00:00.000Z',
    });
    expect(await db().selectFrom('user_invitations').select('email_key').execute()).toHaveLength(1);
  });
});
