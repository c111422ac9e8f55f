import { describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../../app/server/admin/first-admin.server.js';
import { checkCredentials } from '../../app/server/auth/credentials.server.js';
import { resetPassword } from '../../app/server/auth/password-reset.server.js';
import { ORIGIN, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

describe.each(DIALECTS)('the first admin of a production deploy on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  it('should create an admin with a one-time setup link that sets the password and then signs in', async () => {
    const { runtime, clock } = portal();
    const first = await createFirstAdmin(runtime, { email: 'Olga@Provider.test', name: 'Olga Operator' });
    expect(first.created).toBe(true);
    expect(first.validHours).toBe(24);
    const token = new URL(first.link).searchParams.get('token') ?? '';
    expect(first.link).toBe(`${ORIGIN}/reset-password?token=${encodeURIComponent(token)}`);
    const user = await runtime.handle.db
      .selectFrom('users')
      .select(['email', 'name', 'is_admin', 'Customer', 'password_hash'])
      .where('email_key', '=', 'olga@provider.test')
      .executeTakeFirstOrThrow();
    expect({ ...user, is_admin: Number(user.is_admin) }).toEqual({
      email: 'Olga@Provider.test',
      name: 'Olga Operator',
      is_admin: 1,
      Customer: null,
      password_hash: null,
    });
    // Run again (the link was lost): the same account, a new link; the first one still works once.
    const again = await createFirstAdmin(runtime, { email: 'olga@provider.test', name: 'Olga Operator' });
    expect(again.created).toBe(false);
    expect(again.link).not.toBe(first.link);
    expect(await resetPassword(runtime, token, 'a long operator passphrase')).toBe(true);
    expect(await resetPassword(runtime, token, 'another long passphrase')).toBe(false);
    expect(
      await checkCredentials(runtime.handle, 'olga@provider.test', 'a long operator passphrase'),
    ).not.toBe(null);
    // The link expires: 24 h + 1 s later the second one is refused.
    clock.advance(24 * 3_600_000 + 1_000);
    const secondToken = new URL(again.link).searchParams.get('token') ?? '';
    expect(await resetPassword(runtime, secondToken, 'a later passphrase here')).toBe(false);
    const audit = await runtime.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'admin.first-admin.link')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('should refuse an e-mail of a customer user, and a malformed e-mail, saying why', async () => {
    const { runtime } = portal();
    await expect(createFirstAdmin(runtime, { email: 'pia@polar.test', name: 'Pia' })).rejects.toThrow(
      'pia@polar.test is a user of Polar Energy, not an admin: choose another e-mail',
    );
    await expect(createFirstAdmin(runtime, { email: 'not-an-email', name: 'X' })).rejects.toThrow(
      '--email must be an e-mail address (got "not-an-email")',
    );
  });
});
