import { describe, expect, it } from 'vitest';
import { PERSONAS, useTestPortal } from '../../../tests/helpers/portal-harness.js';
import { DIALECTS } from '../../../tests/helpers/test-database.js';
import { createSession } from '../auth/session-store.server.js';
import { loadIdentity } from './identity.server.js';

const lifetimes = { sessionIdleMs: 60 * 60_000, sessionAbsoluteMs: 12 * 60 * 60_000 };

describe.each(DIALECTS)('loadIdentity on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  it('should follow every write to the account and its customer, and end with the account', async () => {
    const { handle } = portal().database;
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', PERSONAS.customerA)
      .executeTakeFirstOrThrow();
    const { session } = await createSession(handle, user.id, lifetimes, new Date());
    const first = await loadIdentity(handle, session);
    expect(first?.actor.allowedAssets).toEqual(['Rig A', 'Rig B', 'Fleet Inventory']);

    await handle.db.updateTable('users').set({ assets: '["Rig B"]' }).where('id', '=', user.id).execute();
    expect((await loadIdentity(handle, session))?.actor.allowedAssets).toEqual(['Rig B']);

    await handle.db
      .updateTable('customers')
      .set({ features: '{"dashboard":false}' })
      .where('customer', '=', 'Northwind Drilling')
      .execute();
    expect((await loadIdentity(handle, session))?.coreSession.user?.features).toEqual({ dashboard: false });

    await handle.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await loadIdentity(handle, session)).toBeNull();
  });
});
