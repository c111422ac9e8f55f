import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../app/server/db/database.server.js';
import { createFileDocumentStore } from '../../app/server/document-store/file-document-store.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { saveCustomerNotificationDefaults } from '../../app/server/notifications/notification-settings.server.js';
import { uploadCodeHash } from '../../app/server/uploads/upload-codes.server.js';
import { type FakeS3Server, startFakeS3 } from '../documents/support/fake-s3-server.js';
import { PERSONAS } from '../helpers/portal-harness.js';
import { FIXTURES, TEST_POSTGRES_URL, type TestDatabase } from '../helpers/test-database.js';
import { recordRun } from '../notifications/support/import-history.js';
import { fixtureDatabase, portalEnv } from '../reliability/support/fixture-database.js';
import { bearerToken, sessionCookie } from '../reliability/support/portal-client.js';
import { type PortalProcess, startPortalProcess } from '../reliability/support/portal-process.js';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy.js';

const S3 = {
  bucket: 'rigready-docs',
  region: 'eu-north-1',
  accessKeyId: 'PORTAL',
  secretAccessKey: 's3cr3t',
};
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0xff, 0xd9,
]);
const UPLOAD_CODE = 'ABCD-EFGH-JKMN';

/** Two portals, each with a data folder of its own, on one PostgreSQL schema and one S3 bucket. */
describe('two portal instances behind a round-robin proxy', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let s3: FakeS3Server;
  let proxy: RoundRobinProxy;
  let handle: DatabaseHandle;
  const targets: string[] = [];
  const portals: PortalProcess[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    database = await fixtureDatabase('postgres');
    s3 = await startFakeS3(S3);
    proxy = await startRoundRobinProxy(targets);
    const common = {
      ...portalEnv(database, TEST_POSTGRES_URL),
      PORTAL_WORKERS: '1',
      PORTAL_ORIGIN: proxy.url,
      TRUST_PROXY: 'loopback',
      PORTAL_S3_ENDPOINT: s3.endpoint,
      PORTAL_S3_REGION: S3.region,
      PORTAL_S3_BUCKET: S3.bucket,
      PORTAL_S3_ACCESS_KEY_ID: S3.accessKeyId,
      PORTAL_S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
    };
    for (const name of ['a', 'b']) folders.push(mkdtempSync(join(tmpdir(), `rigready-host-${name}-`)));
    portals.push(
      ...(await Promise.all(
        folders.map((folder) => startPortalProcess({ ...common, PORTAL_DATA_DIR: folder })),
      )),
    );
    targets.push(...portals.map((portal) => portal.baseUrl));
    handle = openDatabase(
      { kind: 'postgres', url: TEST_POSTGRES_URL },
      { schema: database.schema as string },
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    await handle?.close();
    await proxy?.close();
    await s3?.close();
    await database?.destroy();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const [a, b] = [() => portals[0] as PortalProcess, () => portals[1] as PortalProcess];

  it('should sign in through the proxy and accept the bearer token on both instances', async () => {
    const token = await bearerToken(proxy.url, PERSONAS.customerA);
    const statuses = await Promise.all(
      [a(), b(), a(), b()].map(
        async (portal) =>
          (
            await fetch(`${portal.baseUrl}/api/getAllRacks`, {
              headers: { Authorization: `Bearer ${token}` },
            })
          ).status,
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('should hold the sign-in delay of one account on both instances', async () => {
    const attempt = (baseUrl: string) =>
      fetch(`${baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: proxy.url },
        body: JSON.stringify({ email: PERSONAS.guestA, password: 'not the password' }),
      }).then((answer) => answer.status);
    // Five failed sign-ins of one account are free (docs/security.md), alternating between the instances.
    const failures = [];
    for (let index = 0; index < 5; index++) failures.push(await attempt(proxy.url));
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    // The sixth waits 1 s: of two at once, one per instance, at most one (a slow machine's second) gets by.
    const next = await Promise.all([attempt(a().baseUrl), attempt(b().baseUrl)]);
    expect(next.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(next.every((status) => status === 429 || status === 401)).toBe(true);
  });

  it('should answer the new data on both instances after an import, though each had cached the old', async () => {
    const token = await bearerToken(proxy.url, PERSONAS.customerA);
    const rackIds = async (portal: PortalProcess) => {
      const answer = await fetch(`${portal.baseUrl}/api/getAllRacks`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { Rack_ID: string }[]).map((rack) => rack.Rack_ID);
    };
    expect([await rackIds(a()), await rackIds(b())]).toEqual([
      ['R1', 'R2'],
      ['R1', 'R2'],
    ]);
    const folder = mkdtempSync(join(tmpdir(), 'rigready-import-'));
    try {
      cpSync(FIXTURES.twoCustomers, folder, { recursive: true });
      const racks = JSON.parse(readFileSync(join(folder, 'racks.json'), 'utf8')) as object[];
      racks.push({ Site: 'Tananger', Rack_ID: 'R3', Maxrowcount: 2, Capacity: 4, isOCTG: false });
      writeFileSync(join(folder, 'racks.json'), JSON.stringify(racks));
      const report = await importFolder(handle, createFileDocumentStore(join(folder, 'store')), folder);
      expect(report.ok).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect([await rackIds(a()), await rackIds(b())]).toEqual([
      ['R1', 'R2', 'R3'],
      ['R1', 'R2', 'R3'],
    ]);
  });

  it('should run the notification job in one place: one lease holder, each mail once', async () => {
    // The webhook job holds a lease of its own beside it.
    const holders = () =>
      handle.db
        .selectFrom('job_leases')
        .select(['name', 'holder'])
        .where('name', '=', 'notifications')
        .execute();
    await expect.poll(async () => (await holders()).length, { timeout: 20_000 }).toBe(1);
    const everyKind = ['ncr-opened', 'ncr-closed', 'order-completed', 'delivery-issued'] as const;
    const now = new Date();
    await saveCustomerNotificationDefaults(
      handle.db,
      'Northwind Drilling',
      { kinds: [...everyKind], email: 'immediate', digestHour: 7 },
      now,
    );
    await recordRun(handle, 'two-instances-0', new Date(now.getTime() - 60_000).toISOString(), []);
    await recordRun(handle, 'two-instances-1', now.toISOString(), [
      { entity: 'ncr', customer: 'Northwind Drilling', key: ['NW-NCR9'], kind: 'added' },
    ]);
    const mails = () =>
      folders.map((folder) => {
        try {
          return readdirSync(join(folder, 'outbox')).filter((name) => name.endsWith('.eml')).length;
        } catch {
          return 0;
        }
      });
    // Carl, Gina and Rita of Northwind; Pia of Polar and the admin are not told.
    await expect
      .poll(() => mails().reduce((sum, count) => sum + count, 0), { timeout: 40_000, interval: 500 })
      .toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    expect(mails().sort()).toEqual([0, 3]);
    expect(await holders()).toHaveLength(1);
  });

  it('should let a file uploaded through one instance be downloaded from the other', async () => {
    const expires = new Date(Date.now() + 30 * 60_000).toISOString();
    await handle.db
      .insertInto('upload_codes')
      .values({
        code_hash: uploadCodeHash(UPLOAD_CODE),
        Customer: 'Northwind Drilling',
        Order_No: '40211',
        created_by: null,
        created_at: new Date().toISOString(),
        expires_at: expires,
      })
      .execute();
    const form = new FormData();
    form.append('files', new Blob([JPEG]), 'crack.jpg');
    const encoded = new Response(form);
    const uploaded = await fetch(`${a().baseUrl}/mobile-upload/files?code=${UPLOAD_CODE}`, {
      method: 'POST',
      headers: { Origin: proxy.url, 'Content-Type': encoded.headers.get('Content-Type') ?? '' },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    expect(uploaded.status).toBe(200);
    expect(s3.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);

    const cookie = await sessionCookie(proxy.url, PERSONAS.customerA);
    const page = await (await fetch(`${a().baseUrl}/orderconfirm`, { headers: { Cookie: cookie } })).text();
    const link = [...page.matchAll(/\/api\/documents\/([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]{43}/g)].find(
      ([, claims]) =>
        (JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as { t: { kind: string } }).t.kind ===
        'order-upload',
    )?.[0];
    expect(link).toBeDefined();
    const download = await fetch(`${b().baseUrl}${link}`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(JPEG);
  });
});
