import { describe, expect, it } from 'vitest';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiImport from '../../app/routes/api/import.js';
import * as apiOutbox from '../../app/routes/api/outbox.js';
import * as apiRequestStatus from '../../app/routes/api/request-status.js';
import * as integrations from '../../app/routes/integrations/integrations.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { insertRequest, newIntegrationKey } from '../helpers/integration-fixtures.js';
import {
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { MATRIX_ENDPOINTS, type MatrixEndpoint } from './endpoints.js';

type RouteFn = Parameters<typeof runRoute>[0];

const INTEGRATION_CALLS = new Set(['/api/outbox', '/api/requests/RQ-2026-0001/status']);
const OPENS_ONLY =
  "An integration key opens only GET /api/outbox and POST /api/requests/<number>/status; this call takes a user's sign-in";
const NOT_A_USER =
  "The outbox and request status calls take an integration key, not a user's sign-in: send Authorization: Bearer rrxk_... (an admin creates one on /integrations)";

async function answer(
  endpoint: MatrixEndpoint,
  headers: Record<string, string>,
  cookie: string | null = null,
) {
  const fn = endpoint.method === 'GET' ? endpoint.module.loader : endpoint.module.action;
  if (!fn) return { status: 405, location: null, text: '' };
  const request = testRequest(endpoint.path, {
    method: endpoint.method,
    headers,
    cookie,
    ...(endpoint.method === 'POST' ? (endpoint.body === 'json' ? { json: {} } : { form: {} }) : {}),
  });
  const response = await runRoute(fn as RouteFn, request, undefined, endpoint.params);
  return { status: response.status, location: response.headers.get('Location'), text: await response.text() };
}

async function apiToken(email: string): Promise<string> {
  const signedIn = await runRoute(
    apiSignIn.action,
    testRequest('/api/auth/sign-in', { json: { email, password: TEST_PASSWORD } }),
  );
  return ((await signedIn.json()) as { token: string }).token;
}

describe('given an integration key and customers A (Northwind) and B (Polar) on SQLite', () => {
  const portal = useTestPortal('sqlite');

  it('should open nothing to the key but its two calls: every other page and call answers as to no one, or refuses it', async () => {
    const { handle } = portal().runtime;
    await insertRequest(handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    const { key } = await newIntegrationKey(portal(), 'FileMaker orders');
    const withKey = { Authorization: `Bearer ${key}` };
    const opened: string[] = [];
    const apiRefusals = new Map<string, number>();
    const ordered = [
      ...MATRIX_ENDPOINTS.filter((endpoint) => !endpoint.endsSession),
      ...MATRIX_ENDPOINTS.filter((endpoint) => endpoint.endsSession),
    ];
    for (const endpoint of ordered) {
      if (INTEGRATION_CALLS.has(endpoint.path)) continue;
      const where = `${endpoint.method} ${endpoint.path}`;
      const nobody = await answer(endpoint, {});
      const keyed = await answer(endpoint, withKey);
      const refusedToNobody = nobody.status === 401 || nobody.status === 403;
      const same = keyed.status === nobody.status && keyed.location === nobody.location;
      if (refusedToNobody ? keyed.status !== 401 && keyed.status !== 403 : !same)
        opened.push(`${where}: ${keyed.status} ${keyed.location ?? ''} (to no one: ${nobody.status})`);
      if (keyed.text.includes(POLAR) || keyed.text.includes(NORTHWIND))
        opened.push(`${where}: names a customer`);
      if (keyed.text.includes(OPENS_ONLY)) apiRefusals.set(where, keyed.status);
    }
    expect(opened).toEqual([]);
    // The signed-in /api calls say what the key opens instead.
    expect(apiRefusals.get('GET /api/getAllRacks')).toBe(401);
    expect(apiRefusals.get('GET /api/joints/NW-0003')).toBe(401);
    expect(apiRefusals.get('POST /api/statistics/equipment')).toBe(401);
    expect(apiRefusals.size).toBeGreaterThan(60);
    const imports = await answer({ method: 'POST', path: '/api/import', module: apiImport }, withKey);
    expect(imports.status).toBe(403);
    expect(JSON.parse(imports.text)).toEqual({
      message:
        'Imports take an import key, not an integration key: send Authorization: Bearer rrik_... (an admin creates one on /imports/keys)',
    });
    const page = await runRoute(
      integrations.loader as RouteFn,
      testRequest('/integrations', { headers: withKey }),
    );
    expect([page.status, page.headers.get('Location')]).toEqual([302, '/login']);
  });

  it('should refuse /integrations and the two calls to customers and guests, by session and by token, changing nothing', async () => {
    const { handle } = portal().runtime;
    await insertRequest(handle, 'RQ-2026-0001', NORTHWIND, '2026-11-26T07:00:00.000Z');
    await insertRequest(handle, 'RQ-2026-0002', POLAR, '2026-11-26T07:05:00.000Z');
    const people = [
      [PERSONAS.customerA, '/home'],
      [PERSONAS.guestA, '/dp'],
      [PERSONAS.customerB, '/home'],
    ] as const;
    for (const [email, landing] of people) {
      const cookie = await signIn(email);
      const token = await apiToken(email);
      const screen = await runRoute(integrations.loader as RouteFn, testRequest('/integrations', { cookie }));
      expect([email, screen.status, screen.headers.get('Location')]).toEqual([email, 302, landing]);
      const change = await runRoute(
        integrations.action as RouteFn,
        testRequest('/integrations', { cookie, form: { intent: 'create-key', name: 'Mine' } }),
      );
      expect([email, change.status]).toEqual([email, 302]);
      for (const credential of [{ cookie }, { headers: { Authorization: `Bearer ${token}` } }]) {
        const outbox = await runRoute(apiOutbox.loader as RouteFn, testRequest('/api/outbox', credential));
        expect([email, outbox.status, await outbox.json()]).toEqual([email, 403, { message: NOT_A_USER }]);
        for (const number of ['RQ-2026-0001', 'RQ-2026-0002']) {
          const status = await runRoute(
            apiRequestStatus.action as unknown as RouteFn,
            testRequest(`/api/requests/${number}/status`, { ...credential, json: { status: 'done' } }),
            undefined,
            { number },
          );
          expect([email, number, status.status, await status.json()]).toEqual([
            email,
            number,
            403,
            { message: NOT_A_USER },
          ]);
        }
      }
    }
    const statuses = await handle.db
      .selectFrom('requests')
      .select(['number', 'status'])
      .orderBy('number')
      .execute();
    expect(statuses).toEqual([
      { number: 'RQ-2026-0001', status: 'submitted' },
      { number: 'RQ-2026-0002', status: 'submitted' },
    ]);
    expect(await handle.db.selectFrom('integration_keys').select('id').execute()).toEqual([]);
    expect(await handle.db.selectFrom('outbox_events').select('id').execute()).toEqual([]);
  });
});
