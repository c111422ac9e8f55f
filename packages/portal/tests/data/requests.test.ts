// A customer's request from joints or tools to done: numbered per year inside the outbox lock, one request
// per submitted form however often or at once it arrives, its serials the user's own, dated history,
// audit and outbox; admins, guests and users without the permission never make one.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActionError } from '../../app/server/actions/action-error.server.js';
import { setActionPermissions } from '../../app/server/actions/action-permissions.server.js';
import { attachToRequest } from '../../app/server/actions/requests/attach-to-request.server.js';
import { changeRequestStatus } from '../../app/server/actions/requests/change-request-status.server.js';
import { createRequest } from '../../app/server/actions/requests/create-request.server.js';
import { listRequests } from '../../app/server/actions/requests/list-requests.server.js';
import { readRequest } from '../../app/server/actions/requests/read-request.server.js';
import type { RawRequestInput } from '../../app/server/actions/requests/request-input.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { readOutbox } from '../../app/server/outbox/read-outbox.server.js';
import { identityOf } from '../helpers/identity-of.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const NOW = new Date('2026-11-29T10:00:00.000Z');
const CLOCK = { now: NOW, timeZone: 'Europe/Oslo' };
const CARL = 'customer@rigready.test';

const inspection = (clientKey: string, serials: string[] = ['NW-0001', 'NW-0016']): RawRequestInput => ({
  kind: 'inspection',
  itemKind: 'joint',
  serials,
  inspectionSpec: 'DS-1 Category 4',
  notes: '  before the next well  ',
  clientKey,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ActionError)) throw new Error(`expected an ActionError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe.each(DIALECTS)('requests, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function imported() {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    return handle;
  }

  it('should number requests RQ-2026-0001 then 0002 and keep items, history, audit and outbox', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    expect(await createRequest(handle, carl, inspection('form-1'), CLOCK)).toEqual({
      number: 'RQ-2026-0001',
      created: true,
    });
    expect(
      await createRequest(
        handle,
        carl,
        { kind: 'recut', itemKind: 'tool', serials: ['NW-BHA1'], clientKey: 'form-2' },
        { ...CLOCK, now: new Date('2026-11-29T11:00:00.000Z') },
      ),
    ).toEqual({ number: 'RQ-2026-0002', created: true });

    const requests = await handle.db
      .selectFrom('requests')
      .select(['number', 'Customer', 'kind', 'status', 'pipe_type', 'inspection_spec', 'notes'])
      .orderBy('number')
      .execute();
    expect(requests).toEqual([
      {
        number: 'RQ-2026-0001',
        Customer: 'Northwind Drilling',
        kind: 'inspection',
        status: 'submitted',
        pipe_type: 'Tubular',
        inspection_spec: 'DS-1 Category 4',
        notes: 'before the next well',
      },
      {
        number: 'RQ-2026-0002',
        Customer: 'Northwind Drilling',
        kind: 'recut',
        status: 'submitted',
        pipe_type: 'BHA',
        inspection_spec: null,
        notes: null,
      },
    ]);
    const items = await handle.db
      .selectFrom('request_items')
      .select(['position', 'kind', 'serial', 'item_no', 'asset'])
      .orderBy('serial')
      .execute();
    expect(items).toEqual([
      { position: 0, kind: 'joint', serial: 'NW-0001', item_no: '550DP.12', asset: 'Rig A' },
      { position: 1, kind: 'joint', serial: 'NW-0016', item_no: '550DP.12', asset: 'Rig B' },
      { position: 0, kind: 'tool', serial: 'NW-BHA1', item_no: null, asset: 'Rig A' },
    ]);
    const events = await handle.db
      .selectFrom('request_events')
      .select(['at', 'from_status', 'to_status', 'actor_user_id'])
      .orderBy('at')
      .execute();
    expect(events).toEqual([
      {
        at: '2026-11-29T10:00:00.000Z',
        from_status: null,
        to_status: 'submitted',
        actor_user_id: carl.user.id,
      },
      {
        at: '2026-11-29T11:00:00.000Z',
        from_status: null,
        to_status: 'submitted',
        actor_user_id: carl.user.id,
      },
    ]);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'Customer', 'details'])
      .where('action', '=', 'request.created')
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      {
        action: 'request.created',
        Customer: 'Northwind Drilling',
        details: '{"number":"RQ-2026-0001","kind":"inspection","items":2}',
      },
      {
        action: 'request.created',
        Customer: 'Northwind Drilling',
        details: '{"number":"RQ-2026-0002","kind":"recut","items":1}',
      },
    ]);
    const { events: outbox } = await readOutbox(handle, { after: 0, limit: 10 });
    expect(outbox.map(({ id: _id, ...event }) => event)[0]).toEqual({
      seq: 1,
      type: 'request.created',
      customer: 'Northwind Drilling',
      subject: 'RQ-2026-0001',
      occurredAt: '2026-11-29T10:00:00.000Z',
      data: {
        number: 'RQ-2026-0001',
        customer: 'Northwind Drilling',
        kind: 'inspection',
        status: 'submitted',
        pipeType: 'Tubular',
        asset: null,
        neededBy: null,
        destination: null,
        contact: null,
        inspectionSpec: 'DS-1 Category 4',
        notes: 'before the next well',
        createdAt: '2026-11-29T10:00:00.000Z',
        createdBy: { name: 'Carl Customer', email: 'Customer@RigReady.test' },
        items: [
          { kind: 'joint', serial: 'NW-0001', itemNo: '550DP.12', asset: 'Rig A' },
          { kind: 'joint', serial: 'NW-0016', itemNo: '550DP.12', asset: 'Rig B' },
        ],
      },
    });
    expect(outbox.map((event) => event.subject)).toEqual(['RQ-2026-0001', 'RQ-2026-0002']);
  });

  it('should answer a repeated or raced form with the one request it made', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const raced = await Promise.all([
      createRequest(handle, carl, inspection('form-1'), CLOCK),
      createRequest(handle, carl, inspection('form-1'), CLOCK),
    ]);
    expect(raced.map((answer) => answer.number)).toEqual(['RQ-2026-0001', 'RQ-2026-0001']);
    expect(raced.map((answer) => answer.created).sort()).toEqual([false, true]);
    expect(await createRequest(handle, carl, inspection('form-1'), CLOCK)).toEqual({
      number: 'RQ-2026-0001',
      created: false,
    });
    const count = async (table: 'requests' | 'request_items' | 'request_events' | 'outbox_events') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([
      await count('requests'),
      await count('request_items'),
      await count('request_events'),
      await count('outbox_events'),
    ]).toEqual([1, 2, 1, 1]);
  });

  it('should move a request forward to done and refuse moves back, out of done and declines without reason', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const admin = {
      kind: 'admin' as const,
      userId: 'admin-1',
      email: 'admin@rigready.test',
      name: 'Ada Admin',
    };
    await createRequest(handle, carl, inspection('form-1'), CLOCK);
    const move = (status: string, comment?: string) =>
      changeRequestStatus(handle, admin, 'RQ-2026-0001', { status, comment }, NOW);
    expect((await move('acknowledged')).changed).toBe(true);
    expect((await move('acknowledged')).changed).toBe(false);
    expect(await refusal(move('submitted'))).toEqual({
      status: 409,
      message: 'RQ-2026-0001 cannot become submitted: it is acknowledged: a request does not move back',
    });
    expect(await refusal(move('declined'))).toEqual({
      status: 400,
      message: 'A declined request needs a reason: give it as comment',
    });
    expect((await move('in-progress')).changed).toBe(true);
    expect((await move('done')).changed).toBe(true);
    expect(await refusal(move('declined', 'too late'))).toEqual({
      status: 409,
      message: 'RQ-2026-0001 cannot become declined: it is done already',
    });
    expect(
      await handle.db
        .selectFrom('request_events')
        .select(['from_status', 'to_status'])
        .where('from_status', 'is not', null)
        .orderBy('to_status')
        .execute(),
    ).toEqual([
      { from_status: 'submitted', to_status: 'acknowledged' },
      { from_status: 'in-progress', to_status: 'done' },
      { from_status: 'acknowledged', to_status: 'in-progress' },
    ]);
  });

  it("should refuse another customer's serial and one outside the user's assets, naming only the serial", async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    expect(
      await refusal(createRequest(handle, carl, inspection('form-1', ['NW-0001', 'PO-0001']), CLOCK)),
    ).toEqual({
      status: 400,
      message: 'PO-0001 is not a joint you may request',
    });
    expect(
      await refusal(
        createRequest(
          handle,
          carl,
          { kind: 'recut', itemKind: 'tool', serials: ['PO-BHA1', 'NW-0001'], clientKey: 'form-2' },
          CLOCK,
        ),
      ),
    ).toEqual({ status: 400, message: 'PO-BHA1, NW-0001 are not tools you may request' });
    const rita = await identityOf(handle, 'rita@rigready.test');
    expect(await refusal(createRequest(handle, rita, inspection('form-3'), CLOCK))).toEqual({
      status: 400,
      message: 'NW-0001 is not a joint you may request',
    });
    expect(await createRequest(handle, rita, inspection('form-4', ['NW-0016']), CLOCK)).toEqual({
      number: 'RQ-2026-0001',
      created: true,
    });
  });

  it('should refuse guests, admins and users without the request permission', async () => {
    const handle = await imported();
    const guest = await identityOf(handle, 'guest@rigready.test');
    expect(await refusal(createRequest(handle, guest, inspection('form-1'), CLOCK))).toEqual({
      status: 403,
      message: 'Guests cannot make requests',
    });
    const admin = await identityOf(handle, 'admin@rigready.test', 'Northwind Drilling');
    expect(await refusal(createRequest(handle, admin, inspection('form-2'), CLOCK))).toEqual({
      status: 403,
      message: "Provider admins work requests; a request is made by the customer's own users",
    });
    const carl = await identityOf(handle, CARL);
    await setActionPermissions(
      handle,
      admin.user.id,
      carl.user.id,
      { mayRequest: false, mayApprove: false },
      NOW,
    );
    expect(await refusal(createRequest(handle, carl, inspection('form-3'), CLOCK))).toEqual({
      status: 403,
      message: 'You may not make requests: ask your provider for the request permission',
    });
    expect(await handle.db.selectFrom('requests').select('number').execute()).toEqual([]);
  });

  it('should refuse a shipment without its asset, date, destination or contact, and a date in the past', async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const shipment = (fields: Partial<RawRequestInput>): RawRequestInput => ({
      kind: 'shipment',
      itemKind: 'joint',
      serials: ['NW-0001'],
      asset: 'Rig B',
      neededBy: '2026-12-03',
      destination: 'Tananger base, quay 4',
      contact: 'Ola Nordmann +47 900 00 000',
      clientKey: 'form-1',
      ...fields,
    });
    const refused = async (fields: Partial<RawRequestInput>) =>
      (await refusal(createRequest(handle, carl, shipment(fields), CLOCK))).message;
    expect(await refused({ asset: '' })).toBe('A shipment needs the asset it goes to');
    expect(await refused({ asset: 'Rig P' })).toBe('Rig P is not one of your assets');
    expect(await refused({ neededBy: '2026-11-28' })).toBe(
      'neededBy 2026-11-28 is in the past (today is 2026-11-29)',
    );
    expect(await refused({ neededBy: '3.12.2026' })).toBe(
      'neededBy must be a date as YYYY-MM-DD; got "3.12.2026"',
    );
    expect(await refused({ destination: ' ' })).toBe('A shipment needs its destination');
    expect(await refused({ contact: undefined })).toBe('A shipment needs a contact');
    expect(await refused({ notes: 'x'.repeat(2001) })).toBe('notes is 2001 characters; at most 2000');
    expect(await refused({ serials: Array.from({ length: 501 }, (_, index) => `S-${index}`) })).toBe(
      'A request names at most 500 joints or tools; this one names 501',
    );
    expect(await refused({ kind: 'repair' })).toBe(
      'kind must be one of inspection, recut, hardbanding, shipment, pick-up; got "repair"',
    );
    expect(await createRequest(handle, carl, shipment({ neededBy: '2026-11-29' }), CLOCK)).toEqual({
      number: 'RQ-2026-0001',
      created: true,
    });
  });

  it('should keep a file with the SHA-256 of its bytes, once however often it is added, for the requester only', async () => {
    const handle = await imported();
    const { store, dataDir } = database();
    const carl = await identityOf(handle, CARL);
    await createRequest(handle, carl, inspection('form-1'), CLOCK);
    const path = join(dataDir, 'quote.pdf');
    await writeFile(path, '%PDF-1.4\nabc\n');
    const file = {
      path,
      name: 'quote',
      size: 13,
      type: { kind: 'pdf', extension: 'pdf', contentType: 'application/pdf' },
    } as const;
    const attach = (who: typeof carl) =>
      attachToRequest(handle, store, who, 'RQ-2026-0001', [file], NOW, () => undefined);
    expect(await attach(carl)).toEqual({ added: 1 });
    expect(await attach(carl)).toEqual({ added: 0 });
    expect(await refusal(attach(await identityOf(handle, 'rita@rigready.test')))).toEqual({
      status: 404,
      message: 'No request RQ-2026-0001',
    });
    expect(await refusal(attach(await identityOf(handle, 'pia@polar.test')))).toEqual({
      status: 404,
      message: 'No request RQ-2026-0001',
    });
    const request = await readRequest(handle, carl, 'RQ-2026-0001');
    // sha256 of the 13 bytes "%PDF-1.4\nabc\n" (printf '%PDF-1.4\nabc\n' | sha256sum).
    expect(request?.attachments.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        name: 'quote.pdf',
        contentType: 'application/pdf',
        size: 13,
        sha256: 'ce234014497f05dcbb0f2f4729215c5298680d4543bd3dafaa532f7e9568b5fe',
        uploadedAt: '2026-11-29T10:00:00.000Z',
        uploadedBy: 'Carl Customer (Customer@RigReady.test)',
      },
    ]);
    expect(
      await handle.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'request.attached')
        .execute(),
    ).toEqual([{ details: '{"number":"RQ-2026-0001","files":["quote.pdf"]}' }]);
  });

  it("should list the queue's open requests oldest first, and a customer's newest first, by status", async () => {
    const handle = await imported();
    const carl = await identityOf(handle, CARL);
    const pia = await identityOf(handle, 'pia@polar.test');
    const at = (hour: number) => ({ ...CLOCK, now: new Date(`2026-11-29T${hour}:00:00.000Z`) });
    await createRequest(handle, carl, inspection('form-1'), at(10));
    await createRequest(
      handle,
      pia,
      { kind: 'recut', itemKind: 'joint', serials: ['PO-0001'], clientKey: 'p-1' },
      at(11),
    );
    await createRequest(handle, carl, inspection('form-2', ['NW-0014']), at(12));
    const admin = {
      kind: 'admin' as const,
      userId: 'admin-1',
      email: 'admin@rigready.test',
      name: 'Ada Admin',
    };
    await changeRequestStatus(handle, admin, 'RQ-2026-0001', { status: 'done' }, NOW);
    const numbers = async (identity: typeof carl, filter: Parameters<typeof listRequests>[2]) =>
      (await listRequests(handle, identity, filter)).map((row) => `${row.number} ${row.status}`);
    const queue = await identityOf(handle, 'admin@rigready.test');
    expect(await numbers(queue, 'open')).toEqual(['RQ-2026-0002 submitted', 'RQ-2026-0003 submitted']);
    expect(await numbers(queue, 'done')).toEqual(['RQ-2026-0001 done']);
    expect(await numbers(carl, 'all')).toEqual(['RQ-2026-0003 submitted', 'RQ-2026-0001 done']);
    expect(await numbers(carl, 'open')).toEqual(['RQ-2026-0003 submitted']);
    expect(await numbers(await identityOf(handle, 'admin@rigready.test', 'Polar Energy'), 'all')).toEqual([
      'RQ-2026-0002 submitted',
    ]);
    expect((await listRequests(handle, carl, 'all'))[0]).toEqual({
      number: 'RQ-2026-0003',
      customer: 'Northwind Drilling',
      kind: 'inspection',
      status: 'submitted',
      pipeType: 'Tubular',
      asset: null,
      neededBy: null,
      items: 1,
      createdAt: '2026-11-29T12:00:00.000Z',
      updatedAt: '2026-11-29T12:00:00.000Z',
      createdBy: { name: 'Carl Customer', email: 'Customer@RigReady.test' },
    });
  });
});
