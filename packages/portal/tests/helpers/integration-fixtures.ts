import type { StatusChanger } from '../../app/server/actions/requests/change-request-status.server.js';
import { createMachineKey } from '../../app/server/admin/machine-keys.server.js';
import { INTEGRATION_KEYS } from '../../app/server/auth/machine-key.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import { PERSONAS, type TestPortal } from './portal-harness.js';

/**
 * The id of the user signed in as `email`.
 *
 * @example
 * const id = await userId(handle, PERSONAS.admin);
 */
export async function userId(handle: DatabaseHandle, email: string): Promise<string> {
  const row = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An integration key created by the admin at the portal's clock, as /integrations would.
 *
 * @example
 * const { key } = await newIntegrationKey(portal(), 'FileMaker orders'); // 'rrxk_...'
 */
export async function newIntegrationKey(portal: TestPortal, name: string) {
  const { handle } = portal.runtime;
  const adminUserId = await userId(handle, PERSONAS.admin);
  return createMachineKey({ handle, adminUserId, now: portal.clock.now }, INTEGRATION_KEYS, name);
}

/**
 * The admin as the one who moves a request on the queue, with the name the tests' events carry.
 *
 * @example
 * await changeRequestStatus(handle, await adminChanger(handle), 'RQ-2026-0001', { status: 'done' }, now);
 */
export async function adminChanger(handle: DatabaseHandle): Promise<StatusChanger> {
  return {
    kind: 'admin',
    userId: await userId(handle, PERSONAS.admin),
    email: PERSONAS.admin,
    name: 'Ada Admin',
  };
}

/**
 * A submitted inspection request of `customer`, written straight to the table (creating requests is
 * another action's: these tests only move them).
 *
 * @example
 * await insertRequest(handle, 'RQ-2026-0001', 'Northwind Drilling', '2026-11-26T07:00:00.000Z');
 */
export async function insertRequest(
  handle: DatabaseHandle,
  number: string,
  customer: string,
  at: string,
): Promise<void> {
  const createdBy = await userId(
    handle,
    customer === 'Polar Energy' ? PERSONAS.customerB : PERSONAS.customerA,
  );
  await handle.db
    .insertInto('requests')
    .values({
      id: `request-${number}`,
      number,
      Customer: customer,
      kind: 'inspection',
      status: 'submitted',
      pipe_type: 'Tubular',
      asset: null,
      needed_by: null,
      destination: null,
      contact: null,
      inspection_spec: 'DS-1 category 4',
      notes: null,
      decline_reason: null,
      created_by: createdBy,
      created_at: at,
      updated_at: at,
      client_key: `client-${number}`,
    })
    .execute();
}
