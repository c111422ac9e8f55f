// The customer actions a fresh demo database starts with: the demo customer persona may approve, granted
// by the demo admin on the demo's reference day, once however often the step runs.
import { describe, expect, it } from 'vitest';
import { storedPermissions } from '../../app/server/actions/action-permissions.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { seedDemoActions } from '../../scripts/demo-actions/seed-demo-actions.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

describe.each(DIALECTS)('the demo actions on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should let the demo customer persona request and approve, audited once as the demo admin', async () => {
    const { handle, store } = database();
    // The two-customers fixture's admin and customer are the demo accounts (admin@ and customer@rigready.test).
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    expect(await seedDemoActions(handle, '2026-11-20')).toEqual({ approvers: ['customer@rigready.test'] });
    expect(await seedDemoActions(handle, '2026-11-20')).toEqual({ approvers: ['customer@rigready.test'] });
    const carl = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', 'customer@rigready.test')
      .executeTakeFirstOrThrow();
    expect(await storedPermissions(handle, carl.id)).toEqual({ mayRequest: true, mayApprove: true });
    const audit = await handle.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select(['audit_log.action', 'audit_log.at', 'users.email_key'])
      .where('audit_log.action', '=', 'admin.permissions.set')
      .execute();
    expect(audit).toEqual([
      { action: 'admin.permissions.set', at: '2026-11-20T08:00:00.000Z', email_key: 'admin@rigready.test' },
    ]);
  });

  it('should do nothing in a database without the demo accounts', async () => {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.home)).ok).toBe(true);
    expect(await seedDemoActions(handle, '2026-11-20')).toEqual({ approvers: [] });
    expect(await handle.db.selectFrom('action_permissions').selectAll().execute()).toEqual([]);
  });
});
