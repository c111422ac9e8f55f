import { describe, expect, it } from 'vitest';
import * as importRun from '../../app/routes/imports/import-run.js';
import * as imports from '../../app/routes/imports/import-runs.js';
import {
  finishImportRun,
  noteImportRun,
  startImportRun,
} from '../../app/server/importer/import-runs.server.js';
import { runImport } from '../../app/server/importer/run-import.server.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];

const WHEN = /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/;
const SECONDS = /^\d+(\.\d)? s$/;

// The two-customers fixture's rows per file (its own test in tests/data/import.test.ts lists them).
const TWO_CUSTOMERS_ROWS: [string, string, number][] = [
  ['customers', 'customers.json', 2],
  ['users', 'users.json', 5],
  ['items', 'items.json', 3],
  ['racks', 'racks.json', 2],
  ['serials', 'serials.ndjson', 27],
  ['bha_items', 'bha_items.json', 2],
  ['orders', 'orders.json', 3],
  ['bha_orders', 'bha_orders.json', 2],
  ['deliveries', 'deliveries.json', 2],
  ['bha_deliveries', 'bha_deliveries.json', 2],
  ['received', 'received.json', 2],
  ['preinvoices', 'preinvoices.json', 2],
  ['bha_preinvoices', 'bha_preinvoices.json', 2],
  ['bha_reports', 'bha_reports.json', 2],
  ['ncr', 'ncr.json', 2],
  ['chiksan', 'chiksan.json', 2],
  ['tcp', 'tcp.json', 2],
  ['tallies', 'tallies.json', 2],
  ['certificates', 'certificates.json', 3],
];

