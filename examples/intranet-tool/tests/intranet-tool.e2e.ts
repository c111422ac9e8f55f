import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../packages/portal/tests/browser/support/chromium.js';
import {
  type RunningPortal,
  startPortal,
} from '../../../packages/portal/tests/browser/support/portal-server.js';
import { installAndBuildExample, type RunningTool, startExample } from './support/example-app.js';

describe('given the intranet-tool example installed from the release tarballs, in front of the portal', () => {
  let portal: RunningPortal;
  let tool: RunningTool;
  let browser: Browser;

  beforeAll(async () => {
    [portal, , browser] = await Promise.all([startPortal(), installAndBuildExample(), launchChromium()]);
    tool = await startExample(portal.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await tool?.stop();
    await portal?.stop();
  });

  it('should refuse a wrong password with the portal message, then sign in with a bearer token and show inventory rows and a rack', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(tool.url);
    await page.getByLabel('E-mail').fill('customer@rigready.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Wrong e-mail or password');

    await page.getByLabel('Password').fill('rigready-demo');
    const [inventoryRequest] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/getInventory'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(inventoryRequest.headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new URL(inventoryRequest.url()).origin).toBe(tool.url);

    const inventory = page.getByRole('grid', { name: 'Inventory' });
    await inventory.locator('tbody tr').first().waitFor();
    expect(Number(await inventory.getAttribute('aria-rowcount'))).toBeGreaterThan(1);
    expect(await inventory.locator('tbody tr').first().textContent()).toMatch(/\S/);

    const rack = page.getByRole('grid', { name: /^Rack / });
    await rack.waitFor();
    expect(await rack.getByRole('gridcell').count()).toBeGreaterThan(0);
    expect(await rack.getByRole('button').count()).toBeGreaterThan(0);

    const primary = await page
      .locator('.yard-desk')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--rr-color-primary').trim());
    expect(primary).toBe('#1f5130');
    // The tool loads the table's and the rack grid's own sheets from the tarball, not styles.css.
    const headPosition = await inventory
      .locator('thead')
      .evaluate((element) => getComputedStyle(element).position);
    expect(headPosition).toBe('sticky');
    const rackDisplay = await page
      .locator('.rr-rack-grid')
      .first()
      .evaluate((element) => getComputedStyle(element).display);
    expect(rackDisplay).toBe('flex');
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});
