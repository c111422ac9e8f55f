import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { parsePdf, readXlsx } from '../documents/support/document-fixtures.js';
import { DEMO_PASSWORD, hydrated, snackbarShows } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const TABLE = '.rr-data-table[aria-label="Tubular inventory"]';
// --rr-color-warning of the kit's design tokens (#ed6c02), as the browser reports a computed colour.
const WARNING_COLOUR = 'rgb(237, 108, 2)';

describe('given the built portal with the demo data, its forms and exports in Chromium', () => {
  const portal = usePortal();
  let page: Page;

  beforeEach(async () => {
    page = await portal.newPage();
  });

  async function signIn() {
    await portal.signIn(page, CUSTOMER, { landing: '**/home' });
  }

  async function openInventory() {
    await signIn();
    await page.goto(`${portal.baseUrl}/inventory`);
    await page.locator(TABLE).filter({ visible: true }).waitFor();
    await hydrated(page, TABLE);
  }

  // A document call answers a signed link; the test reads the file behind it with the page's cookies.
  async function documentBehind(call: string, press: () => Promise<void>): Promise<Buffer> {
    const answer = page.waitForResponse((response) => response.url().includes(`/${call}?`));
    await press();
    const json = (await (await answer).json()) as Record<string, string>;
    const link = json.pdflink ?? json.excellink;
    expect(link, JSON.stringify(json)).toMatch(/^\/api\/documents\//);
    const file = await page.context().request.get(`${portal.baseUrl}${link}`);
    expect(file.status()).toBe(200);
    return Buffer.from(await file.body());
  }

  describe('a failed sign-in', () => {
    it('should show its error once, and no required-field error under the password it cleared', async () => {
      await portal.submitSignIn(page, CUSTOMER, 'wrong-password');
      expect(await snackbarShows(page, 'Oops.. Wrong e-mail or password')).toBe(
        'Oops.. Wrong e-mail or password',
      );
      expect(await page.getByLabel('Password').inputValue()).toBe('');
      expect(await page.locator('.rr-snackbar__message').count()).toBe(1);
      expect(await page.locator('form.rr-sign-in').getByText('Oops.. Wrong e-mail or password').count()).toBe(
        0,
      );
      expect(await page.getByText('This field is required').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    });
  });

  describe('the change-password dialog', () => {
    async function openDialog() {
      await signIn();
      await hydrated(page, '.rr-navbar');
      await page.getByRole('button', { name: `Account of ${CUSTOMER}` }).click();
      await page.getByRole('menuitem', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('Old password').fill(DEMO_PASSWORD);
      return dialog;
    }

    it('should refuse a 7-character new password in the form, with the server rule of 8', async () => {
      const dialog = await openDialog();
      await dialog.getByLabel('New password', { exact: true }).fill('kx7-m2q');
      await dialog.getByLabel('Confirm new password').fill('kx7-m2q');
      await dialog.getByLabel('Old password').click();
      expect(await dialog.getByText('New password must be minimum 8 characters').count()).toBe(1);
      expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    });

    it("should show the server's own message when the server refuses the new password", async () => {
      const dialog = await openDialog();
      await dialog.getByLabel('New password', { exact: true }).fill('password123');
      await dialog.getByLabel('Confirm new password').fill('password123');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(
        'New password is too common. Choose one that is harder to guess',
      );
    });
  });

  describe('the inventory', () => {
    it("should colour 'Save settings' with the warning colour once the columns changed", async () => {
      await openInventory();
      await page.getByRole('button', { name: 'Edit headers' }).click();
      // Grade waits in Edit headers by default: ticking it changes the columns.
      await page.getByRole('checkbox', { name: 'Grade' }).check();
      const save = page.getByRole('button', { name: 'Save settings' });
      expect(await save.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        WARNING_COLOUR,
      );
    });

    it('should print in its PDF the rows and columns the screen shows: site, search, filter, columns and order', async () => {
      await openInventory();
      await page.locator('select').first().selectOption('Mongstad Yard');
      await page.getByRole('button', { name: 'Edit headers' }).click();
      // The screen opens on Item No (pinned), Asset, Site, five counts and Certificate; Equipment and
      // Description wait in Edit headers.
      for (const header of ['Equipment', 'Description'])
        await page.getByRole('checkbox', { name: header, exact: true }).check();
      for (const header of ['Inspection', 'Shipped', 'Total Onshore', 'Certificate'])
        await page.getByRole('checkbox', { name: header, exact: true }).uncheck();
      // Move Equipment up beside Item No.
      const moveEquipmentUp = page.getByRole('button', { name: 'Move Equipment up' });
      while (await moveEquipmentUp.isEnabled()) await moveEquipmentUp.click();
      await page.keyboard.press('Escape');
      await page.getByRole('searchbox', { name: 'Search Tubular inventory' }).fill('tbg');
      await page.getByRole('button', { name: 'Filter Asset' }).click();
      await page.getByRole('menuitemcheckbox', { name: /Skarvheim Endurance/ }).click();
      await page.keyboard.press('Escape');
      await page.locator(`${TABLE}[data-row-count="2"]`).waitFor();

      const pdf = await parsePdf(
        await documentBehind('getInventoryPDF', () =>
          page.getByRole('button', { name: 'Export PDF' }).click(),
        ),
      );
      const printed = pdf.text.join('\n').replace(/\s+/g, ' ');
      expect(pdf.pages).toBe(1);
      expect(printed).toContain('Item No Equipment Asset Site Rig Ready Total Items Description');
      expect(printed).toContain(
        '550TBG.11 Tubing Skarvheim Endurance Mongstad Yard 15 20 TBG 5 1/2" 17# 13CR80 VAM TOP R2',
      );
      expect(printed).toContain(
        '700TBG.12 Tubing Skarvheim Endurance Mongstad Yard 18 19 TBG 7" 29# 13CR80 VAM TOP R3',
      );
      expect(printed).toContain('Total 33 39');
      for (const absent of ['1338OCTG.10', '500DP.01', 'Dusavik Yard', 'Skarvheim Explorer', 'Connection'])
        expect(printed).not.toContain(absent);
    });
  });

  describe('the Excel of a heavy-weight order', () => {
    it("should head its columns with the screen's labels", async () => {
      await signIn();
      await page.goto(`${portal.baseUrl}/hw`);
      await hydrated(page, '.rr-data-table');
      // The grid draws only the columns in view: the Excel column is the last one.
      await page.locator('.rr-data-table__scroll').evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      const excel = page.locator('.rr-data-table button.rr-data-table__action-button', { hasText: 'Excel' });
      const sheet = await readXlsx(await documentBehind('gethwExcel', () => excel.first().click()));
      expect(sheet.header).toEqual([
        'Order No',
        'Item No',
        'Serial Number',
        'Inspection Date',
        'IPC',
        'Wall (%)',
        'Tong space pin (in)',
        'Tong space box (in)',
        'Box OD (in)',
        'Tube',
        'Tool joint',
        'Machining pin',
        'Machining box',
        'Hardbanding box',
        'Pipe status',
        'Class',
      ]);
    });
  });
});
