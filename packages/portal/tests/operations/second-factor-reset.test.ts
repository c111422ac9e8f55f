import { describe, expect, it } from 'vitest';
import { resetSecondFactorAsOperator } from '../../app/server/admin/second-factor-admin.server.js';
import { PERSONAS, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

const AT = '2026-11-30T08:00:00.000Z';

describe.each(DIALECTS)("the operator's reset of an admin's second factor on %s", (dialect) => {
  const portal = useTestPortal(dialect);
  const db = () => portal().database.handle.db;

  it("should remove the admin's app, recovery codes and passkeys, no one else's, and audit it", async () => {
    const users = await db().selectFrom('users').select(['id', 'email_key']).execute();
    const idOf = (email: string) => users.find((user) => user.email_key === email)?.id ?? '';
    const admin = idOf(PERSONAS.admin);
    const customer = idOf(PERSONAS.customerA);
    for (const userId of [admin, customer]) {
      await db()
        .insertInto('totp_factors')
        .values({ user_id: userId, secret: 'sealed', created_at: AT, confirmed_at: AT, last_step: null })
        .execute();
      await db()
        .insertInto('passkeys')
        .values({
          id: `key-${userId}`,
          user_id: userId,
          name: 'Laptop',
          public_key: 'pQECAyYgASFYIA',
          counter: 0,
          transports: '["internal"]',
          created_at: AT,
          last_used_at: null,
        })
        .execute();
    }

    await resetSecondFactorAsOperator(portal().runtime, ' Admin@RigReady.test ');

    const left = async (table: 'totp_factors' | 'passkeys') =>
      (await db().selectFrom(table).select('user_id').execute()).map((row) => row.user_id);
    expect(await left('totp_factors')).toEqual([customer]);
    expect(await left('passkeys')).toEqual([customer]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('action', '=', 'admin.second-factor.reset')
      .execute();
    expect(
      audit.map((row) => ({ actor: row.actor_user_id, details: JSON.parse(row.details ?? '{}') })),
    ).toEqual([{ actor: null, details: { email: 'admin@rigready.test', userId: admin, by: 'operator' } }]);
  });

  it('should name the e-mail no account has', async () => {
    await expect(resetSecondFactorAsOperator(portal().runtime, 'nobody@provider.test')).rejects.toThrow(
      'No account has the e-mail nobody@provider.test',
    );
  });
});
