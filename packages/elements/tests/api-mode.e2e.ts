import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../portal/tests/browser/support/chromium.js';
import { type RunningPortal, startPortal } from '../../portal/tests/browser/support/portal-server.js';
import { screenshotScreen } from '../../portal/tests/screens/browser-screens.js';
import { nextEventDetail } from './support/page-checks.js';
import { type StaticServer, serveFolder } from './support/static-server.js';

const PACKAGE_DIR = join(import.meta.dirname, '..');

interface RackAnswer {
  racks: {
    rackinfo: { Rack_ID: string; Site: string | null };
    pipes: { Serial_Number: string; Position: number }[];
    occupiedPositions: number[];
  }[];
}

// The caller's racks as the portal answers them, asked from the page with the token the page holds.
function racksAnswer(page: Page): Promise<RackAnswer> {
  return page.evaluate(async () => {
    const racks = document.getElementById('racks') as HTMLElement & {
      getAuth: () => { token: string; username: string };
    };
    const { token, username } = racks.getAuth();
    const answer = await fetch(`/api/getPipesAndRacks?username=${encodeURIComponent(username)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return answer.json();
  });
}

describe('given the elements in API mode, behind a same-origin proxy to the built portal with its demo data', () => {
  let portal: RunningPortal;
  let server: StaticServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
    server = await serveFolder(PACKAGE_DIR, portal.baseUrl);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/examples/portal.html`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await portal?.stop();
  });

  it('should wait for sign-in before calling the API', async () => {
    const status = page.locator('#inventory').getByRole('status');
    expect(await status.textContent()).toBe('Waiting for sign-in to load the inventory.');
    expect(server.requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  it("should load the customer's inventory with the token the page handed over, as a bearer token", async () => {
    await page.getByLabel('E-mail').fill('customer@rigready.test');
    await page.getByLabel('Password').fill('rigready-demo');
    const [inventoryRequest] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/getInventory'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(inventoryRequest.headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new URL(inventoryRequest.url()).origin).toBe(server.url);
    const grid = page.getByRole('grid', { name: 'Inventory' });
    await grid.locator('tbody tr').first().waitFor();
    expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(1);
    await page.locator('#racks').getByRole('tab').first().waitFor();
    await screenshotScreen(page, 'elements-api-mode');
  });

  it("should draw the customer's racks, another customer's positions as occupied and nothing more", async () => {
    const answer = await racksAnswer(page);
    const shared = answer.racks.find((rack) => rack.occupiedPositions.length > 0);
    expect(shared, 'the demo data has a rack shared with another customer').toBeDefined();
    if (!shared) return;
    await page
      .locator('#racks')
      .getByRole('tab', { name: new RegExp(`^${shared.rackinfo.Rack_ID}\\b`) })
      .first()
      .click();
    const grid = page.locator('#racks').getByRole('grid', { name: `Rack ${shared.rackinfo.Rack_ID}` });
    for (const position of shared.occupiedPositions.slice(0, 5)) {
      const cell = grid.getByRole('button', { name: `Position ${position}: occupied` });
      expect(await cell.textContent()).toBe(String(position));
    }
    // Every serial the element shows is one of the caller's own.
    const own = new Set(answer.racks.flatMap((rack) => rack.pipes.map((pipe) => pipe.Serial_Number)));
    const labels = await grid
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const shown = labels.flatMap((label) => /^Position \d+: ([^,]+),/.exec(label)?.slice(1) ?? []);
    expect(shown.length).toBe(shared.pipes.length);
    expect(shown.filter((serial) => !own.has(serial))).toEqual([]);

    const [first] = shared.pipes;
    const selected = await nextEventDetail<{ serial: string }>(page, '#racks', 'rigready-joint-select');
    await grid.getByRole('button', { name: new RegExp(`^Position ${first?.Position}: `) }).click();
    expect((await selected()).serial).toBe(first?.Serial_Number);
  });

  it('should show the refusal and fire rigready-error with code auth when the portal refuses the token', async () => {
    const failed = await nextEventDetail<{ code: string }>(page, '#inventory', 'rigready-error');
    await page.evaluate(() => {
      const table = document.getElementById('inventory') as HTMLElement & {
        getAuth: () => unknown;
        refreshAuth: () => Promise<boolean>;
        reload: () => void;
      };
      table.getAuth = () => ({
        token: 'not-a-token',
        username: 'Skarvheim Drilling AS',
        email: 'customer@rigready.test',
      });
      table.refreshAuth = async () => false;
      table.reload();
    });
    expect((await failed()).code).toBe('auth');
    const alert = page.locator('#inventory').getByRole('alert');
    expect(await alert.getByRole('button', { name: 'Try again' }).count()).toBe(1);
  });
});