const INVALID_PROBLEMS = [
  'items.json:1 certificates: document documents/certificates/missing.pdf does not exist in the data set',
  'items.json:2 Customer: unknown customer "Nobody Inc"',
  'serials.ndjson:2 Item_No: no item "999XX.1" in items for customer "Northwind Drilling"',
  expect.stringMatching(/^serials\.ndjson:3 \(row\): not valid JSON \(/),
  'serials.ndjson:4 Current_Location: must be one of Rig Ready, Req VTI, Inspection, Booked, Backlog, ' +
    'Machining, Hardbanding, Scrap, Limited Service, IPC, On Hold, Shipped Scrap, Shipped (got "Rig Redy")',
  'serials.ndjson:5 Date_Inspected: must be a date YYYY-MM-DD (got "2025-02-30")',
  'serials.ndjson:6 Position: must not be negative (got -2)',
  'serials.ndjson:7 Asset: "Rig Z" is not one of the assets of customer "Northwind Drilling"',
  'orders.json:1 QTY_Recived: must not be negative (got -3)',
  'orders.json:1 documents: document documents/orders/1.pdf does not exist in the data set',
  'ncr.json:1 file: must be a relative path inside the data set (got "../outside.pdf")',
];

describe.each(DIALECTS)('the Imports screens /imports and /imports/:id (%s)', (dialect) => {
  const portal = useTestPortal(dialect);

  const list = async (cookie: string, query = '') =>
    runRoute(imports.loader as RouteFn, testRequest(`/imports${query}`, { cookie }));
  const run = async (cookie: string, id: string) =>
    runRoute(importRun.loader as unknown as RouteFn, testRequest(`/imports/${id}`, { cookie }), undefined, {
      id,
    });

  /** A finished demo-data run of the first start, with every count set, on 10 January (07:00 in Oslo). */
  async function recordDemoRun(): Promise<string> {
    const { handle } = portal().database;
    const id = await startImportRun(
      handle,
      { source: 'start', actor: 'portal' },
      new Date('2026-01-10T06:00:00Z'),
    );
    await finishImportRun(
      handle,
      id,
      {
        status: 'succeeded',
        summary: {
          orders: { file: 'orders.json', rows: 12, added: 10, changed: 2, deleted: 0 },
          serials: { file: 'serials.ndjson', rows: 300, added: 280, changed: 15, deleted: 4 },
        },
        problems: [],
        durationMs: 127_400,
      },
      new Date('2026-01-10T06:02:07.400Z'),
    );
    return id;
  }

  /** An API run still applying on 1 February at 23:00 UTC (midnight in Oslo), with a manifest. */
  async function recordRunningRun(): Promise<string> {
    const { handle } = portal().database;
    const id = await startImportRun(
      handle,
      { source: 'api', actor: 'nightly-ifs' },
      new Date('2026-02-01T23:00:00Z'),
    );
    await noteImportRun(handle, id, {
      status: 'applying',
      manifest: {
        dataset: '2026-02-01',
        exported_at: '2026-02-01T22:55:00Z',
        full: true,
        files: ['serials.ndjson'],
      },
      progress: { file: 'serials.ndjson', rows: 20_000 },
    });
    return id;
  }

  /** A command run that failed on 2 March (10:15 in Oslo) after 1.25 s. */
  async function recordFailedRun(): Promise<string> {
    const { handle } = portal().database;
    const id = await startImportRun(
      handle,
      { source: 'command', actor: 'ops@etl-1' },
      new Date('2026-03-02T09:15:00Z'),
    );
    await finishImportRun(
      handle,
      id,
      {
        status: 'failed',
        summary: null,
        problems: [
          {
            file: '/srv/exports/2026-03',
            row: 0,
            field: '(import)',
            reason: 'EACCES: permission denied, open serials.ndjson',
          },
        ],
        durationMs: 1250,
      },
      new Date('2026-03-02T09:15:01.250Z'),
    );
    return id;
  }

  it('should send customers and guests away from both pages, and the signed-out to /login', async () => {
    const id = await recordDemoRun();
    for (const [email, home] of [
      [PERSONAS.customerA, '/home'],
      [PERSONAS.customerB, '/home'],
      [PERSONAS.guestA, '/dp'],
    ] as const) {
      const cookie = await signIn(email);
      expect((await list(cookie)).headers.get('Location'), email).toBe(home);
      expect((await run(cookie, id)).headers.get('Location'), email).toBe(home);
    }
    expect((await runRoute(imports.loader as RouteFn, testRequest('/imports'))).headers.get('Location')).toBe(
      '/login',
    );
    expect(
      (
        await runRoute(importRun.loader as unknown as RouteFn, testRequest(`/imports/${id}`), undefined, {
          id,
        })
      ).headers.get('Location'),
    ).toBe('/login');
  });

  it('should list every run newest first: when in Oslo, source, who, status, summed counts, problems and duration', async () => {
    const { handle, store } = portal().database;
    const demo = await recordDemoRun();
    const running = await recordRunningRun();
    const failed = await recordFailedRun();
    const command = await runImport(handle, store, FIXTURES.twoCustomers, {
      source: 'command',
      actor: 'ops@etl-1',
    });
    const refused = await runImport(handle, store, FIXTURES.invalid, { source: 'api', actor: 'nightly-ifs' });

    const answer = await list(await signIn(PERSONAS.admin));
    expect(answer.status).toBe(200);
    const { runs, older } = (await answer.json()) as {
      runs: Record<string, unknown>[];
      older: string | null;
    };
    expect(older).toBeNull();
    expect(runs.map((line) => line.id)).toEqual([refused.runId, command.runId, failed, running, demo]);
    expect(runs[0]).toEqual({
      id: refused.runId,
      startedAt: expect.any(String),
      when: expect.stringMatching(WHEN),
      source: 'API',
      actor: 'nightly-ifs',
      status: 'refused',
      statusLabel: 'Refused',
      rows: null,
      added: null,
      changed: null,
      unchanged: null,
      deleted: null,
      problems: 11,
      duration: expect.stringMatching(SECONDS),
    });
    // What a re-import of the same folder adds or changes is the importer's to count; its rows are the files'.
    expect(runs[1]).toEqual({
      id: command.runId,
      startedAt: expect.any(String),
      when: expect.stringMatching(WHEN),
      source: 'Command',
      actor: 'ops@etl-1',
      status: 'succeeded',
      statusLabel: 'Succeeded',
      rows: 69,
      added: expect.any(Number),
      changed: expect.any(Number),
      unchanged: expect.any(Number),
      deleted: expect.any(Number),
      problems: 0,
      duration: expect.stringMatching(SECONDS),
    });
    expect(runs.slice(2)).toEqual([
      {
        id: failed,
        startedAt: '2026-03-02T09:15:00.000Z',
        when: '02.03.2026 10:15',
        source: 'Command',
        actor: 'ops@etl-1',
        status: 'failed',
        statusLabel: 'Failed',
        rows: null,
        added: null,
        changed: null,
        unchanged: null,
        deleted: null,
        problems: 1,
        duration: '1.3 s',
      },
      {
        id: running,
        startedAt: '2026-02-01T23:00:00.000Z',
        when: '02.02.2026 00:00',
        source: 'API',
        actor: 'nightly-ifs',
        status: 'applying',
        statusLabel: 'Applying',
        rows: null,
        added: null,
        changed: null,
        unchanged: null,
        deleted: null,
        problems: 0,
        duration: null,
      },
      {
        id: demo,
        startedAt: '2026-01-10T06:00:00.000Z',
        when: '10.01.2026 07:00',
        source: 'Demo data',
        actor: 'portal',
        status: 'succeeded',
        statusLabel: 'Succeeded',
        rows: 312,
        added: 290,
        changed: 17,
        // The rows read that wrote nothing: 312 - 290 - 17 = 5 (serials' 300 - 280 - 15; orders' 12 - 10 - 2 = 0).
        unchanged: 5,
        deleted: 4,
        problems: 0,
        duration: '2 min 07 s',
      },
    ]);
  });

  it('should page back 50 runs at a time from the start of the last run shown', async () => {
    const { handle } = portal().database;
    // 51 runs, one a minute from 1 May 00:00 UTC: the newest 50 on the first page, the oldest on the next.
    for (let minute = 0; minute <= 50; minute += 1)
      await startImportRun(
        handle,
        { source: 'command', actor: `run-${minute}` },
        new Date(Date.UTC(2026, 4, 1, 0, minute)),
      );
    const cookie = await signIn(PERSONAS.admin);

    const first = (await (await list(cookie)).json()) as { runs: { actor: string }[]; older: string | null };
    expect(first.runs).toHaveLength(50);
    expect(first.runs[0]?.actor).toBe('run-50');
    expect(first.runs[49]?.actor).toBe('run-1');
    expect(first.older).toBe('2026-05-01T00:01:00.000Z');

    const next = (await (await list(cookie, `?before=${first.older}`)).json()) as {
      runs: { actor: string; when: string }[];
      older: string | null;
    };
    expect(next.runs.map((line) => [line.actor, line.when])).toEqual([['run-0', '01.05.2026 02:00']]);
    expect(next.older).toBeNull();
  });

  it('should refuse a "before" that is no time, saying what it must be', async () => {
    const cookie = await signIn(PERSONAS.admin);
    for (const before of ['yesterday', '2026-13-45T00:00:00Z', "2026-01-01T00:00:00Z' or 1=1"]) {
      const answer = await list(cookie, `?before=${encodeURIComponent(before)}`);
      expect(answer.status, before).toBe(400);
      expect(await answer.json()).toEqual({
        message: `"before" must be a UTC time such as 2026-11-26T07:14:05.000Z, not "${before}"`,
      });
    }
  });

  it('should show a succeeded run with a line per entity and its counts', async () => {
    const id = await recordDemoRun();
    const answer = await run(await signIn(PERSONAS.admin), id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      run: {
        id,
        startedAt: '2026-01-10T06:00:00.000Z',
        when: '10.01.2026 07:00',
        source: 'Demo data',
        actor: 'portal',
        status: 'succeeded',
        statusLabel: 'Succeeded',
        rows: 312,
        added: 290,
        changed: 17,
        // The rows read that wrote nothing: 312 - 290 - 17 = 5 (serials' 300 - 280 - 15; orders' 12 - 10 - 2 = 0).
        unchanged: 5,
        deleted: 4,
        problems: 0,
        duration: '2 min 07 s',
      },
      finished: '10.01.2026 07:02',
      progress: null,
      entities: [
        { entity: 'orders', file: 'orders.json', rows: 12, added: 10, changed: 2, unchanged: 0, deleted: 0 },
        {
          entity: 'serials',
          file: 'serials.ndjson',
          rows: 300,
          added: 280,
          changed: 15,
          unchanged: 5,
          deleted: 4,
        },
      ],
      manifest: null,
      problems: [],
      running: false,
    });
  });

  it('should show an imported folder with the rows of each of its files', async () => {
    const { handle, store } = portal().database;
    const { runId } = await runImport(handle, store, FIXTURES.twoCustomers, {
      source: 'command',
      actor: 'ops@etl-1',
    });
    const page = (await (await run(await signIn(PERSONAS.admin), runId)).json()) as {
      entities: { entity: string; file: string; rows: number }[];
      finished: string;
    };
    expect(page.entities.map(({ entity, file, rows }) => [entity, file, rows])).toEqual(TWO_CUSTOMERS_ROWS);
    expect(page.finished).toMatch(WHEN);
  });

  it('should show a refused run with each problem as file:row field: reason', async () => {
    const { handle, store } = portal().database;
    const { runId } = await runImport(handle, store, FIXTURES.invalid, {
      source: 'api',
      actor: 'nightly-ifs',
    });
    const page = (await (await run(await signIn(PERSONAS.admin), runId)).json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      run: { status: 'refused', statusLabel: 'Refused', problems: 11, rows: null },
      entities: [],
      manifest: null,
      progress: null,
    });
    expect(page.problems).toEqual(INVALID_PROBLEMS);
  });

  it('should show a failed run with the error that stopped it', async () => {
    const id = await recordFailedRun();
    const page = (await (await run(await signIn(PERSONAS.admin), id)).json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      run: { status: 'failed', statusLabel: 'Failed', problems: 1, duration: '1.3 s' },
      finished: '02.03.2026 10:15',
      entities: [],
    });
    expect(page.problems).toEqual([
      '/srv/exports/2026-03:0 (import): EACCES: permission denied, open serials.ndjson',
    ]);
  });

  it('should show a run under way with the file it reads and its manifest in words', async () => {
    const id = await recordRunningRun();
    expect(await (await run(await signIn(PERSONAS.admin), id)).json()).toEqual({
      run: {
        id,
        startedAt: '2026-02-01T23:00:00.000Z',
        when: '02.02.2026 00:00',
        source: 'API',
        actor: 'nightly-ifs',
        status: 'applying',
        statusLabel: 'Applying',
        rows: null,
        added: null,
        changed: null,
        unchanged: null,
        deleted: null,
        problems: 0,
        duration: null,
      },
      finished: null,
      progress: { file: 'serials.ndjson', rows: 20_000 },
      entities: [],
      manifest: [
        { label: 'dataset', text: '2026-02-01' },
        { label: 'exported_at', text: '01.02.2026 23:55' },
        { label: 'full', text: 'yes' },
        { label: 'files', text: 'serials.ndjson' },
      ],
      problems: [],
      running: true,
    });
  });

  it('should keep the first 1000 problems of a run and count all of them', async () => {
    const { handle } = portal().database;
    const id = await startImportRun(
      handle,
      { source: 'api', actor: 'nightly-ifs' },
      new Date('2026-04-01T08:00:00Z'),
    );
    const problems = Array.from({ length: 1200 }, (_, index) => ({
      file: 'serials.ndjson',
      row: index + 1,
      field: 'Position',
      reason: 'must not be negative (got -1)',
    }));
    await finishImportRun(
      handle,
      id,
      { status: 'refused', summary: null, problems, durationMs: 900 },
      new Date(),
    );
    const page = (await (await run(await signIn(PERSONAS.admin), id)).json()) as {
      run: { problems: number };
      problems: string[];
    };
    expect(page.run.problems).toBe(1200);
    expect(page.problems).toHaveLength(1000);
    expect(page.problems[0]).toBe('serials.ndjson:1 Position: must not be negative (got -1)');
    expect(page.problems[999]).toBe('serials.ndjson:1000 Position: must not be negative (got -1)');
  });

  it('should answer 404 with a message for an id no run has', async () => {
    const answer = await run(await signIn(PERSONAS.admin), 'no-such-run');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'There is no import run no-such-run' });
  });
});
