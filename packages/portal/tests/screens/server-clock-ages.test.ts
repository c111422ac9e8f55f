import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { bhaInventoryColumns } from '../../app/components/inventory/bha-inventory-table.js';
import * as pipeType from '../../app/routes/account/pipe-type.js';
import * as inventory from '../../app/routes/inventory/inventory.js';
import * as racklocation from '../../app/routes/racks/rack-location.js';
import { systemClock } from '../../app/server/clock/system-clock.server.js';
import { parseEnv } from '../../app/server/config/env.server.js';
import { setPortalRuntime } from '../../app/server/runtime/portal-runtime.server.js';
import { createRequestContext } from '../../app/server/security/request-context.server.js';
import {
  type TubularInventoryRow,
  tubularInventoryColumns,
} from '../../app/shared/tubular-inventory-columns.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

type Loader = Parameters<typeof runRoute>[0];

// The inventory's rows stream in behind the page: the test waits for them before its database goes away.
async function inventoryData(cookie: string) {
  const request = testRequest('/inventory', { cookie });
  const url = new URL(request.url);
  const data = await inventory.loader({
    request,
    url,
    pattern: url.pathname,
    params: {},
    context: createRequestContext('203.0.113.7'),
  } as unknown as Parameters<typeof inventory.loader>[0]);
  await ('rows' in data ? data.rows : data.bha);
  return data;
}

// Expected values worked out by hand. PORTAL_NOW 2026-11-26T10:00:00+01:00 is 09:00 UTC, 26 November in
// Oslo. From 22 October: 9 days to the end of October and 26 in November make 35 days (rack view: yellow,
// 17 to 61). 10 November is 16 days (green); 25 September is 5 + 31 + 26 = 62 days (red).
describe('given the portal started with PORTAL_NOW=2026-11-26T10:00:00+01:00', () => {
  const portal = useTestPortal('sqlite');

  beforeEach(async () => {
    const { runtime, database } = portal();
    const env = parseEnv(
      { PORTAL_DATA_DIR: database.dataDir, NODE_ENV: 'test', PORTAL_NOW: '2026-11-26T10:00:00+01:00' },
      database.dataDir,
    );
    setPortalRuntime({ ...runtime, env, now: systemClock(env) });
    for (const [serial, inspected] of [
      ['NW-0001', '2026-10-22'],
      ['NW-0002', '2026-11-10'],
      ['NW-0003', '2026-09-25'],
    ] as const) {
      await database.handle.db
        .updateTable('serials')
        .set({ Date_Inspected: inspected })
        .where('Serial_Number', '=', serial)
        .execute();
    }
  });

  it("should hand the server's clock to the tubular inventory", async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const data = await inventoryData(cookie);
    expect(data.pipeType).toBe('Tubular');
    expect(data.clock).toEqual({ now: '2026-11-26T09:00:00.000Z', today: '2026-11-26' });
  });

  it('should read a joint inspected 22.10.2026 as 35 days old on the rack location view', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await runRoute(racklocation.loader as Loader, testRequest('/racklocation', { cookie }));
    const loaderData = await response.json();
    expect(loaderData.clock).toEqual({ now: '2026-11-26T09:00:00.000Z', today: '2026-11-26' });
    const page = racklocation.default as (props: { loaderData: unknown }) => ReturnType<typeof createElement>;
    const Stub = createRoutesStub([{ id: 'racklocation', path: '/racklocation', Component: page }]);
    const html = renderToStaticMarkup(
      createElement(Stub, {
        initialEntries: ['/racklocation'],
        hydrationData: { loaderData: { racklocation: loaderData } },
      }),
    );
    expect(html).toMatch(
      /data-colour="yellow"[^>]*aria-label="Position 1: NW-0001, item 550DP.12, inspected 22.10.2026 \(35 days ago\)"/,
    );
    expect(html).toMatch(/data-colour="green"[^>]*aria-label="Position 2: NW-0002[^"]*\(16 days ago\)"/);
    expect(html).toMatch(/data-colour="red"[^>]*aria-label="Position 3: NW-0003[^"]*\(62 days ago\)"/);
  });

  it("should hand the server's clock to the BHA inventory", async () => {
    const cookie = await signIn(PERSONAS.customerA);
    await runRoute(pipeType.action, testRequest('/pipe-type', { cookie, form: { pipeType: 'BHA' } }));
    const data = await inventoryData(cookie);
    expect(data.pipeType).toBe('BHA');
    expect(data.clock).toEqual({ now: '2026-11-26T09:00:00.000Z', today: '2026-11-26' });
  });
});

// 2026-11-26T09:00Z: from 20 November 6 days (expires 20.05.2027, 0 days); from 22 May 188 days and 9 h,
// 6.19 months of 30.44 days (red), expired 22.11.2026, 4 days past due; from 28 August 90 days 9 h, 2.97
// months (green); from 26 August 92 days 9 h, 3.03 months (yellow).
describe('the BHA inventory columns on the clock 2026-11-26T09:00:00Z, today 2026-11-26', () => {
  const columns = bhaInventoryColumns(
    { now: '2026-11-26T09:00:00.000Z', today: '2026-11-26' },
    false,
    () => {},
  );
  const column = (id: string) => columns.find((c) => c.id === id);
  const tool = (Last_Inspection_Date: string) => ({
    Serial_No: 'NW-BHA1',
    Serial_No_Alt: null,
    Material_Number: null,
    Description: null,
    Connection_Box: null,
    Connection_Pin: null,
    Current_Location: null,
    Last_Inspection_Date,
    Asset: null,
    report_type: null,
    Report_ID: null,
  });

  it.each([
    ['2026-11-20', '0 days', 'green'],
    ['2026-05-22', '4 days', 'red'],
    ['2026-08-28', '0 days', 'green'],
    ['2026-08-26', '0 days', 'yellow'],
  ])('should show a tool inspected %s as %s past due, its date %s', (inspected, pastDue, colour) => {
    expect(column('Days_Past_Due')?.accessor(tool(inspected))).toBe(pastDue);
    expect(column('Last_Inspection_Date')?.colour?.(tool(inspected))).toBe(colour);
  });
});

// 2026-11-26T09:00Z: from 30 June 149 days 9 h, 4.91 months of 30.44 days; from 26 June 153 days 9 h, 5.04
// months; from 20 May 190 days 9 h, 6.25 months.
describe('the Overview Date colour of the tubular inventory at 2026-11-26T09:00:00Z', () => {
  const colourOf = (overviewDate: string, inspectionDateColouring: boolean) => {
    const columns = tubularInventoryColumns({
      rangeColumn: false,
      stringNumberLabel: null,
      inspectionDateColouring,
      highlightRange3: false,
      fleet: false,
      now: '2026-11-26T09:00:00.000Z',
      onCount: () => {},
      onCertificate: () => {},
    });
    const row = { Overview_Date: overviewDate } as TubularInventoryRow;
    return columns.find((column) => column.id === 'Overview_Date')?.colour?.(row);
  };

  it.each([
    ['2026-06-30', 'yellow', 'green'],
    ['2026-06-26', 'yellow', 'orange'],
    ['2026-05-20', 'red', 'red'],
  ])(
    'should colour %s %s in the circle and %s for a customer with the 5-month colouring',
    (date, circle, customer) => {
      expect(colourOf(date, false)).toBe(circle);
      expect(colourOf(date, true)).toBe(customer);
    },
  );
});
