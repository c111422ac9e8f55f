import { describe, expect, it } from 'vitest';
import * as joint from '../../app/routes/joints/joint.js';
import * as tool from '../../app/routes/joints/tool.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

const RITA_RIG_B = 'rita@rigready.test';

async function open(module: typeof joint | typeof tool, path: string, serial: string, email: string | null) {
  const cookie = email === null ? null : await signIn(email);
  return runRoute(
    module.loader as Parameters<typeof runRoute>[0],
    testRequest(`${path}/${serial}`, { cookie }),
    undefined,
    { serial },
  );
}

describe.each(DIALECTS)('given the two-customers fixture on %s, the joint and tool pages', (dialect) => {
  useTestPortal(dialect);

  it("should show a customer its own joint and tool, with the joint's item and place", async () => {
    const page = await open(joint, '/joints', 'NW-0001', PERSONAS.customerA);
    expect(page.status).toBe(200);
    const { joint: state, events } = (await page.json()) as {
      joint: Record<string, unknown>;
      events: { kind: string; date: string }[];
    };
    expect(state).toMatchObject({ serial: 'NW-0001', rack: 'R1', position: 1, location: 'Rig Ready' });
    expect(events).toEqual([
      expect.objectContaining({ date: '2025-06-19', kind: 'inspected', title: 'Inspected: Accepted' }),
    ]);
    const toolPage = await open(tool, '/tools', 'NW-BHA1', PERSONAS.customerA);
    expect(toolPage.status).toBe(200);
  });

  it("should answer 404 for another customer's serial, an asset the user may not see and an unknown one", async () => {
    expect((await open(joint, '/joints', 'PO-0001', PERSONAS.customerA)).status).toBe(404);
    expect((await open(tool, '/tools', 'PO-BHA1', PERSONAS.customerA)).status).toBe(404);
    // Polar has a joint NW-0001 of its own (serial numbers are unique per customer): it sees that one.
    expect((await open(joint, '/joints', 'NW-0002', PERSONAS.customerB)).status).toBe(404);
    const polarsOwn = await open(joint, '/joints', 'NW-0001', PERSONAS.customerB);
    expect(((await polarsOwn.json()) as { joint: { asset: string } }).joint.asset).toBe('Rig P');
    expect((await open(joint, '/joints', 'NW-0001', RITA_RIG_B)).status).toBe(404);
    expect((await open(joint, '/joints', 'NW-9999', PERSONAS.customerA)).status).toBe(404);
  });

  it("should let an admin who views as no customer pick one customer's joint of a shared serial", async () => {
    const first = await open(joint, '/joints', 'NW-0001', PERSONAS.admin);
    expect(await first.json()).toMatchObject({
      customer: 'Northwind Drilling',
      otherCustomers: ['Polar Energy'],
      joint: { asset: 'Rig A' },
    });
    const cookie = await signIn(PERSONAS.admin);
    const polars = await runRoute(
      joint.loader as Parameters<typeof runRoute>[0],
      testRequest('/joints/NW-0001?customer=Polar%20Energy', { cookie }),
      undefined,
      { serial: 'NW-0001' },
    );
    // Polar's NW-0001 has no tally: Northwind's inspection of its own NW-0001 is not Polar's joint's life.
    expect(await polars.json()).toMatchObject({
      customer: 'Polar Energy',
      otherCustomers: ['Northwind Drilling'],
      joint: { asset: 'Rig P' },
      events: [],
    });
  });

  it('should send a signed-out visitor to sign in', async () => {
    const page = await open(joint, '/joints', 'NW-0001', null);
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/login');
  });
});
