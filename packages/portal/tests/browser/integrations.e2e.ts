// An admin opens /integrations from the admin overview, creates an integration key that reads the outbox
// and nothing else, adds a webhook to a receiver on this machine, opens the delivery of a customer's request
// onto its attempts, and revokes the key; the screen reads whole at 1280 and at 390 px (a narrow screen
// stacks each list's rows instead of scrolling sideways).
//
// The portal's clock stands at PORTAL_NOW, 29.11.2026 10:00:00 in Oslo: the receiver's 500 leaves the
// delivery waiting 5 s on a clock that does not move, so its log holds that one attempt, taken in no time.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

/** The joint-class fixture's users.json password. */
const PASSWORD = 'rigready-class';

/** How far the page itself scrolls sideways past the viewport, in px (0: it does not). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('given the built portal and an admin, the integrations screen in Chromium', () => {
  const portal = usePortal({
    env: {
      PORTAL_DEMO_DATA: 'off',
      PORTAL_ADMIN_SECOND_FACTOR: 'off',
      PORTAL_NOW: '2026-11-29T09:00:00.000Z',
    },
    dataSet: 'joint-class',
  });
  let page: Page;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver([500]);
    page = await portal.signedInPage('admin@rigready.test', { password: PASSWORD });
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('should create a key shown once that opens the outbox, add a webhook, show its attempts and revoke the key', async () => {
    await page.goto(`${portal.baseUrl}/admin`);
    await page.getByRole('link', { name: 'Open integrations' }).click();
    await page.waitForURL('**/integrations');
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await hydrated(page, '.rr-integrations form button');

    const keys = page.getByRole('region', { name: 'Integration keys' });
    await keys.getByLabel('Name').fill('FileMaker orders');
    await keys.getByRole('button', { name: 'Create key' }).click();
    await snackbarShows(page, 'Integration key FileMaker orders created');
    const key = (await page.locator('.rr-shown-once__secret').textContent()) ?? '';
    expect(key).toMatch(/^rrxk_[A-Za-z0-9_-]{43}$/);
    const outbox = await fetch(`${portal.baseUrl}/api/outbox`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect([outbox.status, await outbox.json()]).toEqual([200, { events: [], next: 0 }]);
    // Through the whole server, as curl sends it (no Origin, no cookie): the action's own refusals come back.
    const post = (body: string) =>
      fetch(`${portal.baseUrl}/api/requests/RQ-2026-9999/status`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body,
      }).then(async (answer) => [answer.status, await answer.json()]);
    expect(await post('{"status": "done"}')).toEqual([404, { message: 'No request RQ-2026-9999' }]);
    expect(await post('{"status": ')).toEqual([400, { message: 'The request body is not valid JSON' }]);
    const other = await fetch(`${portal.baseUrl}/api/getAllRacks`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(other.status).toBe(401);

    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByLabel('Name').fill('Local receiver');
    await webhooks.getByLabel('URL').fill(receiver.url);
    await webhooks.getByRole('button', { name: 'Add webhook' }).click();
    await snackbarShows(page, 'Webhook Local receiver added');
    expect(await page.locator('.rr-shown-once__secret').textContent()).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await webhooks.getByRole('rowheader', { name: 'Local receiver' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Nothing delivered yet' }).isVisible()).toBe(true);

    const customer = await portal.signedInPage('kari@kestrel.test', { password: PASSWORD });
    await customer.goto(`${portal.baseUrl}/requests/new`);
    await hydrated(customer, '.rr-request-form button');
    await customer.getByRole('textbox', { name: 'Joints (one serial number a line)' }).fill('KD-01');
    await customer.getByRole('textbox', { name: 'Inspection spec' }).fill('DS-1 Category 4');
    await customer.getByRole('button', { name: 'Send request' }).click();
    await customer.waitForURL('**/requests/RQ-2026-0001');
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);

    // The receiver has the attempt a moment before the portal has written it down.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator('.rr-webhook-attempts').count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    await hydrated(page, '.rr-integrations form button');
    const deliveries = page.getByRole('region', { name: 'Delivery log' });
    const delivery = deliveries.getByRole('row', { name: /RQ-2026-0001/ });
    await delivery.getByText('1 attempt', { exact: true }).click();
    expect(await delivery.locator('.rr-webhook-attempts li').allTextContents()).toEqual([
      '29.11.2026 10:00:00 · HTTP 500 · 0 ms',
    ]);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect([width, await sidewaysOverflow(page)]).toEqual([width, 0]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await portal.screenshot(page, 'integrations');

    await keys.getByRole('button', { name: 'Revoke FileMaker orders' }).click();
    await snackbarShows(page, 'Integration key FileMaker orders revoked');
    const refused = await fetch(`${portal.baseUrl}/api/outbox`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect([refused.status, await refused.json()]).toEqual([
      401,
      { message: 'The integration key FileMaker orders was revoked' },
    ]);
  });
});
