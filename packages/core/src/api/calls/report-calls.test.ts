import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecordingHost, rejectionOf, startFakeServer, url } from '../test-support/fake-host.js';
import { bhaReportRow } from '../test-support/fixtures.js';

const server = startFakeServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const USERNAME = { username: 'Acme Drilling' };

/** Lets real I/O (the fake server) run, without moving fake time, until `done` or `turns` event-loop turns. */
async function settled(done: () => boolean, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn += 1)
    await new Promise((resolve) => setImmediate(resolve));
}

describe('inspectionBHA', () => {
  it('should try 5 times, 1000 ms apart, then give empty lists', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const attemptsAt: number[] = [];
    server.use(
      http.get(url('/inspectionBHA'), () => {
        attemptsAt.push(Date.now());
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const { api } = createRecordingHost({ timeout: false });
    const start = Date.now();
    let result: unknown;
    const pending = api.inspectionBHA(USERNAME).then((lists) => {
      result = lists;
    });
    await settled(() => attemptsAt.length === 1 && vi.getTimerCount() === 1);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await vi.advanceTimersByTimeAsync(999);
      await settled(() => false, 20);
      expect(attemptsAt).toHaveLength(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      await settled(() => attemptsAt.length === attempt && (attempt === 5 || vi.getTimerCount() === 1));
    }
    await pending;
    expect(attemptsAt.map((at) => at - start)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(result).toEqual({ multi_detail: [], dim: [], misc: [], elevator: [] });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled(() => false, 20);
    expect(attemptsAt).toHaveLength(5);
  });

  it('should stop retrying as soon as an attempt succeeds', async () => {
    let attempts = 0;
    const waits: number[] = [];
    server.use(
      http.get(url('/inspectionBHA'), () => {
        attempts += 1;
        if (attempts < 3) return HttpResponse.error();
        return HttpResponse.json({
          multi_detail: [bhaReportRow('Multi')],
          dim: [bhaReportRow('Dimentional')],
          misc: [bhaReportRow('Miscellaneouse')],
          elevator: [bhaReportRow('Elevator')],
        });
      }),
    );
    const { api } = createRecordingHost({ sleep: async (ms) => void waits.push(ms) });
    const lists = await api.inspectionBHA(USERNAME);
    expect(attempts).toBe(3);
    expect(waits).toEqual([1000, 1000]);
    expect(lists.misc[0]?.report_type).toBe('Miscellaneouse');
  });

  it('should retry an answer that fails its schema, then give empty lists', async () => {
    let attempts = 0;
    server.use(
      http.get(url('/inspectionBHA_OLD'), () => {
        attempts += 1;
        return HttpResponse.json({ multi_detail: [bhaReportRow('Single')], dim: [] });
      }),
    );
    const { api } = createRecordingHost({ sleep: async () => undefined });
    expect(await api.inspectionBHA_OLD(USERNAME)).toEqual({ multi_detail: [], dim: [] });
    expect(attempts).toBe(5);
  });

  it('should not retry once the user is signed out', async () => {
    let attempts = 0;
    server.use(
      http.get(url('/inspectionBHA'), () => {
        attempts += 1;
        return HttpResponse.json({ status: 'FAIL' }, { status: 401 });
      }),
    );
    const { api, events } = createRecordingHost({ sleep: async () => undefined });
    expect((await rejectionOf(api.inspectionBHA(USERNAME))).code).toBe('auth');
    expect(attempts).toBe(1);
    expect(events.signOuts).toHaveLength(1);
  });
});

describe('keystone', () => {
  it('should flatten the map of lists into one list of the rows in each first element', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(url('/keystone'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          Multi: [[bhaReportRow('Multi'), bhaReportRow('Multi')], 'ignored second element'],
          Elevator: [[bhaReportRow('Elevator')]],
          Dimentional: [],
        });
      }),
    );
    const { api } = createRecordingHost();
    const rows = await api.keystone({ serial_no: 'JAR-77', customer: 'Acme Drilling' });
    expect(rows.map((row) => row.report_type)).toEqual(['Multi', 'Multi', 'Elevator']);
    expect(Object.fromEntries(query ?? [])).toEqual({ serial_no: 'JAR-77', customer: 'Acme Drilling' });
  });

  it('should name the row that is not a serial history row', async () => {
    server.use(http.get(url('/keystone'), () => HttpResponse.json({ Multi: [[{ report_type: 'Multi' }]] })));
    const { api } = createRecordingHost();
    await expect(api.keystone({ serial_no: 'JAR-77' })).rejects.toMatchObject({
      code: 'schema',
      call: 'keystone',
      path: 'Multi[0][0].Serial_No',
    });
  });
});

