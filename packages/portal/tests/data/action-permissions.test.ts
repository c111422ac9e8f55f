// Who of a customer's users may request and approve: the defaults without a row, an admin's change audited
// once however often or concurrently it is saved, guests and admins refused, and the rows kept across a
// users.json import and gone with a user a snapshot deletes.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  setActionPermissions,
  storedPermissions,
} from '../../app/server/actions/action-permissions.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { usersWithPermissions } from '../../app/server/pages/user-permissions-page.server.js';
import { copyDataSet, type DataSetCopy } from '../helpers/data-set-copy.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

// Two tests import the fixture twice; PostgreSQL on a busy machine needs the room.
vi.setConfig({ testTimeout: 30_000 });

const AT = new Date('2026-11-29T10:00:00.000Z');
const ORIGIN = { source: 'command', actor: 'ops@etl-1' } as const;

describe.each(DIALECTS)('the permissions to request and approve, on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let copy: DataSetCopy;
  afterEach(() => rmSync(copy.folder, { recursive: true, force: true }));

  async function imported() {
    const { handle, store } = database();
    copy = copyDataSet(FIXTURES.twoCustomers);
    expect((await runImport(handle, store, copy.folder, ORIGIN)).report.ok).toBe(true);
    const users = await handle.db.selectFrom('users').select(['id', 'email_key']).execute();
    const id = (email: string) => users.find((user) => user.email_key === email)?.id ?? '';
    return { handle, store, id };
  }

  const auditRows = async () =>
    (
      await database()
        .handle.db.selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'Customer', 'at', 'details'])
        .where('action', '=', 'admin.permissions.set')
        .execute()
    ).map((row) => ({ ...row, details: JSON.parse(row.details ?? 'null') }));

  it("should let a customer's own user request and not approve until an admin says otherwise; guests and admins never act", async () => {
    const { handle } = await imported();
    const acting = Object.fromEntries(
      (await usersWithPermissions(handle)).map((user) => [user.email.toLowerCase(), user.acting]),
    );
    expect(acting).toEqual({
      'admin@rigready.test': { kind: 'never', reason: 'admin' },
      'customer@rigready.test': { kind: 'acts', mayRequest: true, mayApprove: false },
      'guest@rigready.test': { kind: 'never', reason: 'guest' },
      'rita@rigready.test': { kind: 'acts', mayRequest: true, mayApprove: false },
      'pia@polar.test': { kind: 'acts', mayRequest: true, mayApprove: false },
    });
  });

  it('should set permissions, audited once with before and after, and write nothing on a repeat or a raced save', async () => {
    const { handle, id } = await imported();
    const carl = id('customer@rigready.test');
    const admin = id('admin@rigready.test');
    const both = { mayRequest: true, mayApprove: true };
    const saves = await Promise.all([
      setActionPermissions(handle, admin, carl, both, AT),
      setActionPermissions(handle, admin, carl, both, AT),
    ]);
    expect(saves.map((save) => save.changed).sort()).toEqual([false, true]);
    expect(await setActionPermissions(handle, admin, carl, both, AT)).toEqual({
      changed: false,
      email: 'Customer@RigReady.test',
    });
    expect(await storedPermissions(handle, carl)).toEqual(both);
    expect(await storedPermissions(handle, id('rita@rigready.test'))).toEqual({
      mayRequest: true,
      mayApprove: false,
    });
    expect(await auditRows()).toEqual([
      {
        action: 'admin.permissions.set',
        actor_user_id: admin,
        Customer: 'Northwind Drilling',
        at: '2026-11-29T10:00:00.000Z',
        details: {
          email: 'Customer@RigReady.test',
          from: { mayRequest: true, mayApprove: false },
          to: { mayRequest: true, mayApprove: true },
        },
      },
    ]);
  });

  it('should refuse guests, admins and unknown users with the reason, writing nothing', async () => {
    const { handle, id } = await imported();
    const admin = id('admin@rigready.test');
    const both = { mayRequest: true, mayApprove: true };
    await expect(
      setActionPermissions(handle, admin, id('guest@rigready.test'), both, AT),
    ).rejects.toMatchObject({ status: 400, message: 'guest@rigready.test is a guest: guests never act' });
    await expect(setActionPermissions(handle, admin, admin, both, AT)).rejects.toMatchObject({
      status: 400,
      message: 'admin@rigready.test is a provider admin: admins work requests, they do not make them',
    });
    await expect(setActionPermissions(handle, admin, 'no-such-id', both, AT)).rejects.toMatchObject({
      status: 404,
      message: 'No such user',
    });
    expect(await handle.db.selectFrom('action_permissions').selectAll().execute()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it("should keep a user's permissions through a users.json import that changes the user", async () => {
    const { handle, store, id } = await imported();
    const carl = id('customer@rigready.test');
    await setActionPermissions(
      handle,
      id('admin@rigready.test'),
      carl,
      { mayRequest: false, mayApprove: true },
      AT,
    );
    const users = JSON.parse(readFileSync(join(copy.folder, 'users.json'), 'utf8')) as Record<
      string,
      unknown
    >[];
    copy.writeJson(
      'users.json',
      users.map((user) =>
        user.email === 'Customer@RigReady.test' ? { ...user, name: 'Carl Renamed' } : user,
      ),
    );
    expect((await runImport(handle, store, copy.folder, ORIGIN)).report.ok).toBe(true);
    const renamed = await handle.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', carl)
      .execute();
    expect(renamed).toEqual([{ id: carl, name: 'Carl Renamed' }]);
    expect(await storedPermissions(handle, carl)).toEqual({ mayRequest: false, mayApprove: true });
  });

  it('should drop the permissions of a user a snapshot import deletes, and keep the others', async () => {
    const { handle, store, id } = await imported();
    const admin = id('admin@rigready.test');
    const pia = id('pia@polar.test');
    const rita = id('rita@rigready.test');
    const both = { mayRequest: true, mayApprove: true };
    await setActionPermissions(handle, admin, pia, both, AT);
    await setActionPermissions(handle, admin, rita, both, AT);
    const users = JSON.parse(readFileSync(join(copy.folder, 'users.json'), 'utf8')) as Record<
      string,
      unknown
    >[];
    copy.writeJson(
      'users.json',
      users.filter((user) => user.email !== 'pia@polar.test'),
    );
    copy.writeManifest({ users: ['Polar Energy'] });
    expect((await runImport(handle, store, copy.folder, ORIGIN, { maxDeleteShare: 1 })).report.ok).toBe(true);
    const rows = await handle.db
      .selectFrom('action_permissions')
      .select(['user_id', 'may_approve'])
      .execute();
    expect(rows.map((row) => ({ ...row, may_approve: Number(row.may_approve) }))).toEqual([
      { user_id: rita, may_approve: 1 },
    ]);
  });
});
