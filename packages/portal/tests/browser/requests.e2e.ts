// A customer ticks joints in the inventory's string drill-down and asks for their inspection; the admin
// works the request through the queue to done; the customer's page shows the dated history. At 1280 and
// at 390 px, with nothing for axe to find on the form, the request's page and the queue.
//
// The portal's clock stands at PORTAL_NOW, 29.11.2026 10:00 in Oslo, so every time shown is that one;
// each width makes its own request, numbered in turn: RQ-2026-0001 at 1280 px, RQ-2026-0002 at 390 px.
// The two-customers fixture's string S2 of Rig A holds NW-0014 and NW-0015, both Rig Ready (Carl's joints).
// The system of record's side: an integration key an admin creates on /integrations reads the request from
// the outbox and answers its status through POST /api/requests/<number>/status, as curl would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from '../screens/browser-screens.js';
import { axeViolations } from './support/axe-violations.js';
import { DESK, usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const ADMIN = 'admin@rigready.test';
const AT = '29.11.2026 10:00';
const PHONE = { width: 390, height: 844 };

const CASES = [
  { width: DESK.width, viewport: DESK, number: 'RQ-2026-0001' },
  { width: PHONE.width, viewport: PHONE, number: 'RQ-2026-0002' },
];

const historyOf = (page: Page) =>
  page.locator('ol.rr-request-history li').evaluateAll((items) => items.map((item) => item.textContent));

describe('given the built portal with two customers, a request from ticked joints to done', () => {
  const portal = usePortal({
    env: {
      PORTAL_DEMO_DATA: 'off',
      PORTAL_ADMIN_SECOND_FACTOR: 'off',
      PORTAL_NOW: '2026-11-29T09:00:00.000Z',
    },
    dataSet: 'two-customers',
  });

  it.each(CASES)('should go from the drill-down to done at $width px', async ({ viewport, number }) => {
    const customer = await portal.signedInPage(CUSTOMER, { context: { viewport } });
    await customer.goto(`${portal.baseUrl}/inventory?string=S2`);
    const list = customer.getByRole('dialog');
    await list.locator('tbody tr').first().waitFor();
    await list.getByRole('checkbox', { name: 'Select NW-0014' }).check();
    await list.getByRole('checkbox', { name: 'Select NW-0015' }).check();
    await list.getByRole('button', { name: 'Request… (2)' }).click();

    await customer.waitForURL(/\/requests\/new\?/);
    expect(
      await customer.getByRole('textbox', { name: 'Joints (one serial number a line)' }).inputValue(),
    ).toBe('NW-0014\nNW-0015');
    await customer.getByRole('textbox', { name: 'Inspection spec' }).fill('DS-1 Category 4');
    expect(await axeViolations(customer)).toEqual([]);
    await customer.getByRole('button', { name: 'Send request' }).click();

    await customer.waitForURL(`**/requests/${number}`);
    // The address changes before the request's page renders in its place.
    await expect
      .poll(() => customer.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${number} submitted`);
    expect(await customer.getByRole('list', { name: 'Items' }).locator('a').allTextContents()).toEqual([
      'NW-0014',
      'NW-0015',
    ]);
    expect(
      await customer.getByRole('list', { name: 'Items' }).locator('a').first().getAttribute('href'),
    ).toBe('/joints/NW-0014');
    expect(await axeViolations(customer)).toEqual([]);

    const admin = await portal.signedInPage(ADMIN, { context: { viewport } });
    await admin.goto(`${portal.baseUrl}/requests`);
    const card = admin.locator(`li[data-number="${number}"]`);
    expect(await card.locator('.rr-requests__who').textContent()).toBe(
      `Northwind Drilling · Carl Customer · ${AT}`,
    );
    expect(await axeViolations(admin)).toEqual([]);
    await card.getByRole('button', { name: `Acknowledge ${number}` }).click();
    await expect.poll(() => card.locator('.rr-request-status').textContent()).toBe('acknowledged');
    await card.getByRole('button', { name: `In progress ${number}` }).click();
    await expect.poll(() => card.locator('.rr-request-status').textContent()).toBe('in progress');
    await card.getByRole('button', { name: `Done ${number}` }).click();
    // The queue shows open requests: a request done leaves it.
    await expect.poll(() => card.count()).toBe(0);

    await customer.goto(`${portal.baseUrl}/requests/${number}`);
    expect(await customer.getByRole('heading', { level: 1 }).textContent()).toBe(`${number} done`);
    expect(await historyOf(customer)).toEqual([
      `${AT} Submitted by Carl Customer (Customer@RigReady.test)`,
      `${AT} Acknowledged by Ada Admin (admin@rigready.test)`,
      `${AT} In progress by Ada Admin (admin@rigready.test)`,
      `${AT} Done by Ada Admin (admin@rigready.test)`,
    ]);
    await portal.screenshot(customer, `request-${viewport.width}`);
  });

  it("should decline a request with its reason, shown on the customer's page (RQ-2026-0003)", async () => {
    const customer = await portal.signedInPage(CUSTOMER);
    await customer.goto(`${portal.baseUrl}/requests/new?items=joint&serial=NW-0016`);
    await customer.getByRole('combobox', { name: 'What to do' }).selectOption('recut');
    await customer.getByRole('button', { name: 'Send request' }).click();
    await customer.waitForURL('**/requests/RQ-2026-0003');

    const admin = await portal.signedInPage(ADMIN);
    await admin.goto(`${portal.baseUrl}/requests/RQ-2026-0003`);
    await admin.getByText('Decline…').click();
    await admin.getByRole('textbox', { name: 'Reason' }).fill('No recut capacity before 2027');
    await admin.getByRole('button', { name: 'Decline RQ-2026-0003' }).click();
    await expect
      .poll(() => admin.getByRole('heading', { level: 1 }).textContent())
      .toBe('RQ-2026-0003 declined');

    await customer.reload();
    expect(
      await customer
        .locator('.rr-request-details div', { hasText: 'Declined because' })
        .locator('dd')
        .textContent(),
    ).toBe('No recut capacity before 2027');
    expect(await customer.locator('ol.rr-request-history li[data-status="declined"] q').textContent()).toBe(
      'No recut capacity before 2027',
    );
    expect(await customer.getByRole('button', { name: /^Decline/ }).count()).toBe(0);
  });

  it('should take a request from ticked joints to done through the integration API (RQ-2026-0004)', async () => {
    const customer = await portal.signedInPage(CUSTOMER);
    await customer.goto(`${portal.baseUrl}/inventory?string=S2`);
    const list = customer.getByRole('dialog');
    await list.locator('tbody tr').first().waitFor();
    await list.getByRole('checkbox', { name: 'Select NW-0015' }).check();
    await list.getByRole('button', { name: 'Request… (1)' }).click();
    await customer.waitForURL(/\/requests\/new\?/);
    await customer.getByRole('combobox', { name: 'What to do' }).selectOption('hardbanding');
    await customer.getByRole('button', { name: 'Send request' }).click();
    await customer.waitForURL('**/requests/RQ-2026-0004');

    const admin = await portal.signedInPage(ADMIN);
    await admin.goto(`${portal.baseUrl}/integrations`);
    await hydrated(admin, '.rr-integrations form button');
    const keys = admin.getByRole('region', { name: 'Integration keys' });
    await keys.getByLabel('Name').fill('FileMaker orders');
    await keys.getByRole('button', { name: 'Create key' }).click();
    const key = (await admin.locator('.rr-shown-once__secret').textContent()) ?? '';
    const asSystemOfRecord = { Authorization: `Bearer ${key}` };

    const outbox = await fetch(`${portal.baseUrl}/api/outbox?after=0`, { headers: asSystemOfRecord }).then(
      (answer) =>
        answer.json() as Promise<{
          events: { type: string; subject: string; data: Record<string, unknown> }[];
        }>,
    );
    const created = outbox.events.find((event) => event.subject === 'RQ-2026-0004');
    expect(created?.type).toBe('request.created');
    expect(created?.data).toMatchObject({
      number: 'RQ-2026-0004',
      customer: 'Northwind Drilling',
      kind: 'hardbanding',
      status: 'submitted',
      items: [{ kind: 'joint', serial: 'NW-0015' }],
    });

    const answer = (status: string) =>
      fetch(`${portal.baseUrl}/api/requests/RQ-2026-0004/status`, {
        method: 'POST',
        headers: { ...asSystemOfRecord, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status }),
      }).then(async (response) => [response.status, await response.json()]);
    expect(await answer('acknowledged')).toEqual([
      200,
      {
        number: 'RQ-2026-0004',
        from: 'submitted',
        status: 'acknowledged',
        changed: true,
        at: '2026-11-29T09:00:00.000Z',
      },
    ]);
    expect(await answer('done')).toEqual([
      200,
      {
        number: 'RQ-2026-0004',
        from: 'acknowledged',
        status: 'done',
        changed: true,
        at: '2026-11-29T09:00:00.000Z',
      },
    ]);

    await customer.reload();
    expect(await customer.getByRole('heading', { level: 1 }).textContent()).toBe('RQ-2026-0004 done');
    expect(await historyOf(customer)).toEqual([
      `${AT} Submitted by Carl Customer (Customer@RigReady.test)`,
      `${AT} Acknowledged by FileMaker orders (integration key)`,
      `${AT} Done by FileMaker orders (integration key)`,
    ]);
  });
});