describe('statistics', () => {
  it('should send /statistics/item the orders comma-joined and the item number', async () => {
    let query: URLSearchParams | undefined;
    const series = { labels: ['1', '2'], data: [10, 2] };
    const xy = { x: [1, 2], y: [3, 4] };
    const counts = { SUM: 1, OK: 5, SRF: 0, FR: 0, RF: 1 };
    server.use(
      http.get(url('/statistics/item'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          IPC: series,
          Machining_Data: { Pin: counts, Box: counts },
          TJ_Tooljoint: series,
          TU_Tube: series,
          ItemData: [{ Item_No: '550DP.12' }],
          Tongspace: { Pin: xy, Box: xy },
          OD: { Box: xy },
          Wall: xy,
          minimum_values: { TS_Pin: 6.2 },
        });
      }),
    );
    const { api } = createRecordingHost();
    const stats = await api.statisticsItem({ itemNumber: '550DP.12', orders: ['40211', 40388] });
    expect(query?.get('orders')).toBe('40211,40388');
    expect(query?.get('itemNumber')).toBe('550DP.12');
    expect(stats.quantity_inspected).toBe(0);
  });

  it('should refuse a statistics request without orders', async () => {
    const { api } = createRecordingHost();
    expect((await rejectionOf(api.statisticsItem({ itemNumber: '550DP.12', orders: [] }))).code).toBe(
      'bad-input',
    );
    expect((await rejectionOf(api.statisticsEquipment({ itemNumber: '', orders: ['1'] }))).code).toBe(
      'bad-input',
    );
  });

  it('should POST the statistics page GO as JSON and read the equipment dashboard', async () => {
    let body: unknown;
    server.use(
      http.post(url('/statistics/equipment'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ equipment: 'XX', statistics: {} });
      }),
    );
    const { api } = createRecordingHost();
    const error = await rejectionOf(
      api.statisticsEquipment({
        itemNumber: '550DP.12',
        orders: [40211],
        from: '2020-01-01',
        to: '2070-01-01',
      }),
    );
    expect(body).toEqual({ itemNumber: '550DP.12', orders: ['40211'], from: '2020-01-01', to: '2070-01-01' });
    expect([error.code, error.path]).toEqual(['schema', 'equipment']);
  });
});

describe('admin', () => {
  it('should create and delete customers with real calls', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post(url('/createCustomer'), async ({ request }) => {
        bodies.create = await request.json();
        return HttpResponse.json({ customer_id: 'C-2', recordid: 4 });
      }),
      http.post(url('/deleteCustomer'), async ({ request }) => {
        bodies.delete = await request.json();
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    const { api } = createRecordingHost();
    const created = await api.createCustomer({
      customer: 'Nordic Rigs',
      org_no: '912345678',
      assets: ['Rig 1'],
    });
    const deleted = await api.deleteCustomer({ customer_id: created.customer_id });
    expect(bodies).toEqual({
      create: { customer: 'Nordic Rigs', org_no: '912345678', assets: ['Rig 1'] },
      delete: { customer_id: 'C-2' },
    });
    expect(deleted.status).toBe('OK');
  });

  it('should reject an edit answer other than status OK', async () => {
    server.use(http.post(url('/editCustomer'), () => HttpResponse.json({ status: 'FAILED' })));
    const { api } = createRecordingHost();
    await expect(api.editCustomer({ customer: 'Acme Drilling', assets: [] })).rejects.toMatchObject({
      code: 'schema',
      path: 'status',
    });
  });
});

describe('usertest', () => {
  it('should resolve even when the call fails (fire and forget)', async () => {
    let called = false;
    server.use(
      http.get(url('/usertest'), () => {
        called = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { api } = createRecordingHost();
    await expect(api.usertest()).resolves.toBeUndefined();
    expect(called).toBe(true);
  });
});
