// What a customer tripped over at 1280 and 390 px on the demo data, each check a literal from the walk:
// what a screen exists for is in view without sideways scrolling, the rack location view is reachable,
// the home figure's joint list says what it counts and prints labels, a guest's scanned label opens the
// joint's page for the pipe types the guest sees (ADR 044), and the words the walk found unclear.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { DESK, usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const ADMIN = 'admin@rigready.test';
const GUEST = 'guest@rigready.test';
const PHONE = { width: 390, height: 844 };

/**
 * Whether the header cell that starts with `header` is drawn inside the visible box of the table or list
 * around it (`container`, a CSS selector): false when it is missing (not drawn) or past the box's right edge.
 */
function headerInView(page: Page, container: string, header: string): Promise<boolean> {
  return page.evaluate(
    ([css, name]) => {
      const box = document.querySelector(css);
      if (!box) return false;
      const cell = [...box.querySelectorAll('th')].find((th) =>
        (th.textContent ?? '').trim().startsWith(name),
      );
      if (!cell) return false;
      const right = Math.min(box.getBoundingClientRect().right, document.documentElement.clientWidth);
      return cell.getBoundingClientRect().right <= right + 1;
    },
    [container, header] as const,
  );
}

describe('given the built portal with the demo data, a customer at a desk and on a phone', () => {
  const portal = usePortal({ env: { PORTAL_NOW: '2026-11-20T12:00:00+01:00' } });
  let context: BrowserContext;
  let page: Page;

  async function open(email: string, viewport: typeof DESK) {
    page = await portal.signedInPage(email, { context: { viewport }, landing: /\/(home|dp|admin)/ });
    context = page.context();
  }

  it('should show at 1280 px the documents of a shipping line, the steps of an order and Edit and Delete of a user', async () => {
    await open(CUSTOMER, DESK);
    await page.goto(`${portal.baseUrl}/delivery`);
    await page.locator('section.rr-data-table[aria-label="Shipping"] tbody tr').first().waitFor();
    expect(await headerInView(page, 'section.rr-data-table[aria-label="Shipping"]', 'Documents')).toBe(true);
    // The delivery ticket's PDF opens with one press (it was a dialog, a menu and its item).
    const documents: string[] = [];
    context.on('request', (request) => documents.push(new URL(request.url()).pathname));
    await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Ticket PDF' }).first().click(),
    ]);
    await vi.waitFor(() => expect(documents.some((path) => path.startsWith('/api/documents/'))).toBe(true));
    await page.goto(`${portal.baseUrl}/ongoingorders`);
    await page.locator('section.rr-data-table[aria-label="Ongoing Orders"] tbody tr').first().waitFor();
    expect(await headerInView(page, 'section.rr-data-table[aria-label="Ongoing Orders"]', 'Steps')).toBe(
      true,
    );
    await context.close();
    await open(ADMIN, DESK);
    // Not a customer's words: the bar names whom the admin views as, or says it views as none.
    await page.getByRole('link', { name: 'Not viewing as a customer' }).waitFor();
    await page.goto(`${portal.baseUrl}/users`);
    await page.locator('section.rr-data-table[aria-label="Users"] tbody tr').first().waitFor();
    expect(await headerInView(page, 'section.rr-data-table[aria-label="Users"]', 'Edit')).toBe(true);
    expect(await headerInView(page, 'section.rr-data-table[aria-label="Users"]', 'Delete')).toBe(true);
    // A new import key, shown once, is copied with one press.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${portal.baseUrl}/imports/keys`);
    await page.getByLabel('Name').fill('Walkthrough export');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.locator('.rr-shown-once__secret').textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  });

  it('should list the rig-ready joints at every site with their site, rack and position, and print their labels', async () => {
    await open(CUSTOMER, PHONE);
    // Both options of the pipe-type switch are whole at 390 px.
    await page.goto(`${portal.baseUrl}/inventory`);
    const options = await page
      .locator('.rr-pipe-switch__item')
      .evaluateAll((items) =>
        items.map((item) => [
          item.textContent,
          item.getBoundingClientRect().right <=
            (item.parentElement?.getBoundingClientRect().right ?? 0) + 1 &&
            item.getBoundingClientRect().right <= document.documentElement.clientWidth,
        ]),
      );
    expect(options).toEqual([
      ['Tubular', true],
      ['BHA', true],
    ]);
    // The home figure "Joints rig ready" opens this list.
    await page.goto(`${portal.baseUrl}/inventory?location=Rig_Ready`);
    const list = page.getByRole('dialog', { name: 'Rig Ready' });
    await list.locator('tbody tr').first().waitFor();
    expect(await headerInView(page, '.rr-drill-down__scroll', 'Rack')).toBe(true);
    expect(await headerInView(page, '.rr-drill-down__scroll', 'Position')).toBe(true);
    expect(await list.locator('th').allTextContents()).toContain('Site');
    expect(await list.locator('.rr-drill-down__note').textContent()).toBe(
      'These are your joints at every site. The inventory table behind this list shows one site at a time (chosen under Site), so its counts can be smaller.',
    );
    await list.locator('tbody input[type="checkbox"]').first().check();
    expect(await list.getByRole('button', { name: 'Print labels (1)' }).isEnabled()).toBe(true);
  });

  it('should offer the rack location view in the menu and from the rack dialog, opening that rack', async () => {
    await open(CUSTOMER, DESK);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(
      await page.getByRole('dialog').getByRole('link', { name: 'Rack location' }).getAttribute('href'),
    ).toBe('/racklocation');
    await page.keyboard.press('Escape');
    // Joint SKV102758 (rig ready) lies in rack O4 at Dusavik Yard in the demo data.
    await page.goto(`${portal.baseUrl}/inventory?showrack=O4`);
    const link = page.getByRole('dialog', { name: 'Rack O4' }).getByRole('link', {
      name: 'Open rack O4 in the rack location view',
    });
    expect(await link.getAttribute('href')).toBe('/racklocation?rack=O4&site=Dusavik+Yard');
    await link.click();
    await page.waitForURL(/\/racklocation\?/);
    await page.getByRole('button', { name: 'Print labels for rack O4' }).waitFor();
  });

  it("should open a scanned label's joint for a guest who sees its pipe type, and say why not for another", async () => {
    await open(GUEST, PHONE);
    // The demo guest's route list is Drill Pipe, OCTG and Non Conformance. SKV100001 is Drill Pipe
    // (550DP.03), SKV100210 Heavy Weight (550HW.04).
    await page.goto(`${portal.baseUrl}/joints/SKV100001`);
    await page.getByRole('heading', { name: 'Joint SKV100001' }).waitFor();
    expect(await page.locator('.rr-serial-life').textContent()).toContain('Size (in)');
    expect(await page.locator('.rr-serial-life').textContent()).toContain('Weight (lb/ft)');
    const refused = await page.goto(`${portal.baseUrl}/joints/SKV100210`);
    expect(refused?.status()).toBe(403);
    await page
      .getByText(
        'Joint SKV100210 is Heavy Weight; your account shows the joints of Drill Pipe and OCTG. Ask your administrator for access to its reports.',
      )
      .waitFor();
  });
});
