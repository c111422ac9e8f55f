import { describe, expect, it } from 'vitest';
import * as admin from '../../app/routes/admin/overview.js';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { notificationPass } from '../../app/server/notifications/notification-job.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import {
  PERSONAS,
  runRoute,
  signIn,
  TEST_PASSWORD,
  type TestPortal,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { FIXTURES } from '../helpers/test-database.js';
import { recordRun } from '../notifications/support/import-history.js';
import { documentLinks, documentText } from './document-text.js';
import { MATRIX_ENDPOINTS, MATRIX_IMPORT_RUN, type MatrixEndpoint } from './endpoints.js';
import { forgedHeadersFor, identifiersOf } from './identifiers.js';
import { assetMarkers, tenantMarkers } from './tenant-markers.js';

/** Who asks, and whose rows must never appear in their answers (null: an admin may see every customer). */
interface Persona {
  name: string;
  cookie: string | null;
  token: string | null;
  isAdmin: boolean;
  mustNotSee: string[] | null;
}

/** The user of customer A limited to one asset (two-customers fixture): rows of A's other assets are hidden. */
const RESTRICTED_A = { email: 'rita@rigready.test', assets: ['Rig B'] };
const GUEST_ASSETS = ['Rig A'];

const ALLOWED_STATUSES = new Set([200, 204, 302, 303, 400, 401, 403, 404, 405, 429]);
const folder = FIXTURES.twoCustomers;
const polarMarkers = tenantMarkers(folder, POLAR, NORTHWIND);
const northwindMarkers = tenantMarkers(folder, NORTHWIND, POLAR);
const outsideRigB = assetMarkers(folder, NORTHWIND, RESTRICTED_A.assets);
const outsideRigA = assetMarkers(folder, NORTHWIND, GUEST_ASSETS);

const polarIds = identifiersOf(folder, POLAR, PERSONAS.customerB);
const northwindIds = identifiersOf(folder, NORTHWIND, PERSONAS.customerA);
/** No identifiers, B's, A's: A's make A's calls answer rows and links, which the matrix follows. */
const ID_SETS: ReadonlyArray<readonly [string, Record<string, string> | null]> = [
  ['no ids', null],
  ['B ids', polarIds],
  ['A ids', northwindIds],
];
const FORGERIES: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['', {}],
  ['forged B headers', forgedHeadersFor(POLAR, PERSONAS.customerB)],
];

function requestFor(
  endpoint: MatrixEndpoint,
  persona: Persona,
  credential: 'cookie' | 'bearer',
  ids: Record<string, string> | null,
  forged: Record<string, string>,
) {
  const query = ids ? `${endpoint.path.includes('?') ? '&' : '?'}${new URLSearchParams(ids)}` : '';
  const headers: Record<string, string> = { ...forged };
  if (credential === 'bearer' && persona.token) headers.Authorization = persona.token;
  const body = ids ?? {};
  return testRequest(`${endpoint.path}${query}`, {
    method: endpoint.method,
    headers,
    cookie: credential === 'cookie' ? persona.cookie : null,
    ...(endpoint.method === 'POST' ? (endpoint.body === 'json' ? { json: body } : { form: body }) : {}),
  });
}

async function answer(endpoint: MatrixEndpoint, request: Request): Promise<Response> {
  const fn = endpoint.method === 'GET' ? endpoint.module.loader : endpoint.module.action;
  if (!fn) return new Response(null, { status: 405 });
  return runRoute(fn as Parameters<typeof runRoute>[0], request, undefined, endpoint.params);
}

/** A redirect must stay on the portal (to /login, or a page of the asker's own). */
const onPortal = (location: string | null) => location !== null && /^\/(?!\/)/.test(location);

/** Notifications of both customers in every bell: B's order and NCR, and A's order of Rig A. */
async function seedNotifications(runtime: TestPortal['runtime']) {
  await recordRun(runtime.handle, 'run-0', '2026-11-25T20:00:00.000Z', []);
  await recordRun(runtime.handle, 'run-1', '2026-11-26T04:30:00.000Z', [
    {
      entity: 'orders',
      customer: POLAR,
      key: ['50100', '550DP.12'],
      kind: 'changed',
      asset: 'Rig P',
      field: 'Completed',
      old: 'No',
      new: 'Yes',
    },
    {
      entity: 'ncr',
      customer: POLAR,
      key: ['PO-NCR1'],
      kind: 'changed',
      field: 'Status',
      old: 'Open',
      new: 'Closed',
    },
    {
      entity: 'orders',
      customer: NORTHWIND,
      key: ['40211', '550DP.12'],
      kind: 'changed',
      asset: 'Rig A',
      field: 'Completed',
      old: 'No',
      new: 'Yes',
    },
    {
      entity: 'ncr',
      customer: NORTHWIND,
      key: ['NW-NCR1'],
      kind: 'changed',
      field: 'Status',
      old: 'Open',
      new: 'Closed',
    },
  ]);
  const pass = await notificationPass(runtime, 'matrix');
  expect(pass.events).toBe(4);
}

