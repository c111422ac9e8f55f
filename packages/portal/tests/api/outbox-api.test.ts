import { describe, expect, it } from 'vitest';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiOutbox from '../../app/routes/api/outbox.js';
import * as apiRequestStatus from '../../app/routes/api/request-status.js';
import { changeRequestStatus } from '../../app/server/actions/requests/change-request-status.server.js';
import { createRequest } from '../../app/server/actions/requests/create-request.server.js';
import { createMachineKey, revokeMachineKey } from '../../app/server/admin/machine-keys.server.js';
import { IMPORT_KEYS, INTEGRATION_KEYS } from '../../app/server/auth/machine-key.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { identityOf } from '../helpers/identity-of.js';
import { adminChanger, insertRequest, newIntegrationKey, userId } from '../helpers/integration-fixtures.js';
import {
  ORIGIN,
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  type TestPortal,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];
interface Page {
  events: { seq: number; id: string; type: string; subject: string; data: Record<string, unknown> }[];
  next: number;
}

const NEEDS_KEY =
  'An integration key is required: send it as Authorization: Bearer rrxk_... (an admin creates one on /integrations)';
const NOT_A_USER =
  "The outbox and request status calls take an integration key, not a user's sign-in: send Authorization: Bearer rrxk_... (an admin creates one on /integrations)";
const NOT_AN_IMPORT_KEY =
  'The outbox and request status calls take an integration key, not an import key: send Authorization: Bearer rrxk_... (an admin creates one on /integrations)';

const bearer = (credential: string) => ({ Authorization: `Bearer ${credential}` });

async function readPage(query: string, headers: Record<string, string>, cookie: string | null = null) {
  const response = await runRoute(
    apiOutbox.loader as RouteFn,
    testRequest(`/api/outbox${query}`, { headers, cookie }),
  );
  return { status: response.status, body: (await response.json()) as Page & { message?: string } };
}

