import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  PERSONAS,
  runRoute,
  signIn,
  testRequest,
  useTestPortal,
} from '../../../../tests/helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../../../../tests/helpers/test-database.js';
import * as asset from '../../../routes/account/asset.js';
import * as apiCall from '../../../routes/api/call.js';
import { readDataGeneration } from '../../db/data-generation.server.js';
import { importFolder } from '../../importer/import-folder.server.js';

type OrderLine = { Order_No: string; PO: string | null; Asset: string | null };

const get = (path: string, cookie: string, headers: Record<string, string> = {}) =>
  runRoute(apiCall.loader, testRequest(path, { cookie, headers }));
const post = (path: string, cookie: string, json: unknown) =>
  runRoute(apiCall.action, testRequest(path, { cookie, json }));
const orderLines = async (cookie: string) =>
  (await (await get('/api/getOrderconfirm', cookie)).json()) as OrderLine[];

/** The two-customers fixture with one order's PO changed, as a later export would bring it. */
function fixtureWithPo(po: string): { folder: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'rigready-cache-import-'));
  const folder = join(root, 'data');
  cpSync(FIXTURES.twoCustomers, folder, { recursive: true });
  const file = join(folder, 'orders.json');
  const orders = JSON.parse(readFileSync(file, 'utf8')) as { Order_No: string; PO?: string }[];
  for (const order of orders) if (order.Order_No === '40211') order.PO = po;
  writeFileSync(file, JSON.stringify(orders));
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe.each(DIALECTS)('given the response cache on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  it('should send the same bytes from the cache as the first answer, with an ETag that answers 304', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const first = await get('/api/getOrderconfirm', cookie);
    const second = await get('/api/getOrderconfirm', cookie);
    const firstBody = await first.text();
    expect(await second.text()).toBe(firstBody);
    expect(JSON.parse(firstBody).length).toBeGreaterThan(0);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.get('ETag')).toBe(etag);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const unchanged = await get('/api/getOrderconfirm', cookie, { 'If-None-Match': etag ?? '' });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const stale = await get('/api/getOrderconfirm', cookie, { 'If-None-Match': '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it('should compress with br or gzip when the client accepts it, to the same JSON', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const plain = await (await get('/api/getInventory', cookie)).text();
    expect(plain.length).toBeGreaterThan(1024);
    const br = await get('/api/getInventory', cookie, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await get('/api/getInventory', cookie, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
  });

  it('should answer the new data after an import', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    expect((await orderLines(cookie)).find((line) => line.Order_No === '40211')?.PO).not.toBe('PO-AFTER');
    const changed = fixtureWithPo('PO-AFTER');
    try {
      const { database } = portal();
      expect((await importFolder(database.handle, database.store, changed.folder)).ok).toBe(true);
    } finally {
      changed.remove();
    }
    expect((await orderLines(cookie)).find((line) => line.Order_No === '40211')?.PO).toBe('PO-AFTER');
  });

  it("should answer the caller's new inventory columns right after saving them", async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const before = (await (await get('/api/getInventory', cookie)).json()) as {
      headers: { value: string }[];
    };
    const chosen = before.headers.slice(0, 2).reverse();
    expect(chosen.length).toBe(2);
    const saved = await post('/api/setUserInventoryHeader', cookie, { header: chosen });
    expect(saved.status).toBe(200);
    const after = (await (await get('/api/getInventory', cookie)).json()) as { headers: { value: string }[] };
    expect(after.headers.map((header) => header.value)).toEqual(chosen.map((header) => header.value));
  });

  it('should change the data generation with an admin edit of a customer', async () => {
    const admin = await signIn(PERSONAS.admin);
    const before = await readDataGeneration(portal().database.handle);
    const edited = await post('/api/editCustomer', admin, {
      customer: 'Northwind Drilling',
      assets: ['Rig A', 'Rig B', 'Field C'],
      rig: 'Rig 9',
    });
    expect(edited.status).toBe(200);
    expect(await readDataGeneration(portal().database.handle)).not.toBe(before);
  });

  it('should keep the answers of two customers apart', async () => {
    const northwind = await signIn(PERSONAS.customerA);
    const polar = await signIn(PERSONAS.customerB);
    for (let round = 0; round < 2; round++) {
      const polarAssets = new Set((await orderLines(polar)).map((line) => line.Asset));
      const northwindAssets = new Set((await orderLines(northwind)).map((line) => line.Asset));
      expect([...polarAssets]).toEqual(['Rig P']);
      expect(northwindAssets.has('Rig P')).toBe(false);
      expect(northwindAssets.size).toBeGreaterThan(0);
    }
  });

  it('should keep the answers of two asset selections of one user apart', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const choose = async (name: string) => {
      const form = { asset: name };
      expect((await runRoute(asset.action, testRequest('/asset', { cookie, form }))).status).toBe(302);
    };
    await choose('Rig A');
    const rigA = await orderLines(cookie);
    await choose('Rig B');
    const rigB = await orderLines(cookie);
    await choose('Rig A');
    expect(await orderLines(cookie)).toEqual(rigA);
    expect(rigA.length).toBeGreaterThan(0);
    expect(rigA.every((line) => line.Asset === 'Rig A')).toBe(true);
    expect(rigB.every((line) => line.Asset === 'Rig B')).toBe(true);
    expect(rigB).not.toEqual(rigA);
  });

  it('should issue fresh document links once a cached answer reaches its maximum age', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const links = async () =>
      JSON.stringify(await (await get('/api/getInventory', cookie)).json()).match(/\/api\/documents\/[^"]+/g);
    const first = await links();
    expect(first?.length).toBeGreaterThan(0);
    // Cached answers live ten minutes: still the same links at 9 min 59 s, fresh ones at 10 min 1 s.
    portal().clock.advance(599_000);
    expect(await links()).toEqual(first);
    portal().clock.advance(2000);
    expect(await links()).not.toEqual(first);
  });
});
