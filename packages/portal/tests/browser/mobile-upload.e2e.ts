import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from '../screens/browser-screens.js';
import { usePortal } from './support/use-portal.js';

const CUSTOMER = 'customer@rigready.test';
const CUSTOMER_NAME = 'Skarvheim Drilling AS';
const ADMIN = 'admin@rigready.test';
// An office account of Nordkapp Borelag, the demo customer that publishes its serial history.
const NORDKAPP = 'hanne.eide@nordkapp-borelag.test';

// The smallest files a phone might send: a JPEG (SOI, APP0 JFIF, EOI) and a one-page PDF.
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('given the built portal with the demo data, a mobile upload at phone width in Chromium', () => {
  const portal = usePortal();

  function newPage(width = 1280, height = 800): Promise<Page> {
    return portal.newPage({ viewport: { width, height }, acceptDownloads: true });
  }

  function signedIn(email: string): Promise<Page> {
    return portal.signedInPage(email, {
      landing: /\/(home|dp|asset|admin)/,
      context: { acceptDownloads: true },
    });
  }

  it('should take an admin-issued code to stored files the customer sees, and then refuse the used code', async () => {
    const customer = await signedIn(CUSTOMER);
    await customer.goto(`${portal.baseUrl}/orderconfirm`);
    await hydrated(customer, 'h1');
    const orderNo =
      (await customer.locator('.rr-data-table [role="gridcell"]').first().textContent())?.trim() ?? '';
    expect(orderNo).not.toBe('');

    const admin = await signedIn(ADMIN);
    await admin.goto(`${portal.baseUrl}/admin`);
    await hydrated(admin, 'h1');
    await admin.locator('select[name="customer"]').selectOption(CUSTOMER_NAME);
    await admin.getByLabel('Order number').fill(orderNo);
    await admin.getByRole('button', { name: 'Issue upload code' }).click();
    const link = (await admin.getByTestId('upload-link').getAttribute('href')) ?? '';
    expect(link).toMatch(/\/mobile-upload\?code=[A-Z2-9-]{14}$/);
    await expect(
      admin.getByRole('img', { name: `Upload code QR for order ${orderNo}` }).isVisible(),
    ).resolves.toBe(true);

    const phone = await newPage(390, 844);
    await phone.goto(link);
    await hydrated(phone, 'h1');
    expect(await phone.getByTestId('upload-order').textContent()).toBe(orderNo);
    expect(await phone.content()).not.toContain(CUSTOMER_NAME);
    await phone.getByLabel('Take or choose photos and PDFs').setInputFiles([
      { name: 'weld-crack.jpg', mimeType: 'image/jpeg', buffer: JPEG },
      { name: 'field-report.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await phone.getByRole('button', { name: 'Upload 2 file(s)' }).click();
    await phone.getByText(`Uploaded 2 file(s) to order ${orderNo}. Thank you.`).waitFor();
    for (const name of ['weld-crack.jpg', 'field-report.pdf']) {
      expect(await phone.getByLabel(`Progress of ${name}`).getAttribute('value')).toBe('100');
    }
    await portal.screenshot(phone, 'mobile-upload');
    await phone.setViewportSize({ width: 390, height: 844 });

    await phone.goto(link);
    await phone.getByText('This upload code has already been used. Ask the office for a new one.').waitFor();

    await customer.goto(`${portal.baseUrl}/orderconfirm`);
    await customer.getByRole('heading', { name: 'Documents from the field' }).waitFor();
    const download = customer.waitForEvent('download');
    await customer.getByRole('link', { name: 'weld-crack.jpg' }).click();
    expect((await download).suggestedFilename()).toBe('weld-crack.jpg');
  });

  it('should say so, and offer no upload, for a link without a valid code', async () => {
    const phone = await newPage(390, 844);
    await phone.goto(`${portal.baseUrl}/mobile-upload`);
    await phone.getByText('This page needs an upload code: scan the QR code the office gave you.').waitFor();
    await phone.goto(`${portal.baseUrl}/mobile-upload?code=AAAA-BBBB-CCCC`);
    await phone.getByText('This upload code is not valid. Ask the office for a new one.').waitFor();
    expect(await phone.locator('input[type="file"]').count()).toBe(0);
  });

  it("should show a publishing customer's BHA report QR code linking to its public serial history", async () => {
    const page = await signedIn(NORDKAPP);
    await page.goto(`${portal.baseUrl}/inspectionBHA`);
    await hydrated(page, 'h1');
    await page
      .locator('.rr-data-table__scroll')
      .first()
      .evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
    // The header's sort button is also named QR; the row's button is the action cell's.
    await page.locator('.rr-data-table__action-button', { hasText: 'QR' }).first().click();
    const dialog = page.getByRole('dialog');
    const qr = dialog.getByRole('img', { name: /^QR code of the serial history of / });
    await qr.waitFor();
    const href = (await dialog.getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/\/nordkapp\?serialnr=.+/);
    await portal.screenshot(page, 'inspectionBHA-qr', { desktopOnly: true });
  });
});