async function postStatus(
  number: string,
  init: { headers: Record<string, string>; body?: string; json?: unknown },
) {
  const path = `/api/requests/${number}/status`;
  const request =
    init.body === undefined
      ? testRequest(path, { headers: init.headers, json: init.json })
      : new Request(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: { ...init.headers, Origin: ORIGIN, 'Content-Type': 'application/json' },
          body: init.body,
        });
  const response = await runRoute(apiRequestStatus.action as unknown as RouteFn, request, undefined, {
    number,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function apiToken(email: string): Promise<string> {
  const answer = await runRoute(
    apiSignIn.action,
    testRequest('/api/auth/sign-in', { json: { email, password: TEST_PASSWORD } }),
  );
  return ((await answer.json()) as { token: string }).token;
}

/** Two requests, A's and B's, moved three times on the queue: three events in the outbox. */
async function threeEvents(portal: TestPortal) {
  const { handle } = portal.runtime;
  portal.clock.now = new Date('2026-11-26T08:00:00Z');
  await insertRequest(handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
  await insertRequest(handle, 'RQ-2026-0002', POLAR, '2026-11-26T07:05:00.000Z');
  const admin = await adminChanger(handle);
  await changeRequestStatus(handle, admin, 'RQ-2026-0001', { status: 'acknowledged' }, portal.clock.now);
  await changeRequestStatus(handle, admin, 'RQ-2026-0002', { status: 'acknowledged' }, portal.clock.now);
  portal.clock.now = new Date('2026-11-26T08:30:00Z');
  await changeRequestStatus(
    handle,
    admin,
    'RQ-2026-0001',
    { status: 'in-progress', comment: 'On rack R1' },
    portal.clock.now,
  );
}

describe.each(DIALECTS)(
  'the system of record reads GET /api/outbox and answers POST /api/requests/<number>/status on %s',
  (dialect) => {
    const portal = useTestPortal(dialect);

    it('should read from cursor 0 page by page, then again from 0, the same events and none twice', async () => {
      await threeEvents(portal());
      const { key, id } = await newIntegrationKey(portal(), 'FileMaker orders');
      portal().clock.now = new Date('2026-11-26T09:00:00Z');

      const first = await readPage('?after=0&limit=2', bearer(key));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        events: [
          {
            seq: 1,
            id: expect.stringMatching(/^evt_[0-9a-f-]{36}$/),
            type: 'request.status-changed',
            customer: 'Northwind Drilling',
            subject: 'RQ-2026-0001',
            occurredAt: '2026-11-26T08:00:00.000Z',
            data: {
              number: 'RQ-2026-0001',
              from: 'submitted',
              to: 'acknowledged',
              comment: null,
              at: '2026-11-26T08:00:00.000Z',
              by: { email: 'admin@rigready.test', name: 'Ada Admin' },
            },
          },
          {
            seq: 2,
            id: expect.stringMatching(/^evt_/),
            type: 'request.status-changed',
            customer: 'Polar Energy',
            subject: 'RQ-2026-0002',
            occurredAt: '2026-11-26T08:00:00.000Z',
            data: {
              number: 'RQ-2026-0002',
              from: 'submitted',
              to: 'acknowledged',
              comment: null,
              at: '2026-11-26T08:00:00.000Z',
              by: { email: 'admin@rigready.test', name: 'Ada Admin' },
            },
          },
        ],
        next: 2,
      });
      const second = await readPage('?after=2&limit=2', bearer(key));
      expect(second.body.next).toBe(3);
      expect(
        second.body.events.map((event) => [event.seq, event.subject, event.data.to, event.data.comment]),
      ).toEqual([[3, 'RQ-2026-0001', 'in-progress', 'On rack R1']]);
      expect(await readPage('?after=3', bearer(key))).toEqual({ status: 200, body: { events: [], next: 3 } });

      const again = await readPage('', bearer(key));
      expect(again.body.next).toBe(3);
      expect(again.body.events).toEqual([...first.body.events, ...second.body.events]);
      expect(new Set(again.body.events.map((event) => event.id)).size).toBe(3);

      const stamped = await portal()
        .runtime.handle.db.selectFrom('integration_keys')
        .select('last_used_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stamped.last_used_at).toBe('2026-11-26T09:00:00.000Z');
    });

    it('should take a status from the key, answer it, and show it as the next event; a repeat changes nothing', async () => {
      await threeEvents(portal());
      const { key } = await newIntegrationKey(portal(), 'FileMaker orders');
      portal().clock.now = new Date('2026-11-26T10:15:00Z');

      const moved = await postStatus('RQ-2026-0001', {
        headers: bearer(key),
        json: { status: 'done', comment: 'Inspected: 38 joints Premium' },
      });
      expect(moved).toEqual({
        status: 200,
        body: {
          number: 'RQ-2026-0001',
          status: 'done',
          from: 'in-progress',
          changed: true,
          at: '2026-11-26T10:15:00.000Z',
        },
      });
      const page = await readPage('?after=3', bearer(key));
      expect(page.body).toEqual({
        events: [
          {
            seq: 4,
            id: expect.stringMatching(/^evt_/),
            type: 'request.status-changed',
            customer: 'Northwind Drilling',
            subject: 'RQ-2026-0001',
            occurredAt: '2026-11-26T10:15:00.000Z',
            data: {
              number: 'RQ-2026-0001',
              from: 'in-progress',
              to: 'done',
              comment: 'Inspected: 38 joints Premium',
              at: '2026-11-26T10:15:00.000Z',
              by: { integrationKey: 'FileMaker orders' },
            },
          },
        ],
        next: 4,
      });

      portal().clock.now = new Date('2026-11-26T10:16:00Z');
      const repeat = await postStatus('RQ-2026-0001', { headers: bearer(key), json: { status: 'done' } });
      expect(repeat.body).toEqual({
        number: 'RQ-2026-0001',
        status: 'done',
        from: 'done',
        changed: false,
        at: '2026-11-26T10:16:00.000Z',
      });
      expect((await readPage('?after=4', bearer(key))).body).toEqual({ events: [], next: 4 });
      const history = await portal()
        .runtime.handle.db.selectFrom('request_events')
        .select(['to_status', 'actor_key', 'actor_user_id'])
        .where('request_id', '=', 'request-RQ-2026-0001')
        .orderBy('at')
        .execute();
      expect(history).toEqual([
        {
          to_status: 'acknowledged',
          actor_key: null,
          actor_user_id: await userId(portal().runtime.handle, PERSONAS.admin),
        },
        {
          to_status: 'in-progress',
          actor_key: null,
          actor_user_id: await userId(portal().runtime.handle, PERSONAS.admin),
        },
        { to_status: 'done', actor_key: 'FileMaker orders', actor_user_id: null },
      ]);
    });

    it('should carry a request made on the portal to the system of record and its answer back', async () => {
      portal().clock.now = new Date('2026-11-29T10:00:00Z');
      const { handle } = portal().runtime;
      const carl = await identityOf(handle, PERSONAS.customerA);
      const made = await createRequest(
        handle,
        carl,
        {
          kind: 'recut',
          itemKind: 'joint',
          serials: ['NW-0001'],
          notes: 'Pin end damaged',
          clientKey: 'form-1',
        },
        { now: portal().clock.now, timeZone: 'Europe/Oslo' },
      );
      expect(made).toEqual({ number: 'RQ-2026-0001', created: true });
      const { key } = await newIntegrationKey(portal(), 'FileMaker orders');
      const created = await readPage('?after=0', bearer(key));
      expect(created.body).toEqual({
        events: [
          {
            seq: 1,
            id: expect.stringMatching(/^evt_/),
            type: 'request.created',
            customer: 'Northwind Drilling',
            subject: 'RQ-2026-0001',
            occurredAt: '2026-11-29T10:00:00.000Z',
            data: {
              number: 'RQ-2026-0001',
              customer: 'Northwind Drilling',
              kind: 'recut',
              status: 'submitted',
              pipeType: 'Tubular',
              asset: null,
              neededBy: null,
              destination: null,
              contact: null,
              inspectionSpec: null,
              notes: 'Pin end damaged',
              createdAt: '2026-11-29T10:00:00.000Z',
              createdBy: { name: 'Carl Customer', email: 'Customer@RigReady.test' },
              items: [{ kind: 'joint', serial: 'NW-0001', itemNo: '550DP.12', asset: 'Rig A' }],
            },
          },
        ],
        next: 1,
      });
      portal().clock.now = new Date('2026-11-29T11:30:00Z');
      const declined = await postStatus('RQ-2026-0001', {
        headers: bearer(key),
        json: { status: 'declined', comment: 'NW-0001 was recut last month; no tong space left' },
      });
      expect(declined.body).toEqual({
        number: 'RQ-2026-0001',
        status: 'declined',
        from: 'submitted',
        changed: true,
        at: '2026-11-29T11:30:00.000Z',
      });
      const answer = await readPage(`?after=${created.body.next}`, bearer(key));
      expect(answer.body.events.map((event) => [event.seq, event.type, event.data])).toEqual([
        [
          2,
          'request.status-changed',
          {
            number: 'RQ-2026-0001',
            from: 'submitted',
            to: 'declined',
            comment: 'NW-0001 was recut last month; no tong space left',
            at: '2026-11-29T11:30:00.000Z',
            by: { integrationKey: 'FileMaker orders' },
          },
        ],
      ]);
      const request = await handle.db
        .selectFrom('requests')
        .select(['status', 'decline_reason'])
        .where('number', '=', 'RQ-2026-0001')
        .executeTakeFirstOrThrow();
      expect(request).toEqual({
        status: 'declined',
        decline_reason: 'NW-0001 was recut last month; no tong space left',
      });
    });

    it("should answer the action's refusals with their status and message, and bad bodies with 400 or 413", async () => {
      await threeEvents(portal());
      const { key } = await newIntegrationKey(portal(), 'FileMaker orders');
      const headers = bearer(key);
      expect(await postStatus('RQ-2026-9999', { headers, json: { status: 'done' } })).toEqual({
        status: 404,
        body: { message: 'No request RQ-2026-9999' },
      });
      expect(await postStatus('RQ-2026-0001', { headers, json: { status: 'submitted' } })).toEqual({
        status: 409,
        body: {
          message: 'RQ-2026-0001 cannot become submitted: it is in progress: a request does not move back',
        },
      });
      expect(await postStatus('RQ-2026-0002', { headers, json: { status: 'declined' } })).toEqual({
        status: 400,
        body: { message: 'A declined request needs a reason: give it as comment' },
      });
      expect(await postStatus('RQ-2026-0002', { headers, json: { status: 'finished' } })).toEqual({
        status: 400,
        body: {
          message:
            'status must be one of submitted, acknowledged, in-progress, done, declined; got "finished"',
        },
      });
      expect(await postStatus('RQ-2026-0002', { headers, body: '{"status": "done",' })).toEqual({
        status: 400,
        body: { message: 'The request body is not valid JSON' },
      });
      expect(await postStatus('RQ-2026-0002', { headers, body: '["done"]' })).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^Invalid parameters: /) },
      });
      const oversized = JSON.stringify({ status: 'done', comment: 'x'.repeat(1024 * 1024) });
      expect(await postStatus('RQ-2026-0002', { headers, body: oversized })).toEqual({
        status: 413,
        body: { message: 'The request body is larger than 1 MB' },
      });
      const statuses = await portal()
        .runtime.handle.db.selectFrom('requests')
        .select(['number', 'status'])
        .orderBy('number')
        .execute();
      expect(statuses).toEqual([
        { number: 'RQ-2026-0001', status: 'in-progress' },
        { number: 'RQ-2026-0002', status: 'acknowledged' },
      ]);
    });

    it('should refuse a bad cursor or limit with 400 naming the parameter', async () => {
      const { key } = await newIntegrationKey(portal(), 'FileMaker orders');
      const refusals = [
        ['?after=-1', 'after', 'after must be a whole number of 0 or more'],
        ['?after=abc', 'after', 'after must be a whole number of 0 or more'],
        ['?after=2.5', 'after', 'after must be a whole number of 0 or more'],
        ['?limit=501', 'limit', 'limit must be at most 500'],
        ['?limit=0', 'limit', 'limit must be at least 1'],
        ['?after=1&after=2', 'after', "Parameter 'after' is given more than once"],
      ] as const;
      for (const [query, parameter, expected] of refusals) {
        const { status, body } = await readPage(query, bearer(key));
        expect([query, status, body.message]).toEqual([
          query,
          400,
          expected.startsWith('Parameter') ? expected : `Invalid parameter '${parameter}': ${expected}`,
        ]);
      }
      expect((await readPage('?limit=500', bearer(key))).status).toBe(200);
      expect((await readPage('?cursor=1', bearer(key))).status).toBe(400);
    });

    it('should refuse no key, an unknown or revoked key (audited), a user and an import key', async () => {
      await threeEvents(portal());
      const { handle } = portal().runtime;
      const { key, id } = await newIntegrationKey(portal(), 'FileMaker orders');
      const adminUserId = await userId(handle, PERSONAS.admin);
      const change = { handle, adminUserId, now: portal().clock.now };
      const importKey = await createMachineKey(change, IMPORT_KEYS, 'FileMaker nightly');

      expect(await readPage('', {})).toEqual({ status: 401, body: { message: NEEDS_KEY } });
      expect(await readPage('', bearer('rrxk_not-a-key'))).toEqual({
        status: 401,
        body: { message: 'Unknown integration key' },
      });
      for (const email of [PERSONAS.customerA, PERSONAS.admin]) {
        expect(await readPage('', bearer(await apiToken(email)))).toEqual({
          status: 403,
          body: { message: NOT_A_USER },
        });
        expect(await readPage('', {}, await signIn(email))).toEqual({
          status: 403,
          body: { message: NOT_A_USER },
        });
        expect(
          await postStatus('RQ-2026-0001', {
            headers: bearer(await apiToken(email)),
            json: { status: 'done' },
          }),
        ).toEqual({ status: 403, body: { message: NOT_A_USER } });
      }
      expect(await readPage('', bearer(importKey.key))).toEqual({
        status: 403,
        body: { message: NOT_AN_IMPORT_KEY },
      });
      expect(
        await postStatus('RQ-2026-0001', { headers: bearer(importKey.key), json: { status: 'done' } }),
      ).toEqual({ status: 403, body: { message: NOT_AN_IMPORT_KEY } });

      await revokeMachineKey(change, INTEGRATION_KEYS, id);
      expect(await readPage('', bearer(key))).toEqual({
        status: 401,
        body: { message: 'The integration key FileMaker orders was revoked' },
      });
      expect(
        await postStatus('RQ-2026-0001', { headers: bearer(key), json: { status: 'done' } }),
      ).toMatchObject({
        status: 401,
      });
      const audit = await handle.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', 'like', '%integration-key%')
        .orderBy('at')
        .orderBy('action')
        .execute();
      expect(audit).toEqual([
        { action: 'admin.integration-key.create', details: '{"name":"FileMaker orders"}' },
        { action: 'admin.integration-key.revoke', details: '{"name":"FileMaker orders"}' },
        { action: 'integration-key.refused', details: '{"name":"FileMaker orders"}' },
        { action: 'integration-key.refused', details: '{"name":"FileMaker orders"}' },
      ]);
      const request = await handle.db
        .selectFrom('requests')
        .select('status')
        .where('number', '=', 'RQ-2026-0001')
        .executeTakeFirstOrThrow();
      expect(request.status).toBe('in-progress');
    });
  },
);
