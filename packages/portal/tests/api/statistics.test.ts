import {
  equipmentStatisticsAnswerSchema,
  inspectionTalliesAnswerSchema,
  itemStatisticsAnswerSchema,
  itemsAndOrdersAnswerSchema,
  keystoneAnswerSchema,
} from '@rigready/core';
import { describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { SHIPPED_AND_INSPECTED } from '../documents/support/document-fixtures.js';
import { NORTHWIND } from '../helpers/actors.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

describe.each(DIALECTS)('given inspected orders on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  async function withTallies() {
    const { handle, store } = portal().database;
    expect(await importFolder(handle, store, SHIPPED_AND_INSPECTED)).toMatchObject({ ok: true });
  }

  async function call(path: string, email: string | null, json?: unknown) {
    const cookie = email ? await signIn(email) : null;
    const request = testRequest(path, { cookie, ...(json === undefined ? {} : { json }) });
    return runRoute(json === undefined ? apiCall.loader : apiCall.action, request);
  }

  it("should count one order's IPC and wall classes with core's rules and list each joint", async () => {
    await withTallies();
    const response = await call(
      '/api/getInspectionTallies?orderno=40211&itemnr=550DP.12&equipment=Drill%20Pipe',
      PERSONAS.customerA,
    );
    expect(response.status).toBe(200);
    const tallies = inspectionTalliesAnswerSchema.parse(await response.json());
    expect(tallies.IPC).toEqual({ labels: ['1', '2', '3', '4', '5'], data: [1, 0, 1, 0, 0] });
    expect(tallies.Wall.data).toEqual([0, 1, 0, 1, 0]);
    expect(Object.keys(tallies.serials)).toEqual(['NW-0001', 'NW-0002']);
    expect(tallies.serials['NW-0001']?.previous).toBeNull();
    expect(tallies.item_info).toMatchObject({
      Item_No: '550DP.12',
      Grade: 'S-135',
      Inspection_Date: '2025-06-19',
    });
  });

  it("should answer 404 for another customer's order and 400 for a missing equipment", async () => {
    await withTallies();
    const other = await call(
      '/api/getInspectionTallies?orderno=50100&itemnr=550DP.12&equipment=Drill%20Pipe',
      PERSONAS.customerA,
    );
    expect(other.status).toBe(404);
    const missing = await call('/api/getInspectionTallies?orderno=40211&itemnr=550DP.12', PERSONAS.customerA);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ parameter: 'equipment' });
  });

  it('should give item statistics and the item-to-orders map to admins only', async () => {
    await withTallies();
    expect((await call('/api/itemsAndOrders', PERSONAS.customerA)).status).toBe(403);
    expect(
      (await call('/api/statistics/item?orders=40211&itemNumber=550DP.12', PERSONAS.customerA)).status,
    ).toBe(403);
    const map = itemsAndOrdersAnswerSchema.parse(
      await (await call('/api/itemsAndOrders', PERSONAS.admin)).json(),
    );
    expect(map['550DP.12']?.Orders.map((order) => order.ono).sort()).toEqual(['40211', '50100']);
    const response = await call(
      '/api/statistics/item?orders=40211,%2040212&itemNumber=550DP.12',
      PERSONAS.admin,
    );
    expect(response.status).toBe(200);
    const stats = itemStatisticsAnswerSchema.parse(await response.json());
    expect(stats.quantity_inspected).toBe(2);
    expect(stats.Machining_Data.Box).toEqual({ SUM: 1, OK: 1, SRF: 0, FR: 0, RF: 0 });
    expect(stats.Orders).toEqual([
      expect.objectContaining({ Order_No: '40211', Machining_Box_Sum_Recut: 1, Machining_Pin_SRF: 1 }),
    ]);
    expect(stats.Wall).toEqual({ x: [84, 91.2], y: [1, 1] });
    const empty = await call('/api/statistics/item?orders=%2C&itemNumber=550DP.12', PERSONAS.admin);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ parameter: 'orders' });
  });

  it("should answer the statistics page's GO with the item's equipment dashboard over the date range", async () => {
    await withTallies();
    const go = (body: unknown) => call('/api/statistics/equipment', PERSONAS.customerA, body);
    const response = await go({
      itemNumber: '550DP.12',
      orders: ['40211'],
      from: '2025-06-01',
      to: '2025-06-01',
    });
    expect(response.status).toBe(200);
    const answer = equipmentStatisticsAnswerSchema.parse(await response.json());
    expect(answer.equipment).toBe('DP');
    expect(answer.statistics.quantity_inspected).toBe(2);
    expect(answer.statistics.listOfOrderData).toEqual([
      expect.objectContaining({ Order_No: '40211', Quantity: 2 }),
    ]);
    const outside = equipmentStatisticsAnswerSchema.parse(
      await (await go({ itemNumber: '550DP.12', orders: ['40211'], from: '2025-06-02' })).json(),
    );
    expect(outside.statistics.listOfOrderData).toEqual([]);
    expect((await go({ itemNumber: '550DP.12', orders: [] })).status).toBe(400);
    expect((await go({ itemNumber: '550DP.12', orders: ['40211'], from: '01.06.2025' })).status).toBe(400);
    expect((await go({ itemNumber: '999XX.1', orders: ['1'] })).status).toBe(404);
  });
});

describe.each(DIALECTS)('given the public serial history on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  async function publish(features: Record<string, unknown>) {
    await portal()
      .database.handle.db.updateTable('customers')
      .set({ features: JSON.stringify(features) })
      .where('customer', '=', NORTHWIND)
      .execute();
  }

  const keystone = (query: string, address = '198.51.100.9') =>
    runRoute(apiCall.loader, testRequest(`/api/keystone?${query}`), address);

  it("should answer a published customer's reports of the serial without sign-in, and nothing of others", async () => {
    expect((await keystone('serial_no=NW-BHA1&customer=Northwind%20Drilling')).status).toBe(404);
    await publish({ publicSerialHistory: true, publicSlug: 'NorthwindHistory' });
    for (const customer of ['Northwind%20Drilling', 'northwindhistory', '%2FNorthwindHistory']) {
      const response = await keystone(`serial_no=NW-BHA1&customer=${customer}`);
      expect(response.status).toBe(200);
      const answer = keystoneAnswerSchema.parse(await response.json());
      expect(answer.Multi?.[0]).toEqual([
        expect.objectContaining({
          Serial_No: 'NW-BHA1',
          Result: 'Accepted',
          report_type: 'Multi',
          Report_ID: 'NW-R1',
        }),
      ]);
      expect(JSON.stringify(answer)).not.toContain('documents/');
    }
    expect(await (await keystone('serial_no=PO-BHA1&customer=Northwind%20Drilling')).json()).toEqual({});
    expect((await keystone('serial_no=PO-BHA1&customer=Polar%20Energy')).status).toBe(404);
    expect((await keystone('customer=Northwind%20Drilling')).status).toBe(400);
  });

  it('should refuse the serial history with 429 past the rate limit of an address', async () => {
    await publish({ publicSerialHistory: true });
    // Sixty serial-history look-ups from one address a minute, then 429.
    const limit = 60;
    for (let hit = 1; hit <= limit; hit += 1) {
      expect((await keystone('serial_no=NW-BHA1&customer=Northwind%20Drilling')).status).toBe(200);
    }
    const refused = await keystone('serial_no=NW-BHA1&customer=Northwind%20Drilling');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await keystone('serial_no=NW-BHA1&customer=Northwind%20Drilling', '198.51.100.10')).status).toBe(
      200,
    );
  });
});
