import { describe, expect, it } from 'vitest';
import * as apiOutbox from '../../app/routes/api/outbox.js';
import * as integrations from '../../app/routes/integrations/integrations.js';
import { changeRequestStatus } from '../../app/server/actions/requests/change-request-status.server.js';
import { webhookPass } from '../../app/server/webhooks/webhook-job.server.js';
import { NORTHWIND } from '../helpers/actors.js';
import { adminChanger, insertRequest } from '../helpers/integration-fixtures.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

type RouteFn = Parameters<typeof runRoute>[0];
interface Answer {
  ok: boolean;
  message: string;
  createdKey: { id: string; name: string; key: string } | null;
  createdWebhook: { id: string; name: string; url: string; secret: string } | null;
}
type Page = Awaited<ReturnType<typeof integrations.loader>>;

describe.each(DIALECTS)('the integrations screen /integrations (%s)', (dialect) => {
  const portal = useTestPortal(dialect, { PORTAL_TIME_ZONE: 'UTC' });

  const page = async (cookie: string) =>
    (await (
      await runRoute(integrations.loader as RouteFn, testRequest('/integrations', { cookie }))
    ).json()) as Page;
  const post = async (cookie: string, form: Record<string, string>) => {
    const response = await runRoute(
      integrations.action as RouteFn,
      testRequest('/integrations', { cookie, form }),
    );
    return { status: response.status, answer: (await response.json()) as Answer };
  };

  it('should let an admin create an integration key, shown once, that reads the outbox, and revoke it', async () => {
    portal().clock.now = new Date('2026-11-26T09:00:00Z');
    const cookie = await signIn(PERSONAS.admin);
    const created = await post(cookie, { intent: 'create-key', name: ' FileMaker orders ' });
    expect(created.status).toBe(200);
    expect(created.answer).toMatchObject({ ok: true, message: 'Integration key FileMaker orders created' });
    const key = created.answer.createdKey?.key ?? '';
    expect(key).toMatch(/^rrxk_[A-Za-z0-9_-]{43}$/);
    const outbox = await runRoute(
      apiOutbox.loader as RouteFn,
      testRequest('/api/outbox', { headers: { Authorization: `Bearer ${key}` } }),
    );
    expect(await outbox.json()).toEqual({ events: [], next: 0 });
    const shown = await page(cookie);
    expect(shown.outboxUrl).toBe('http://portal.test/api/outbox');
    expect(shown.keys).toEqual([
      {
        id: created.answer.createdKey?.id,
        name: 'FileMaker orders',
        createdBy: 'admin@rigready.test',
        createdAt: '26.11.2026 09:00',
        lastUsedAt: '26.11.2026 09:00',
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(shown)).not.toContain(key);
    expect((await post(cookie, { intent: 'create-key', name: 'FileMaker orders' })).answer.message).toBe(
      'An integration key named FileMaker orders exists already',
    );

    portal().clock.now = new Date('2026-11-26T09:20:00Z');
    // Revoked twice at once (a double click): one revokes and is audited, the other is told.
    const keyId = created.answer.createdKey?.id ?? '';
    const outcomes = await Promise.all([1, 2].map(() => post(cookie, { intent: 'revoke-key', id: keyId })));
    expect(outcomes.map(({ status, answer }) => [status, answer.message]).sort()).toEqual([
      [200, 'Integration key FileMaker orders revoked'],
      [409, 'The integration key FileMaker orders is revoked already'],
    ]);
    const revokes = await portal()
      .runtime.handle.db.selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'admin.integration-key.revoke')
      .execute();
    expect(revokes).toEqual([{ details: '{"name":"FileMaker orders"}' }]);
    expect((await page(cookie)).keys[0]).toMatchObject({ revokedAt: '26.11.2026 09:20' });
    expect(
      (await post(cookie, { intent: 'revoke-key', id: created.answer.createdKey?.id ?? '' })).status,
    ).toBe(409);
    // Import keys are another kind: the same name is free there, and this screen never lists them.
    const imported = await portal().runtime.handle.db.selectFrom('import_keys').select('id').execute();
    expect(imported).toEqual([]);
  });

  it('should add a webhook to a checked URL, show its secret once, log its deliveries and disable it', async () => {
    portal().clock.now = new Date('2026-11-26T09:00:00Z');
    const cookie = await signIn(PERSONAS.admin);
    const refusals = [
      [
        'http://erp.example.com/hooks',
        'Invalid URL: it must start with https:// (http:// only to localhost or 127.0.0.1)',
      ],
      [
        'ftp://127.0.0.1/hooks',
        'Invalid URL: it must start with https:// (http:// only to localhost or 127.0.0.1)',
      ],
      ['erp.example.com/hooks', 'Invalid URL: erp.example.com/hooks is not an absolute address'],
      [
        'https://erp:secret@erp.example.com/hooks',
        'Invalid URL: no user name or password in it; the signature proves the sender',
      ],
      ['  ', 'Invalid URL: give the address the events are sent to'],
    ] as const;
    for (const [url, message] of refusals)
      expect(await post(cookie, { intent: 'create-webhook', name: 'ERP', url })).toEqual({
        status: 400,
        answer: { ok: false, message, createdKey: null, createdWebhook: null },
      });
    expect(
      (await post(cookie, { intent: 'create-webhook', name: ' ', url: 'https://erp.example.com' })).answer
        .message,
    ).toBe('Invalid name: give the endpoint a name');
    expect(await portal().runtime.handle.db.selectFrom('webhook_endpoints').select('id').execute()).toEqual(
      [],
    );

    const receiver = await startReceiver([500]);
    try {
      const added = await post(cookie, {
        intent: 'create-webhook',
        name: 'Local receiver',
        url: receiver.url,
      });
      expect(added.answer).toMatchObject({ ok: true, message: 'Webhook Local receiver added' });
      expect(added.answer.createdWebhook?.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(
        await post(cookie, { intent: 'create-webhook', name: 'Local receiver', url: receiver.url }),
      ).toEqual({
        status: 409,
        answer: {
          ok: false,
          message: 'A webhook named Local receiver exists already',
          createdKey: null,
          createdWebhook: null,
        },
      });
      const https = await post(cookie, {
        intent: 'create-webhook',
        name: 'ERP',
        url: 'https://erp.example.com/hooks/rigready',
      });
      expect(https.answer.createdWebhook?.url).toBe('https://erp.example.com/hooks/rigready');
      const { handle } = portal().runtime;
      await insertRequest(handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T08:00:00.000Z');
      await changeRequestStatus(
        handle,
        await adminChanger(handle),
        'RQ-2026-0001',
        { status: 'acknowledged' },
        portal().clock.now,
      );
      await webhookPass(portal().runtime, 'test', { timeoutMs: 500 });
      const shown = await page(cookie);
      expect(JSON.stringify(shown)).not.toContain(added.answer.createdWebhook?.secret);
      expect(
        shown.endpoints.map((endpoint) => [
          endpoint.name,
          endpoint.url,
          endpoint.createdAt,
          endpoint.disabledAt,
        ]),
      ).toEqual([
        ['ERP', 'https://erp.example.com/hooks/rigready', '26.11.2026 09:00', null],
        ['Local receiver', receiver.url, '26.11.2026 09:00', null],
      ]);
      expect(shown.deliveries.find((delivery) => delivery.endpoint === 'Local receiver')).toMatchObject({
        eventType: 'request.status-changed',
        subject: 'RQ-2026-0001',
        status: 'pending',
        attempts: 1,
        lastStatusCode: 500,
        lastError: 'HTTP 500',
        nextAttemptAt: '26.11.2026 09:00',
        deliveredAt: null,
        history: [
          { attempt: 1, startedAt: '26.11.2026 09:00:00', durationMs: 0, statusCode: 500, error: 'HTTP 500' },
        ],
      });

      // Disabled twice at once (a double click): one disables and is audited, the other is told.
      const id = added.answer.createdWebhook?.id ?? '';
      const outcomes = await Promise.all([1, 2].map(() => post(cookie, { intent: 'disable-webhook', id })));
      expect(outcomes.map(({ status, answer }) => [status, answer.message]).sort()).toEqual([
        [200, 'Webhook Local receiver disabled'],
        [409, 'The webhook endpoint Local receiver is disabled already'],
      ]);
      const disables = await portal()
        .runtime.handle.db.selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'admin.webhook.disable')
        .execute();
      expect(disables).toEqual([{ details: '{"name":"Local receiver"}' }]);
      expect((await post(cookie, { intent: 'disable-webhook', id: 'nope' })).status).toBe(404);
      expect((await post(cookie, { intent: 'rename', id: 'nope' })).status).toBe(400);
    } finally {
      await receiver.close();
    }
  });

  it('should refuse the screen and its changes to customers, guests and the signed out, changing nothing', async () => {
    // Each is sent to their own landing page: a guest's is the first screen of their route list.
    const landings = [
      [PERSONAS.customerA, '/home'],
      [PERSONAS.guestA, '/dp'],
      [PERSONAS.customerB, '/home'],
    ] as const;
    for (const [email, landing] of landings) {
      const cookie = await signIn(email);
      const shown = await runRoute(integrations.loader as RouteFn, testRequest('/integrations', { cookie }));
      expect([email, shown.status, shown.headers.get('Location')]).toEqual([email, 302, landing]);
      const forms: Record<string, string>[] = [
        { intent: 'create-key', name: 'Sneaky' },
        { intent: 'create-webhook', name: 'Sneaky', url: 'https://evil.example.com' },
      ];
      for (const form of forms)
        expect(
          (await runRoute(integrations.action as RouteFn, testRequest('/integrations', { cookie, form })))
            .status,
        ).toBe(302);
    }
    const anonymous = await runRoute(integrations.loader as RouteFn, testRequest('/integrations'));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe('/login');
    const { db } = portal().runtime.handle;
    expect(await db.selectFrom('integration_keys').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);
  });
});
