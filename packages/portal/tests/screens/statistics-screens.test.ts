// Hand-computed figures for the fixture tests/fixtures/statistics (Stat Drilling, item 127DP.55 on orders
// S101-S103 with 6 tallies, drill collar 171DC.08 on order S112 with 4 tallies (4 received, so outside lead
// time; spec NS1, so outside the inspection history), and lead-time-only lines S104-S111 of item 127LS.01).
// Each expected value below is worked out from the fixture by hand, not by running the code.
import { join } from 'node:path';
import { hardbandingTotalRate, machiningTotalRate } from '@rigready/core';
import { beforeEach, describe, expect, it } from 'vitest';
import * as completedOrders from '../../app/routes/orders/completed-orders.js';
import * as insptest from '../../app/routes/statistics/inspection-history.js';
import * as inspectionStats from '../../app/routes/statistics/inspection-stats.js';
import * as inspectionView from '../../app/routes/statistics/inspection-view.js';
import * as itemStatistics from '../../app/routes/statistics/item-statistics.js';
import * as statistics from '../../app/routes/statistics/lead-time.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

const STATISTICS_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'statistics');
const STAT_CUSTOMER = 'stat@rigready.test';

async function load(
  module: { loader: unknown },
  path: string,
  cookie: string,
  params: Record<string, string> = {},
) {
  const response = await runRoute(
    module.loader as Parameters<typeof runRoute>[0],
    testRequest(path, { cookie }),
    undefined,
    params,
  );
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

describe.each(DIALECTS)('statistics screens on the hand-made data set (%s)', (dialect) => {
  const portal = useTestPortal(dialect);
  beforeEach(async () => {
    const { handle, store } = portal().database;
    const report = await importFolder(handle, store, STATISTICS_FIXTURE);
    if (!report.ok)
      throw new Error(`the statistics fixture did not import: ${JSON.stringify(report.problems)}`);
  });

  describe('lead time (/statistics)', () => {
    it('should give medians at the middle index and floored averages of working days per year and scope', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(statistics, '/statistics', cookie);
      // 2024: S107 2 (Mon-Wed), S102 3 (Fri-Wed, weekend out), S101 5 (Fri-Fri), S109 8, S111 50 (kept);
      // median index 2 = 5, average floor(68 / 5) = 13. 2025: S110 6, S103 10; median index 1 = 10, avg 8.
      expect(
        body.leadTime.byYear.map(({ key, count, median, average }: Record<string, unknown>) => [
          key,
          count,
          median,
          average,
        ]),
      ).toEqual([
        ['2024', 5, 5, 13],
        ['2025', 2, 10, 8],
      ]);
      // Rig Return [2, 5, 10, 50]: median 10, floor(67 / 4) = 16; Inspection [3, 6, 8]: median 6, floor(17 / 3) = 5.
      expect(
        body.leadTime.byScope.map(({ key, count, median, average }: Record<string, unknown>) => [
          key,
          count,
          median,
          average,
        ]),
      ).toEqual([
        ['Rig Return', 4, 10, 16],
        ['Inspection', 3, 6, 5],
      ]);
      expect(body.leadTime.chosen).toBeNull();
    });

    it('should list the orders behind a bar, leaving out 9 received, Machining, 51 days and running orders', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(statistics, '/statistics?leadTime=year:2024', cookie);
      const orders = body.leadTime.chosen.group.durations.map((d: { orderNo: string; days: number }) => [
        d.orderNo,
        d.days,
      ]);
      expect(orders.sort()).toEqual([
        ['S101', 5],
        ['S102', 3],
        ['S107', 2],
        ['S109', 8],
        ['S111', 50],
      ]);
      const scope = await load(statistics, '/statistics?leadTime=scope:Inspection', cookie);
      expect(
        scope.body.leadTime.chosen.group.durations.map((d: { orderNo: string }) => d.orderNo).sort(),
      ).toEqual(['S102', 'S109', 'S110']);
    });
  });

  describe('the statistics form (/statistics)', () => {
    it('should offer the statistics items only, with their orders newest number first', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(statistics, '/statistics', cookie);
      expect(body.items).toEqual([
        {
          itemNo: '127DP.55',
          equipment: 'Drill Pipe',
          orders: [
            { ono: 'S103', date: '2025-01-10' },
            { ono: 'S102', date: '2024-06-07' },
            { ono: 'S101', date: '2024-03-01' },
          ],
        },
        { itemNo: '171DC.08', equipment: 'Drill Collar', orders: [{ ono: 'S112', date: '2024-08-05' }] },
      ]);
      expect(body.query).toMatchObject({ from: '2020-01-01', to: '2070-01-01' });
      expect(body.result).toBeNull();
    });

    it("should answer 'Please select an item number' to GO without an item", async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(statistics, '/statistics?item=', cookie);
      expect(body.result).toEqual({ kind: 'message', message: 'Please select an item number' });
    });

    it('should compute the DP dashboard over all orders in the default range', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(statistics, '/statistics?item=127DP.55', cookie);
      const { equipment, statistics: stats } = body.result;
      expect(equipment).toBe('DP');
      expect(stats.quantity_inspected).toBe(6);
      expect(stats.IPC.data).toEqual([1, 3, 1, 0, 1]);
      expect(stats.wall).toEqual({ x: [78, 88, 90, 91, 93, 96], y: [1, 1, 1, 1, 1, 1] });
      expect(stats.minimum_values).toEqual({ TS_Pin: 7.5, TS_Box: 10, OD_Box: 6.5, Wall: 78 });
      expect(stats.Machining_Data).toEqual({
        Pin: { SUM: 1, OK: 3, SRF: 1, FR: 1, RF: 0 },
        Box: { SUM: 2, OK: 3, SRF: 0, FR: 0, RF: 1 },
      });
      // Pin: SUM 1, OK 3, SRF 1, FR 1 of 6 -> recut 16.7, srf 16.7, ok 4/6 = 66.7, reject (SUM+SRF) 2/6 = 33.3;
      // Box: SUM 2, OK 3, RF 1 of 6 -> recut 33.3, srf 0, ok 66.7, reject 2/6 = 33.3.
      expect(stats.machining_rates).toEqual([
        { connection: 'Pin', ok: 66.7, recut: 16.7, srf: 16.7, reject: 33.3 },
        { connection: 'Box', ok: 66.7, recut: 33.3, srf: 0, reject: 33.3 },
      ]);
      // The Total bar the panel draws from these counts: 12 ends, SUM 1+2 = 3, SRF 1, OK+FR+RF 4+4 = 8 ->
      // recut 3/12 = 25, srf 1/12 = 8.3, ok 8/12 = 66.7, reject (3+1)/12 = 33.3.
      expect(machiningTotalRate(stats.Machining_Data)).toEqual({
        connection: 'Total',
        recut: 25,
        srf: 8.3,
        ok: 66.7,
        reject: 33.3,
      });
      // Box hardbanding: OK 3, SUM_HB 2 (total 5), REJ 1 -> ok 60, reject (hardbanded) 40, rej (Rejected) 20.
      expect(stats.hb_rates).toEqual([{ connection: 'Box', ok: 60, reject: 40, rej: 20 }]);
      // Only the box is hardbanded, so its Total is the same 20 / 60 / 40.
      expect(hardbandingTotalRate(stats.Hardbanding)).toEqual({
        connection: 'Total',
        rej: 20,
        ok: 60,
        reject: 40,
      });
      expect(stats.TU_Tube).toEqual({ labels: ['OK', 'Reject'], data: [5, 1] });
      expect(stats.TJ_Tooljoint).toEqual({ labels: ['OK', 'Reject'], data: [5, 1] });
      expect(
        stats.listOfOrderData.map((row: Record<string, unknown>) => [
          row.Order_No,
          row.Quantity,
          row.Scrap,
          row.Recut,
          row.SRF,
          row.Hardbanding,
        ]),
      ).toEqual([
        ['S103', 1, 0, 2, 0, 1],
        ['S102', 2, 0, 0, 0, 0],
        ['S101', 3, 1, 1, 1, 1],
      ]);
    });

    it('should compute the DC dashboard of the drill collar, with its Total and Rejected figures', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(statistics, '/statistics?item=171DC.08', cookie);
      const { equipment, statistics: stats } = body.result;
      expect(equipment).toBe('DC');
      expect(stats.itemData[0]).toMatchObject({
        Item_No: '171DC.08',
        Equipment: 'Drill Collar',
        Grade: '4145H',
      });
      expect(stats.quantity_inspected).toBe(4);
      // IPC A, 2, B, 3 -> codes 1, 2, 2, 3.
      expect(stats.IPC.data).toEqual([1, 2, 1, 0, 0]);
      expect(stats.wall).toEqual({ x: [86, 92, 95, 97], y: [1, 1, 1, 1] });
      expect(stats.minimum_values).toEqual({ TS_Pin: 8.5, TS_Box: 11.5, OD_Box: 7.5, Wall: 86 });
      expect(stats.TU_Tube).toEqual({ labels: ['OK', 'Reject'], data: [3, 1] });
      expect(stats.TJ_Tooljoint).toEqual({ labels: ['OK', 'Reject'], data: [3, 1] });
      // DC-104 has no pin result, so the pin counts 3 ends and the box 4.
      expect(stats.Machining_Data).toEqual({
        Pin: { SUM: 1, OK: 1, SRF: 0, FR: 0, RF: 1 },
        Box: { SUM: 2, OK: 1, SRF: 1, FR: 0, RF: 0 },
      });
      // Pin of 3: recut 1/3 = 33.3, srf 0, ok (OK+RF) 2/3 = 66.7, reject 1/3 = 33.3;
      // Box of 4: recut 2/4 = 50, srf 1/4 = 25, ok 1/4 = 25, reject (SUM+SRF) 3/4 = 75.
      expect(stats.machining_rates).toEqual([
        { connection: 'Pin', recut: 33.3, srf: 0, ok: 66.7, reject: 33.3 },
        { connection: 'Box', recut: 50, srf: 25, ok: 25, reject: 75 },
      ]);
      // Total over 3 + 4 = 7 ends: SUM 3 -> 3/7 = 42.857 -> 42.9, SRF 1/7 = 14.286 -> 14.3,
      // OK+RF 3/7 -> 42.9, reject (3+1)/7 = 57.143 -> 57.1. (Averaging the rounded recut figures would give
      // (33.3 + 50) / 2 = 41.65, which is why the Total comes from the counts.)
      expect(machiningTotalRate(stats.Machining_Data)).toEqual({
        connection: 'Total',
        recut: 42.9,
        srf: 14.3,
        ok: 42.9,
        reject: 57.1,
      });
      // Box hardbanding OK 1, SUM_HB 2 (total 3), REJ 1: ok 1/3 = 33.3, reject 2/3 = 66.7, rej 1/3 = 33.3.
      expect(stats.hb_rates).toEqual([{ connection: 'Box', ok: 33.3, reject: 66.7, rej: 33.3 }]);
      expect(hardbandingTotalRate(stats.Hardbanding)).toEqual({
        connection: 'Total',
        rej: 33.3,
        ok: 33.3,
        reject: 66.7,
      });
      // Order, quantity, scrap (DC-104), recut (pin 1 + box 2), SRF (box 1), hardbanded boxes (2).
      expect(
        stats.listOfOrderData.map((row: Record<string, unknown>) => [
          row.Order_No,
          row.Quantity,
          row.Scrap,
          row.Recut,
          row.SRF,
          row.Hardbanding,
        ]),
      ).toEqual([['S112', 4, 1, 3, 1, 2]]);
    });

    it('should limit the dashboard to orders returned in the range', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(
        statistics,
        '/statistics?item=127DP.55&from=2024-05-01&to=2024-12-31',
        cookie,
      );
      const stats = body.result.statistics;
      expect(stats.quantity_inspected).toBe(2);
      expect(stats.IPC.data).toEqual([0, 1, 1, 0, 0]);
      expect(stats.minimum_values.Wall).toBe(88);
    });

    it("should say 'No orders found for selected item' when no order is returned in the range", async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(
        statistics,
        '/statistics?item=127DP.55&from=2023-01-01&to=2023-12-31',
        cookie,
      );
      expect(body.result).toEqual({ kind: 'empty', message: 'No orders found for selected item' });
    });

    it("should show another customer's item to nobody else", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const { body } = await load(statistics, '/statistics?item=127DP.55', cookie);
      expect(body.items.map((item: { itemNo: string }) => item.itemNo)).not.toContain('127DP.55');
      expect(body.result).toEqual({ kind: 'empty', message: 'No orders found for selected item' });
      expect(JSON.stringify(body.leadTime)).not.toContain('S10');
    });
  });

  describe('inspection history (/insptest)', () => {
    it('should offer only the Rig Return NS2/NS2_VTI and DS1_Cat5 orders', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(insptest, '/insptest', cookie);
      expect(body.choices.map((choice: { orderNo: string }) => choice.orderNo)).toEqual([
        'S103',
        'S102',
        'S101',
      ]);
      expect(body.inspection).toBeNull();
    });

    it('should show the chosen order and the changes from the previous inspection per serial', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(insptest, '/insptest?order=S102', cookie);
      expect(body.inspection.ipc.data).toEqual([0, 1, 1, 0, 0]);
      expect(body.inspection.wall.data).toEqual([0, 1, 1, 0, 0]);
      expect(body.inspection.itemInfo).toMatchObject({
        Item_No: '127DP.55',
        Inspection_Date: '2024-06-11',
        Grade: 'G-105',
      });
      const [first, second] = body.inspection.serials;
      // SD-001 on S102 against S101: wall 93 - 96, pin 8.25 - 8.5, box 10.75 - 11, OD 6.625 - 6.75.
      expect(first).toMatchObject({
        serial: 'SD-001',
        previous: { Order_No: 'S101' },
        diff: { Wall: -3, TS_Pin: -0.25, TS_Box: -0.25, OD_Box: -0.125 },
      });
      expect(second).toMatchObject({ serial: 'SD-004', previous: null, diff: { Wall: null } });
    });

    it('should refuse an order outside the history list without showing anything of it', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(insptest, '/insptest?order=S107', cookie);
      expect(body).toMatchObject({ unknownOrder: true, inspection: null });
    });

    it('should give the customer-wide view the latest inspection of each item', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(inspectionStats, '/inspection-stats', cookie);
      expect(body.inspections.map((i: { order: { orderNo: string } }) => i.order.orderNo)).toEqual(['S103']);
      expect(body.inspections[0].serials[0]).toMatchObject({
        serial: 'SD-001',
        previous: { Order_No: 'S102' },
        diff: { Wall: -3, TS_Pin: -0.25, TS_Box: -0.25, OD_Box: -0.125 },
      });
    });
  });

  describe('inspection view (/inspection-view)', () => {
    it('should show every inspected joint of an order outside the history rule (S112, spec NS1)', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { status, body } = await load(inspectionView, '/inspection-view/S112', cookie, {
        orderno: 'S112',
      });
      expect(status).toBe(200);
      expect(body.orderNo).toBe('S112');
      const [inspection] = body.inspections;
      expect(body.inspections).toHaveLength(1);
      expect(inspection.order).toEqual({ orderNo: 'S112', itemNo: '171DC.08', equipment: 'Drill Collar' });
      expect(inspection.serials.map((row: { serial: string }) => row.serial)).toEqual([
        'DC-101',
        'DC-102',
        'DC-103',
        'DC-104',
      ]);
      // IPC A, 2, B, 3: class 1 once, class 2 twice (2 and B), class 3 once.
      expect(inspection.ipc.data).toEqual([1, 2, 1, 0, 0]);
      expect(inspection.itemInfo.Inspection_Date).toBe('2024-08-09');
    });

    it('should take the order from the page field and answer 404 for an order with no tallies', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const field = await load(inspectionView, '/inspection-view?orderno=S112', cookie);
      expect(field.body.inspections).toHaveLength(1);
      // S107 is a lead-time line of 127LS.01 with no tallies.
      const empty = await load(inspectionView, '/inspection-view/S107', cookie, { orderno: 'S107' });
      expect(empty.status).toBe(404);
      const blank = await load(inspectionView, '/inspection-view', cookie);
      expect(blank.body).toEqual({ orderNo: null, notFound: false, inspections: [] });
    });

    it("should answer another customer's order 404 with nothing of it, by path and by field", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      for (const [path, params] of [
        ['/inspection-view/S112', { orderno: 'S112' }],
        ['/inspection-view?orderno=S112&item=171DC.08', {}],
      ] as const) {
        const response = await runRoute(
          inspectionView.loader as Parameters<typeof runRoute>[0],
          testRequest(path, { cookie }),
          undefined,
          params,
        );
        expect(response.status, path).toBe(404);
        const text = await response.text();
        for (const marker of ['S112', 'DC-101', '171DC.08', 'Stat Drilling'])
          expect(text, path).not.toContain(marker);
      }
    });

    it('should link the completed order lines that have tallies, and only those, to their inspection view', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const { body } = await load(completedOrders, '/completedorders', cookie);
      // Tallies exist for S101-S103 (127DP.55) and S112 (171DC.08); S104-S111 have none.
      expect(body.inspectionViews).toEqual({
        'S101|127DP.55': '/inspection-view/S101?item=127DP.55',
        'S102|127DP.55': '/inspection-view/S102?item=127DP.55',
        'S103|127DP.55': '/inspection-view/S103?item=127DP.55',
        'S112|171DC.08': '/inspection-view/S112?item=171DC.08',
      });
    });
  });

  describe('item statistics (/item-statistics, admin)', () => {
    it('should send a customer away without statistics', async () => {
      const cookie = await signIn(STAT_CUSTOMER);
      const response = await runRoute(
        itemStatistics.loader as Parameters<typeof runRoute>[0],
        testRequest('/item-statistics?item=127DP.55&go=1', { cookie }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).not.toContain('item-statistics');
    });

    it('should compute the item statistics, percentages to one decimal, over all selectable orders', async () => {
      const cookie = await signIn(PERSONAS.admin);
      const { body } = await load(itemStatistics, '/item-statistics?item=127DP.55&go=1', cookie);
      const { figures } = body;
      expect(figures.orders).toEqual(['S103', 'S102', 'S101']);
      expect(figures.statistics.quantity_inspected).toBe(6);
      expect(figures.statistics.Pipe_Status).toEqual({ labels: ['Accepted', 'Scrap'], data: [5, 1] });
      expect(figures.statistics.Wall).toEqual({ x: [78, 88, 90, 91, 93, 96], y: [1, 1, 1, 1, 1, 1] });
      // Total of 12 ends: recut 3/12 = 25, srf 1/12 = 8.3, ok 8/12 = 66.7, reject 4/12 = 33.3;
      // Pin: recut 1/6 = 16.7, srf 16.7, ok 4/6 = 66.7, reject (SUM+SRF) 2/6 = 33.3; Box: 2/6, 0, 4/6, 2/6.
      expect(figures.machining).toEqual([
        { connection: 'Total', recut: 25, srf: 8.3, ok: 66.7, reject: 33.3 },
        { connection: 'Pin', recut: 16.7, srf: 16.7, ok: 66.7, reject: 33.3 },
        { connection: 'Box', recut: 33.3, srf: 0, ok: 66.7, reject: 33.3 },
      ]);
      // REJ 1 of SUM_HB 2 + OK 3 = 20.0, OK 60.0, SUM_HB 40.0; only the box is hardbanded, so Total = Box.
      expect(figures.hardbanding).toEqual([
        { connection: 'Total', rej: 20, ok: 60, reject: 40 },
        { connection: 'Box', rej: 20, ok: 60, reject: 40 },
      ]);
      expect(figures.orderRows).toEqual([
        { orderNo: 'S103', date: '22.01.2025', recut: 2, srf: 0 },
        { orderNo: 'S102', date: '11.06.2024', recut: 0, srf: 0 },
        { orderNo: 'S101', date: '06.03.2024', recut: 1, srf: 1 },
      ]);
      expect(figures.panel.equipment).toBe('DP');
    });

    it('should fetch one order when one is chosen (a click on its row)', async () => {
      const cookie = await signIn(PERSONAS.admin);
      const { body } = await load(itemStatistics, '/item-statistics?item=127DP.55&orders=S101&go=1', cookie);
      expect(body.figures.orders).toEqual(['S101']);
      expect(body.figures.statistics.quantity_inspected).toBe(3);
      // Pin OK, SRF, OK of 3: srf 33.3, ok 66.7. Box SUM, OK, OK. Total of 6 ends: SUM 1/6 = 16.7,
      // SRF 1/6 = 16.7, OK 4/6 = 66.7, reject 2/6 = 33.3.
      expect(body.figures.machining.slice(0, 2)).toEqual([
        { connection: 'Total', recut: 16.7, srf: 16.7, ok: 66.7, reject: 33.3 },
        { connection: 'Pin', recut: 0, srf: 33.3, ok: 66.7, reject: 33.3 },
      ]);
    });

    it('should give both validation messages and request nothing', async () => {
      const cookie = await signIn(PERSONAS.admin);
      const none = await load(itemStatistics, '/item-statistics?item=&go=1', cookie);
      expect(none.body).toMatchObject({ message: 'Please select an item number', figures: null });
      const period = await load(
        itemStatistics,
        '/item-statistics?item=127DP.55&start=2023-01-01&end=2023-12-31&go=1',
        cookie,
      );
      expect(period.body).toMatchObject({
        message: 'No orders for item(s): 127DP.55 for period 01.01.2023 - 31.12.2023',
        figures: null,
        selectable: [],
      });
    });

    it('should limit the selectable orders to the range, both dates included', async () => {
      const cookie = await signIn(PERSONAS.admin);
      const { body } = await load(
        itemStatistics,
        '/item-statistics?item=127DP.55&start=2024-03-01&end=2024-06-07',
        cookie,
      );
      expect(body.selectable).toEqual([
        { ono: 'S102', date: '2024-06-07' },
        { ono: 'S101', date: '2024-03-01' },
      ]);
    });
  });
});
