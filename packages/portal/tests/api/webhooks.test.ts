import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeRequestStatus } from '../../app/server/actions/requests/change-request-status.server.js';
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
} from '../../app/server/admin/webhook-endpoints.server.js';
import { webhookDeliveryLog } from '../../app/server/webhooks/webhook-delivery-log.server.js';
import { startWebhookJob, webhookPass } from '../../app/server/webhooks/webhook-job.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { adminChanger, insertRequest, userId } from '../helpers/integration-fixtures.js';
import { PERSONAS, type TestPortal, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function addEndpoint(portal: TestPortal, url: string, name = 'ERP order intake') {
  const { handle } = portal.runtime;
  const adminUserId = await userId(handle, PERSONAS.admin);
  return createWebhookEndpoint({ handle, adminUserId, now: portal.clock.now }, { name, url });
}

async function moveRequest(portal: TestPortal, number: string, status: string) {
  const { handle } = portal.runtime;
  return changeRequestStatus(handle, await adminChanger(handle), number, { status }, portal.clock.now);
}

async function attemptRows(portal: TestPortal) {
  return portal.runtime.handle.db
    .selectFrom('webhook_attempts')
    .select(['attempt', 'started_at', 'duration_ms', 'status_code', 'error'])
    .orderBy('attempt')
    .execute();
}

async function deliveryRows(portal: TestPortal) {
  return portal.runtime.handle.db
    .selectFrom('webhook_deliveries')
    .select([
      'event_seq',
      'status',
      'attempts',
      'next_attempt_at',
      'last_status_code',
      'last_error',
      'delivered_at',
    ])
    .orderBy('event_seq')
    .execute();
}

describe.each(DIALECTS)('webhooks of the outbox, signed as Standard Webhooks, on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  it('should deliver the events after the endpoint was added, which an independent verifier accepts', async () => {
    portal().clock.now = new Date();
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0002', POLAR, '2026-11-26T07:05:00.000Z');
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    let secret = '';
    receiver = await startReceiver([
      (body, headers) => new Webhook(secret).verify(body, headers as Record<string, string>),
    ]);
    const endpoint = await addEndpoint(portal(), receiver.url);
    secret = endpoint.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    await moveRequest(portal(), 'RQ-2026-0001', 'in-progress');
    await moveRequest(portal(), 'RQ-2026-0002', 'acknowledged');

    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 2, tried: 2 });
    expect(receiver.received.map((request) => [request.answered, request.refusal])).toEqual([
      [204, null],
      [204, null],
    ]);
    const [first] = receiver.received;
    const event = JSON.parse(first?.body ?? '{}') as Record<string, unknown>;
    expect(event).toEqual({
      seq: 2,
      id: first?.headers['webhook-id'],
      type: 'request.status-changed',
      customer: 'Northwind Drilling',
      subject: 'RQ-2026-0001',
      occurredAt: portal().clock.now.toISOString(),
      data: {
        number: 'RQ-2026-0001',
        from: 'acknowledged',
        to: 'in-progress',
        comment: null,
        at: portal().clock.now.toISOString(),
        by: { email: 'admin@rigready.test', name: 'Ada Admin' },
      },
    });
    expect(first?.headers['webhook-id']).toMatch(/^evt_/);
    expect(first?.headers['webhook-timestamp']).toBe(String(Math.floor(portal().clock.now.getTime() / 1000)));
    expect(first?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(receiver.received[1]?.body ?? '{}')).toMatchObject({ seq: 3, subject: 'RQ-2026-0002' });
    expect(
      (await deliveryRows(portal())).map((row) => [
        row.event_seq,
        row.status,
        row.attempts,
        row.last_status_code,
      ]),
    ).toEqual([
      [2, 'delivered', 1, 204],
      [3, 'delivered', 1, 204],
    ]);
    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 0, tried: 0 });

    // The same delivery with one word of its body changed, sent to the receiver as it came.
    const changed = await fetch(receiver.url, {
      method: 'POST',
      headers: {
        'webhook-id': String(first?.headers['webhook-id']),
        'webhook-timestamp': String(first?.headers['webhook-timestamp']),
        'webhook-signature': String(first?.headers['webhook-signature']),
      },
      body: (first?.body ?? '').replace('"to":"in-progress"', '"to":"done"'),
    });
    expect(changed.status).toBe(400);
    expect(receiver.received[2]?.refusal).toBe('No matching signature found');
  });

  it('should be refused by the verifier when its timestamp is more than 5 minutes old, and be tried again', async () => {
    portal().clock.now = new Date(Date.now() - 6 * 60_000);
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    let secret = '';
    receiver = await startReceiver([
      (body, headers) => new Webhook(secret).verify(body, headers as Record<string, string>),
    ]);
    secret = (await addEndpoint(portal(), receiver.url)).secret;
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 1, tried: 1 });
    expect(receiver.received.map((request) => [request.answered, request.refusal])).toEqual([
      [400, 'Message timestamp too old'],
    ]);
    const [row] = await deliveryRows(portal());
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 400,
      last_error: 'HTTP 400',
      next_attempt_at: new Date(portal().clock.now.getTime() + 5_000).toISOString(),
    });
  });

  it('should retry a delivery answered 500 after 5 s and mark it delivered on the 200, same id and body', async () => {
    const notes: string[] = [];
    const note = (line: string) => notes.push(line);
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    receiver = await startReceiver([500, 200]);
    await addEndpoint(portal(), receiver.url);
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');

    expect(await webhookPass(portal().runtime, 'test', { note })).toEqual({ queued: 1, tried: 1 });
    expect(await deliveryRows(portal())).toEqual([
      {
        event_seq: 1,
        status: 'pending',
        attempts: 1,
        next_attempt_at: '2026-11-26T08:00:05.000Z',
        last_status_code: 500,
        last_error: 'HTTP 500',
        delivered_at: null,
      },
    ]);
    portal().clock.now = new Date('2026-11-26T08:00:04Z');
    expect(await webhookPass(portal().runtime, 'test', { note })).toEqual({ queued: 0, tried: 0 });
    portal().clock.now = new Date('2026-11-26T08:00:05Z');
    expect(await webhookPass(portal().runtime, 'test', { note })).toEqual({ queued: 0, tried: 1 });
    expect(await deliveryRows(portal())).toEqual([
      {
        event_seq: 1,
        status: 'delivered',
        attempts: 2,
        next_attempt_at: '2026-11-26T08:00:05.000Z',
        last_status_code: 200,
        last_error: null,
        delivered_at: '2026-11-26T08:00:05.000Z',
      },
    ]);
    const [first, second] = receiver.received;
    const id = String(first?.headers['webhook-id']);
    expect(notes).toEqual([
      `webhook ${id} to ERP order intake, attempt 1: HTTP 500; again at 2026-11-26T08:00:05.000Z`,
      `webhook ${id} to ERP order intake, attempt 2: delivered (HTTP 200)`,
    ]);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect([first?.headers['webhook-timestamp'], second?.headers['webhook-timestamp']]).toEqual([
      '1795680000',
      '1795680005',
    ]);
    expect(receiver.received).toHaveLength(2);
  });

  it('should keep every attempt: a 500 then a 200 as two rows, timed on the portal clock', async () => {
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    // Each answer moves the portal clock on, as the time the receiver took.
    receiver = await startReceiver([
      () => {
        portal().clock.now = new Date('2026-11-26T08:00:01.500Z');
        return 500;
      },
      () => {
        portal().clock.now = new Date('2026-11-26T08:00:06.750Z');
        return 200;
      },
    ]);
    await addEndpoint(portal(), receiver.url);
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 1, tried: 1 });
    expect((await deliveryRows(portal()))[0]?.next_attempt_at).toBe('2026-11-26T08:00:06.500Z');
    portal().clock.now = new Date('2026-11-26T08:00:06.500Z');
    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 0, tried: 1 });

    expect(await attemptRows(portal())).toEqual([
      {
        attempt: 1,
        started_at: '2026-11-26T08:00:00.000Z',
        duration_ms: 1500,
        status_code: 500,
        error: 'HTTP 500',
      },
      {
        attempt: 2,
        started_at: '2026-11-26T08:00:06.500Z',
        duration_ms: 250,
        status_code: 200,
        error: null,
      },
    ]);
    expect((await webhookDeliveryLog(portal().runtime.handle))[0]?.history).toEqual([
      {
        attempt: 1,
        startedAt: '2026-11-26T08:00:00.000Z',
        durationMs: 1500,
        statusCode: 500,
        error: 'HTTP 500',
      },
      { attempt: 2, startedAt: '2026-11-26T08:00:06.500Z', durationMs: 250, statusCode: 200, error: null },
    ]);
  });

  it('should keep the first write of an attempt when the same attempt is written again', async () => {
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    receiver = await startReceiver([500, 200]);
    await addEndpoint(portal(), receiver.url);
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    await webhookPass(portal().runtime, 'test');
    const { db } = portal().runtime.handle;
    const delivery = await db.selectFrom('webhook_deliveries').select('id').executeTakeFirstOrThrow();
    // Attempt 2 written down already, as by a write that committed before its process lost track of it.
    await db
      .insertInto('webhook_attempts')
      .values({
        delivery_id: delivery.id,
        attempt: 2,
        started_at: '2026-11-26T08:00:05.000Z',
        duration_ms: 40,
        status_code: 200,
        error: null,
      })
      .execute();
    portal().clock.now = new Date('2026-11-26T08:00:05Z');
    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 0, tried: 1 });
    expect((await deliveryRows(portal())).map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 2],
    ]);
    expect(await attemptRows(portal())).toEqual([
      {
        attempt: 1,
        started_at: '2026-11-26T08:00:00.000Z',
        duration_ms: 0,
        status_code: 500,
        error: 'HTTP 500',
      },
      { attempt: 2, started_at: '2026-11-26T08:00:05.000Z', duration_ms: 40, status_code: 200, error: null },
    ]);
  });

  it('should cut an attempt short when the job stops, leaving its delivery due at once', async () => {
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    receiver = await startReceiver([204], 60_000);
    await addEndpoint(portal(), receiver.url);
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    const notes: string[] = [];
    const job = startWebhookJob(portal().runtime, (line) => notes.push(line));
    await vi.waitFor(() => expect(receiver?.received).toHaveLength(1), { timeout: 5_000 });

    const started = performance.now();
    await job.stop();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(
      await portal()
        .runtime.handle.db.selectFrom('webhook_deliveries')
        .select(['status', 'attempts', 'next_attempt_at', 'last_error', 'lease_holder', 'lease_until'])
        .execute(),
    ).toEqual([
      {
        status: 'pending',
        attempts: 1,
        next_attempt_at: '2026-11-26T08:00:00.000Z',
        last_error: 'aborted: the portal was stopping',
        lease_holder: null,
        lease_until: null,
      },
    ]);
    expect(await attemptRows(portal())).toEqual([
      {
        attempt: 1,
        started_at: '2026-11-26T08:00:00.000Z',
        duration_ms: 0,
        status_code: null,
        error: 'aborted: the portal was stopping',
      },
    ]);
    expect(notes).toContain(
      `webhook ${receiver.received[0]?.headers['webhook-id']} to ERP order intake, attempt 1: aborted: the portal was stopping; again at 2026-11-26T08:00:00.000Z`,
    );
  });

  it('should back off 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then give up, with the log saying so', async () => {
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    receiver = await startReceiver([503]);
    await addEndpoint(portal(), receiver.url);
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    const due: string[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect(await webhookPass(portal().runtime, 'test')).toMatchObject({ tried: 1 });
      const [row] = await deliveryRows(portal());
      due.push(row?.status === 'pending' ? row.next_attempt_at : String(row?.status));
      portal().clock.now = new Date(row?.next_attempt_at ?? '');
    }
    expect(due).toEqual([
      '2026-11-26T08:00:05.000Z',
      '2026-11-26T08:05:05.000Z',
      '2026-11-26T08:35:05.000Z',
      '2026-11-26T10:35:05.000Z',
      '2026-11-26T15:35:05.000Z',
      '2026-11-27T01:35:05.000Z',
      'failed',
    ]);
    portal().clock.now = new Date('2026-11-28T00:00:00Z');
    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 0, tried: 0 });
    expect(receiver.received).toHaveLength(7);
    expect(await webhookDeliveryLog(portal().runtime.handle)).toEqual([
      {
        id: expect.any(String),
        eventId: receiver.received[0]?.headers['webhook-id'],
        eventType: 'request.status-changed',
        subject: 'RQ-2026-0001',
        endpoint: 'ERP order intake',
        status: 'failed',
        attempts: 7,
        lastStatusCode: 503,
        lastError: 'HTTP 503',
        nextAttemptAt: null,
        deliveredAt: null,
        history: [
          '2026-11-26T08:00:00.000Z',
          '2026-11-26T08:00:05.000Z',
          '2026-11-26T08:05:05.000Z',
          '2026-11-26T08:35:05.000Z',
          '2026-11-26T10:35:05.000Z',
          '2026-11-26T15:35:05.000Z',
          '2026-11-27T01:35:05.000Z',
        ].map((startedAt, index) => ({
          attempt: index + 1,
          startedAt,
          durationMs: 0,
          statusCode: 503,
          error: 'HTTP 503',
        })),
      },
    ]);
  });

  it('should send a delivery once when two processes pass at the same time', async () => {
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    receiver = await startReceiver([204], 200);
    await addEndpoint(portal(), receiver.url);
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    const passes = await Promise.all([
      webhookPass(portal().runtime, 'host-a'),
      webhookPass(portal().runtime, 'host-b'),
    ]);
    expect(passes.map((pass) => pass.tried).sort()).toEqual([0, 1]);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryRows(portal())).map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 1],
    ]);
  });

  it('should keep why an attempt got no answer: a closed port, a receiver past the timeout', async () => {
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    const closed = await startReceiver([204]);
    await closed.close();
    await addEndpoint(portal(), closed.url, 'Closed port');
    receiver = await startReceiver([204], 1_000);
    await addEndpoint(portal(), receiver.url, 'Slow receiver');
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    expect(await webhookPass(portal().runtime, 'test', { timeoutMs: 200 })).toEqual({ queued: 2, tried: 2 });
    const log = await webhookDeliveryLog(portal().runtime.handle);
    expect(
      log.map((entry) => [
        entry.endpoint,
        entry.status,
        entry.lastStatusCode,
        entry.lastError,
        entry.nextAttemptAt,
      ]),
    ).toEqual([
      ['Closed port', 'pending', null, 'ECONNREFUSED', '2026-11-26T08:00:05.000Z'],
      ['Slow receiver', 'pending', null, 'No answer within 0.2 s', '2026-11-26T08:00:05.000Z'],
    ]);
  });

  it('should send nothing more to a disabled endpoint and give up what it still had waiting', async () => {
    portal().clock.now = new Date('2026-11-26T08:00:00Z');
    await insertRequest(portal().runtime.handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    receiver = await startReceiver([500]);
    const endpoint = await addEndpoint(portal(), receiver.url);
    await moveRequest(portal(), 'RQ-2026-0001', 'acknowledged');
    await webhookPass(portal().runtime, 'test');
    const { handle } = portal().runtime;
    const adminUserId = await userId(handle, PERSONAS.admin);
    expect(
      await disableWebhookEndpoint({ handle, adminUserId, now: portal().clock.now }, endpoint.id),
    ).toEqual({
      name: 'ERP order intake',
    });
    await moveRequest(portal(), 'RQ-2026-0001', 'in-progress');
    portal().clock.now = new Date('2026-11-26T09:00:00Z');
    expect(await webhookPass(portal().runtime, 'test')).toEqual({ queued: 0, tried: 0 });
    expect((await deliveryRows(portal())).map((row) => [row.event_seq, row.status, row.last_error])).toEqual([
      [1, 'failed', 'The endpoint was disabled'],
    ]);
    expect(receiver.received).toHaveLength(1);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'admin.webhook.%')
      .orderBy('action')
      .execute();
    expect(audit).toEqual([
      { action: 'admin.webhook.create', details: `{"name":"ERP order intake","url":"${receiver.url}"}` },
      { action: 'admin.webhook.disable', details: '{"name":"ERP order intake"}' },
    ]);
  });
});
