import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { KESTREL, NO_LIMITS, TONG_SPACE_PER_RECUT } from '../fixtures/joint-class/expected-classes.js';
import { usePortal } from './support/use-portal.js';

const KARI = 'kari@kestrel.test';
/** The fixture's users.json password. */
const PASSWORD = 'rigready-class';

describe('given the built portal and the joint-class data set, in Chromium', () => {
  const portal = usePortal({
    env: { PORTAL_DEMO_DATA: 'off', PORTAL_TONG_SPACE_PER_RECUT: JSON.stringify(TONG_SPACE_PER_RECUT) },
    dataSet: 'joint-class',
  });
  let page: Page;

  beforeEach(async () => {
    page = await portal.signedInPage(KARI, { password: PASSWORD });
  });

  const section = () => page.locator('section.rr-joint-class');
  const chip = () => section().locator('.rr-class-chip').first();
  const recuts = () => section().locator('.rr-joint-class__recuts dd').allTextContents();

  it('should show KD-13 Premium with its reasons, projection and recuts on the customer median', async () => {
    await page.goto(`${portal.baseUrl}/joints/KD-13`);
    await expect.poll(() => chip().getAttribute('data-class')).toBe('premium');
    expect(await chip().locator('.rr-class-chip__name').textContent()).toBe('Premium');
    expect(await chip().locator('.rr-class-chip__reasons li').allTextContents()).toEqual(
      KESTREL['KD-13']?.reasons,
    );
    // expected-classes.ts: −1.496 %/yr; Premium until 2034-01-12, Class 2 until 2040-09-18.
    expect(await section().locator('.rr-joint-class__projection').textContent()).toBe(
      'The wall is falling 1.50 % a year: Premium until 12.01.2034, Class 2 until 18.09.2040.',
    );
    // Pin (5.5 − 4) / 0.75 = 2; box (6.6 − 4.5) / 0.85 = 2.47 → 2 (medians of 3 and 2 recorded recuts).
    expect(await recuts()).toEqual([
      '2 recuts: 1.5 in above the 4 in minimum at 0.75 in per recut, the median of 3 recorded recuts',
      '2 recuts: 2.1 in above the 4.5 in minimum at 0.85 in per recut, the median of 2 recorded recuts',
    ]);
    expect(await section().locator('.rr-chart__title').allTextContents()).toEqual([
      'Remaining wall',
      'Box OD',
      'Tong space',
    ]);
  });

  it('should show KD-06 Class 2 for its box OD, with recuts on the provider setting', async () => {
    await page.goto(`${portal.baseUrl}/joints/KD-06`);
    await expect.poll(() => chip().getAttribute('data-class')).toBe('class-2');
    expect(await chip().locator('.rr-class-chip__name').textContent()).toBe('Class 2');
    expect(await chip().locator('.rr-class-chip__reasons li').allTextContents()).toEqual(
      KESTREL['KD-06']?.reasons,
    );
    // Pin (5.5 − 4) / 0.5 = 3; box (6.25 − 4.5) / 0.5 = 3.5 → 3.
    expect(await recuts()).toEqual([
      "3 recuts: 1.5 in above the 4 in minimum at 0.5 in per recut, the provider's setting for this connection",
      "3 recuts: 1.75 in above the 4.5 in minimum at 0.5 in per recut, the provider's setting for this connection",
    ]);
  });

  it("should show KD-12 (no limits) as its body's Premium, saying so, and no recuts", async () => {
    await page.goto(`${portal.baseUrl}/joints/KD-12`);
    await expect.poll(() => chip().getAttribute('data-class')).toBe('premium');
    const reasons = await chip().locator('.rr-class-chip__reasons li').allTextContents();
    expect(reasons).toEqual(['wall 85 % is at least 80 % for Premium', NO_LIMITS]);
    expect(await section().locator('.rr-joint-class__parts').textContent()).toContain('No limits');
    expect(await recuts()).toEqual([
      'no class limits for this connection and pipe: no tong space minimum',
      'no class limits for this connection and pipe: no tong space minimum',
    ]);
  });
});
