import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { importFixture } from './support/import-fixture.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const POLAR = 'pia@polar.test';

// The joint-life data set: NW-0001 received 01.06.2025, inspected 19.06, shipped 07.07, returned 02.09 and
// inspected again 10.09; the second import moves it from rack R1 position 1 (Rig Ready) to R2 position 5
// (Inspection). Both imports run today, so their events carry today's date and are checked by order only.
const BEFORE_MOVE = [
  'Received Received from Rig A',
  'Inspection Inspected: Accepted',
  'Shipped Shipped to Rig A',
  'Returned Returned from Rig A',
  'Inspection Inspected: Accepted',
  'Recorded First listed in the portal',
];
const AFTER_MOVE = [
  ...BEFORE_MOVE,
  'Moved Moved to Tananger, rack R2, position 5',
  'Location Location: Inspection',
];

describe('given the built portal and the joint-life data set imported twice, in Chromium', () => {
  const portal = usePortal({ env: { PORTAL_DEMO_DATA: 'off' }, dataSet: 'joint-life/first' });
  let page: Page;

  beforeEach(async () => {
    page = await portal.newPage();
  });

  async function signIn(email: string) {
    await portal.signIn(page, email);
  }

  const titles = () => page.locator('.rr-serial-life__title').allTextContents();
  const stateOf = (label: string) =>
    page
      .locator('.rr-serial-life__state-line', { has: page.getByText(label, { exact: true }) })
      .locator('dd');

  it("should show the joint's life in date order, and its move after the second import", async () => {
    await signIn(CUSTOMER);
    await page.goto(`${portal.baseUrl}/joints/NW-0001`);
    await expect.poll(titles).toEqual(BEFORE_MOVE);
    expect(await stateOf('Rack').textContent()).toBe('R1');
    expect(await stateOf('Location').textContent()).toBe('Rig Ready');
    const dates = await page.locator('.rr-serial-life__date').allTextContents();
    expect(dates.slice(0, 5)).toEqual(['01.06.2025', '19.06.2025', '07.07.2025', '02.09.2025', '10.09.2025']);

    importFixture(portal.dataDir, 'joint-life/second');
    await page.reload();
    await expect.poll(titles).toEqual(AFTER_MOVE);
    expect(await stateOf('Rack').textContent()).toBe('R2');
    expect(await stateOf('Position').textContent()).toBe('5');
    expect(await stateOf('Location').textContent()).toBe('Inspection');
    await expect
      .poll(() => page.locator('[data-kind="moved"] .rr-serial-life__facts').textContent())
      .toBe('FromTananger, rack R1, position 1');
    await portal.screenshot(page, 'joint-life');

    await page.getByRole('link', { name: 'Inspection of order 40211' }).click();
    await page.waitForURL('**/inspection-view/40211?item=550DP.12');
  });

  it("should answer another customer's joint as a path with no page", async () => {
    await signIn(POLAR);
    const response = await page.goto(`${portal.baseUrl}/joints/NW-0001`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByText('There is no page at /joints/NW-0001', { exact: false }).count())
      .toBe(1);
  });
});
