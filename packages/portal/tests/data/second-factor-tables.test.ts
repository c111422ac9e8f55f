import { describe, expect, it } from 'vitest';
import { setCustomerSecondFactor } from '../../app/server/admin/second-factor-admin.server.js';
import { listPasskeys, removePasskey } from '../../app/server/auth/passkeys.server.js';
import {
  recoveryCodesLeft,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from '../../app/server/auth/recovery-codes.server.js';
import {
  customersRequiringSecondFactor,
  usersWithSecondFactor,
} from '../../app/server/auth/second-factor-requirement.server.js';
import { PERSONAS, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

describe.each(DIALECTS)('given the second-factor tables on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const db = () => portal().database.handle.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('users').select('id').where('email_key', '=', email).executeTakeFirstOrThrow()).id;
  const passkey = (id: string, userId: string, name: string) => ({
    id,
    user_id: userId,
    name,
    public_key: 'pQECAyYgASFYIA',
    counter: 0,
    transports: '["internal"]',
    created_at: '2026-11-30T08:00:00.000Z',
    last_used_at: null,
  });

  it("should list and remove a user's own passkeys only, and list who has a factor once", async () => {
    const ann = await idOf(PERSONAS.customerA);
    const pia = await idOf(PERSONAS.customerB);
    await db()
      .insertInto('passkeys')
      .values([
        passkey('cred-a1', ann, 'Laptop'),
        passkey('cred-a2', ann, 'Key'),
        passkey('cred-b1', pia, 'Phone'),
      ])
      .execute();
    await db()
      .insertInto('totp_factors')
      .values({
        user_id: ann,
        secret: 'sealed',
        created_at: '2026-11-30T08:00:00.000Z',
        confirmed_at: '2026-11-30T08:00:00.000Z',
        last_step: 59066160,
      })
      .execute();
    expect((await listPasskeys(portal().database.handle, ann)).map((entry) => entry.name)).toEqual([
      'Laptop',
      'Key',
    ]);
    expect((await usersWithSecondFactor(portal().database.handle)).toSorted()).toEqual([ann, pia].toSorted());
    expect(await removePasskey(portal().database.handle, pia, 'cred-a1')).toBe(false);
    expect(await removePasskey(portal().database.handle, ann, 'cred-a1')).toBe(true);
    expect(
      (await db().selectFrom('passkeys').select('id').orderBy('id').execute()).map((row) => row.id),
    ).toEqual(['cred-a2', 'cred-b1']);
    await db().deleteFrom('passkeys').where('user_id', '=', pia).execute();
    expect(await usersWithSecondFactor(portal().database.handle)).toEqual([ann]);
  });

  it('should spend a recovery code once even when two uses race', async () => {
    const ann = await idOf(PERSONAS.customerA);
    const { handle, runtime } = { handle: portal().database.handle, runtime: portal().runtime };
    const codes = await replaceRecoveryCodes(handle, runtime.tokenKey, ann, new Date('2026-11-30T08:00:00Z'));
    const code = codes[3] ?? '';
    const raced = await Promise.all([
      spendRecoveryCode(handle, runtime.tokenKey, ann, code, new Date('2026-11-30T09:00:00Z')),
      spendRecoveryCode(handle, runtime.tokenKey, ann, code, new Date('2026-11-30T09:00:00Z')),
    ]);
    expect(raced.toSorted()).toEqual([false, true]);
    expect(await recoveryCodesLeft(handle, ann)).toBe(9);
    // Another user's code is not this user's.
    const pia = await idOf(PERSONAS.customerB);
    expect(await spendRecoveryCode(handle, runtime.tokenKey, pia, codes[4] ?? '', new Date())).toBe(false);
  });

  it("should keep a customer's requirement, audited once per change", async () => {
    const admin = await idOf(PERSONAS.admin);
    const change = {
      handle: portal().database.handle,
      adminUserId: admin,
      now: new Date('2026-11-30T08:00:00Z'),
    };
    await setCustomerSecondFactor(change, 'Northwind Drilling', true);
    await setCustomerSecondFactor(change, 'Northwind Drilling', true);
    expect(await customersRequiringSecondFactor(portal().database.handle)).toEqual(['Northwind Drilling']);
    await setCustomerSecondFactor(change, 'Northwind Drilling', false);
    expect(await customersRequiringSecondFactor(portal().database.handle)).toEqual([]);
    const audited = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'admin.customer.second-factor')
      .execute();
    expect(audited).toHaveLength(2);
  });
});