describe('given customers A (Northwind) and B (Polar) on SQLite', () => {
  const portal = useTestPortal('sqlite');

  async function persona(
    name: string,
    email: string | null,
    mustNotSee: string[] | null,
    viewAs?: string,
  ): Promise<Persona> {
    if (!email) return { name, cookie: null, token: null, isAdmin: false, mustNotSee };
    const cookie = await signIn(email);
    const api = await runRoute(
      apiSignIn.action,
      testRequest('/api/auth/sign-in', { json: { email, password: TEST_PASSWORD } }),
    );
    const { token } = (await api.json()) as { token: string };
    if (viewAs)
      await runRoute(
        admin.action,
        testRequest('/admin', { form: { intent: 'view-as', customer: viewAs }, cookie }),
      );
    // View-as belongs to the cookie session it was chosen in; the admin's bearer token is another session
    // that views no customer (and may see every customer), so this persona asks with its cookie only.
    return { name, cookie, token: viewAs ? null : token, isAdmin: email === PERSONAS.admin, mustNotSee };
  }

  it('should answer every page, action and /api call, and every file they link, with nothing of B', async () => {
    // A refused run (its problems name A's customer and rows), under the id the matrix opens.
    const { handle, store } = portal().database;
    const { runId } = await runImport(handle, store, FIXTURES.invalid, { source: 'api', actor: 'matrix' });
    await handle.db
      .updateTable('import_runs')
      .set({ id: MATRIX_IMPORT_RUN })
      .where('id', '=', runId)
      .execute();
    expect(polarMarkers).toEqual(
      expect.arrayContaining([POLAR, PERSONAS.customerB, polarIds.orderno, polarIds.serialnr]),
    );
    expect(outsideRigB).toEqual(expect.arrayContaining(['40211', 'NW-R1']));
    await seedNotifications(portal().runtime);
    // Both customers require a class of an asset, so each one's below-required list and count has rows.
    await handle.db
      .insertInto('asset_required_classes')
      .values(
        [NORTHWIND, POLAR].map((customer) => ({
          Customer: customer,
          Asset: String((customer === POLAR ? polarIds : northwindIds).asset),
          required_class: 'Premium' as const,
          updated_by: null,
          updated_at: '2026-11-26T04:30:00.000Z',
        })),
      )
      .execute();
    const personas = [
      await persona('anonymous', null, [...polarMarkers, ...northwindMarkers]),
      await persona('customer A', PERSONAS.customerA, polarMarkers),
      await persona('A restricted to Rig B', RESTRICTED_A.email, [...polarMarkers, ...outsideRigB]),
      await persona("A's guest (Rig A)", PERSONAS.guestA, [...polarMarkers, ...outsideRigA]),
      await persona('customer B', PERSONAS.customerB, northwindMarkers),
      await persona('admin', PERSONAS.admin, null),
      await persona('admin viewing as A', PERSONAS.admin, polarMarkers, NORTHWIND),
    ];
    const ordered = [
      ...MATRIX_ENDPOINTS.filter((e) => !e.endsSession),
      ...MATRIX_ENDPOINTS.filter((e) => e.endsSession),
    ];
    let requests = 0;
    let linked = 0;
    const leaks: string[] = [];
    for (const who of personas) {
      const followed = new Set<string>();
      const scan = async (where: string, response: Response) => {
        if (!ALLOWED_STATUSES.has(response.status)) leaks.push(`${where}: HTTP ${response.status}`);
        const location = response.headers.get('Location');
        if (response.status >= 300 && response.status < 400 && !onPortal(location))
          leaks.push(`${where}: redirect to ${location}`);
        const text = `${location ?? ''}\n${await documentText(new Uint8Array(await response.arrayBuffer()))}`;
        const seen = who.mustNotSee?.find((marker) => text.includes(marker));
        if (seen) leaks.push(`${where}: body contains "${seen}"`);
        return text;
      };
      for (const endpoint of ordered) {
        if (endpoint.adminMay && who.isAdmin) continue;
        const credentials = endpoint.path.startsWith('/api/')
          ? (['cookie', 'bearer'] as const)
          : (['cookie'] as const);
        for (const credential of credentials) {
          for (const [idsName, ids] of ID_SETS) {
            for (const [forgedName, forged] of FORGERIES) {
              const where = `${who.name} ${endpoint.method} ${endpoint.path} (${[credential, idsName, forgedName].filter(Boolean).join(', ')})`;
              const response = await answer(endpoint, requestFor(endpoint, who, credential, ids, forged));
              requests += 1;
              // Admin screens list every customer to an admin by design, viewing as someone or not.
              const text =
                endpoint.adminScreen && who.isAdmin ? await response.text() : await scan(where, response);
              for (const link of documentLinks(text)) {
                if (followed.has(`${credential} ${link}`)) continue;
                followed.add(`${credential} ${link}`);
                const download = await runRoute(
                  apiDocuments.loader as Parameters<typeof runRoute>[0],
                  testRequest(link, {
                    cookie: credential === 'cookie' ? who.cookie : null,
                    headers: credential === 'bearer' && who.token ? { Authorization: who.token } : {},
                  }),
                );
                linked += 1;
                await scan(`${where} → ${link.slice(0, 40)}…`, download);
              }
            }
          }
        }
      }
    }
    console.info(
      `cross-tenant matrix: ${MATRIX_ENDPOINTS.length} endpoint lines x ${ID_SETS.length * FORGERIES.length} id/forgery sets x ${personas.length} personas (cookie and bearer on /api) = ${requests} requests + ${linked} linked files, ${leaks.length} leaks; markers: ${polarMarkers.length} of B, ${outsideRigB.length} outside Rig B, ${outsideRigA.length} outside Rig A`,
    );
    expect(leaks).toEqual([]);
    expect(linked).toBeGreaterThan(0);
  }, 300_000);
});
