// An admin edits a class limit and the band colours on /settings/class-limits; the joint page of a joint
// the limit applies to then shows the changed class, its reason and the configured band.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TONG_SPACE_PER_RECUT } from '../fixtures/joint-class/expected-classes.js';
import { hydrated } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

/** The joint-class fixture's users.json password. */
const PASSWORD = 'rigready-class';

describe('given the built portal and the joint-class data set, the class limits screen in Chromium', () => {
  const portal = usePortal({
    env: {
      PORTAL_DEMO_DATA: 'off',
      PORTAL_ADMIN_SECOND_FACTOR: 'off',
      PORTAL_TONG_SPACE_PER_RECUT: JSON.stringify(TONG_SPACE_PER_RECUT),
    },
    dataSet: 'joint-class',
  });
  let page: Page;
  let joints: Page;

  beforeAll(async () => {
    page = await portal.signedInPage('admin@rigready.test', { password: PASSWORD });
    joints = await portal.signedInPage('kari@kestrel.test', { password: PASSWORD });
  });

  const jointChip = () => joints.locator('section.rr-joint-class .rr-class-chip').first();

  it("should reclass KD-05 when an admin raises its row's Premium minimum box OD", async () => {
    await joints.goto(`${portal.baseUrl}/joints/KD-05`);
    await expect.poll(() => jointChip().getAttribute('data-class')).toBe('premium');

    await page.goto(`${portal.baseUrl}/admin`);
    await page.getByRole('link', { name: 'Open class limits' }).click();
    await page.waitForURL('**/settings/class-limits');
    await hydrated(page, '.rr-class-marking input[type="color"]');
    await page.getByRole('row').filter({ hasText: '5 1/2 FH' }).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit class limits' });
    await form.getByLabel('Premium min box OD (in)').fill('6.8');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Class limits of 5 1/2 FH 5 1/2, weight 21.9, grade S-135 saved').first().waitFor();
    await page.getByRole('row').filter({ hasText: '5 1/2 FH' }).getByText('6.8 in').first().waitFor();

    // KD-05's box OD 6.75 met the old minimum 6.75; under 6.8 and at least 6.5 it is Class 2.
    await joints.goto(`${portal.baseUrl}/joints/KD-05`);
    await expect.poll(() => jointChip().getAttribute('data-class')).toBe('class-2');
    expect(await jointChip().locator('.rr-class-chip__name').textContent()).toBe('Class 2');
    expect(await jointChip().locator('.rr-class-chip__reasons li').nth(1).textContent()).toBe(
      'box OD 6.75 in is under 6.8 in for Premium, at least 6.5 in for Class 2',
    );
  });

  it('should draw the band colour an admin sets for Class 2 in the joint page’s chip', async () => {
    await page.goto(`${portal.baseUrl}/settings/class-limits`);
    await hydrated(page, '.rr-class-marking input[type="color"]');
    const marking = page.getByRole('form', { name: 'Band colours' });
    await marking.getByLabel('Class 2 band 1 colour', { exact: true }).fill('#1565c0');
    await marking.getByLabel('Class 2 band 1 colour name').fill('blue');
    await marking.getByRole('button', { name: 'Save band colours' }).click();
    await page.getByText('Band colours saved').first().waitFor();

    await joints.goto(`${portal.baseUrl}/joints/KD-05`);
    await expect.poll(() => jointChip().getAttribute('data-class')).toBe('class-2');
    const bands = jointChip().locator('.rr-class-chip__band');
    expect(await bands.count()).toBe(1);
    // #1565c0 = rgb(0x15, 0x65, 0xc0) = rgb(21, 101, 192).
    expect(await bands.first().evaluate((band) => getComputedStyle(band).backgroundColor)).toBe(
      'rgb(21, 101, 192)',
    );
    expect(await jointChip().locator('.rr-class-chip__sr').last().textContent()).toBe(
      ', marked with one blue band',
    );
  });
});
