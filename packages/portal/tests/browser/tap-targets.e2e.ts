import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';

// WCAG 2.2, 2.5.8 (target size, minimum): a pointer target is at least 24 by 24 CSS pixels.
async function expectTapTarget(target: Locator) {
  await target.waitFor();
  const box = await target.boundingBox();
  expect(box, 'the target is laid out').not.toBeNull();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
}

describe('given the built portal with the demo data, on a phone (390 x 844) in Chromium', () => {
  // The demo's inspection dates are fixed: on 29.11.2026 reminders of the demo customer's joints fall due,
  // whatever day the test runs.
  const portal = usePortal({ env: { PORTAL_NOW: '2026-11-29T12:00:00+01:00' } });
  let page: Page;

  beforeEach(async () => {
    page = await portal.signedInPage(CUSTOMER, {
      landing: /\/home/,
      context: { viewport: { width: 390, height: 844 } },
    });
  });

  // The table shows cards on a phone, with the columns' sort and filter controls folded above them.
  async function openCardControls(label: string) {
    const table = page.locator(`.rr-data-table[aria-label="${label}"][data-layout="cards"]`);
    await table.waitFor();
    await table.getByText('Sort and filter').click();
    return table;
  }

  describe('the inventory', () => {
    it('should give the brand link, a column header’s sort button and its filter button 24 x 24 px at least', async () => {
      await page.goto(`${portal.baseUrl}/inventory`);
      await expectTapTarget(page.getByRole('link', { name: 'rigready home' }));
      const table = await openCardControls('Tubular inventory');
      await expectTapTarget(table.getByRole('button', { name: /^Item No/ }));
      await expectTapTarget(table.getByRole('button', { name: 'Filter Item No' }));
    });
  });

  describe('a table whose rows can be selected (the BHA inspection reports)', () => {
    it('should give the select-all checkbox and each card’s checkbox 24 x 24 px at least', async () => {
      await page.goto(`${portal.baseUrl}/inspectionBHA`);
      const table = await openCardControls('BHA inspection reports');
      await expectTapTarget(table.getByRole('checkbox', { name: 'Select all rows on this page' }));
      await expectTapTarget(table.getByRole('checkbox', { name: 'Select row 1', exact: true }));
    });
  });

  describe('the notification bell (the demo data has joints coming due today)', () => {
    it('should give the bell, each notification and Mark all read 24 x 24 px, and open the record it names', async () => {
      const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await expectTapTarget(bell);
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expectTapTarget(panel.getByRole('button', { name: 'Mark all read' }));
      const first = panel.getByRole('link', { name: /for inspection/ }).first();
      await expectTapTarget(first);
      await expectTapTarget(panel.getByRole('link', { name: 'Settings' }));
      await first.click();
      // A joint reminder opens the joints it counts: those whose inspection expires that day, at its asset.
      await page.waitForURL(/\/(inventory\?expires=\d{4}-\d{2}-\d{2}&asset=[^&]+|bhainventory)$/);
    });
  });
});
