// A disabled account hears of nothing: no bell entry and no mail, while its colleagues hear as before.
import { describe, expect, it } from 'vitest';
import { changeRequestStatus } from '../../app/server/actions/requests/change-request-status.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { deriveActionEvents } from '../../app/server/notifications/derive-actions.server.js';
import { NORTHWIND } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';
import { recordRequest } from './support/customer-actions.js';

const AT = new Date('2026-11-26T08:00:00.000Z');

describe.each(DIALECTS)('notifications of a disabled account on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should leave a disabled user out of the audience of an event they would hear of', async () => {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    const users = await handle.db.selectFrom('users').select(['id', 'email_key']).execute();
    const id = (email: string) => users.find((user) => user.email_key === email)?.id ?? '';
    await handle.db
      .updateTable('users')
      .set({ disabled_at: '2026-11-25T08:00:00.000Z' })
      .where('email_key', '=', 'rita@rigready.test')
      .execute();
    const admin = {
      kind: 'admin',
      userId: id('admin@rigready.test'),
      email: 'admin@rigready.test',
      name: 'Ada',
    } as const;
    await recordRequest(
      handle,
      {
        number: 'RQ-2026-0001',
        customer: NORTHWIND,
        createdBy: id('customer@rigready.test'),
        joints: [{ serial: 'NW-0016', asset: 'Rig B' }],
      },
      AT,
    );
    await changeRequestStatus(handle, admin, 'RQ-2026-0001', { status: 'acknowledged' }, AT);
    expect(await deriveActionEvents(handle, AT)).toBe(1);
    const inbox = await handle.db.selectFrom('notification_inbox').select('user_id').execute();
    const mails = await handle.db.selectFrom('notification_mails').select('user_id').execute();
    const heard = [...inbox, ...mails].map((row) => users.find((user) => user.id === row.user_id)?.email_key);
    expect(heard).toContain('customer@rigready.test');
    expect(heard).not.toContain('rita@rigready.test');
  });
});
