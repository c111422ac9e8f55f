// A provider admin posts a quote with its PDF on the demo data, the demo customer's approver approves it on
// a phone, the approval's page shows the decision, and the document downloaded through the browser has the
// SHA-256 the page shows; then the customer decides the NCR that awaits its disposition on /NCR.
//
// Worked out without the portal: printf '%s' '%PDF-1.4 quote' | sha256sum → 2c9636c8…adf662 (14 bytes).
// The clock is fixed at 2026-11-26T07:14:05Z, 08:14 in Oslo. The demo data's awaiting NCR of Skarvheim
// Drilling AS (scripts/demo-data/qhse.ts, default seed: its latest open NCR after its first four) is
// NCR-2026-025, "Thread protectors missing on delivery".
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from '../screens/browser-screens.js';
import { axeViolations } from './support/axe-violations.js';
import { usePortal } from './support/use-portal.js';

const ADMIN = 'admin@rigready.test';
const CUSTOMER = 'customer@rigready.test';
const CUSTOMER_NAME = 'Skarvheim Drilling AS';
// The demo's first start lets Kari approve and makes her requests, RQ-2026-0005 a pick-up of 2 joints, with
// a quote on RQ-2026-0001 pending as AP-2026-0001 (scripts/demo-actions/): the quote posted here is the next.
const REQUEST = 'RQ-2026-0005';
const APPROVAL = 'AP-2026-0002';
const QUOTE = Buffer.from('%PDF-1.4 quote');
const QUOTE_SHA256 = '2c9636c852a244f77b3e0142eef00678e25a4759605a5c2e6576285fc7adf662';
const NCR = 'NCR-2026-025';
const PHONE = { width: 390, height: 844 };

/** Whether the page is wider than its viewport (a phone would scroll sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('given the built portal with the demo data and a fixed clock, an approval and an NCR decision', () => {
  const portal = usePortal({ env: { PORTAL_NOW: '2026-11-26T07:14:05Z' } });

  it('should take a posted quote to an approval whose page shows the decision and the hash of the downloaded bytes', async () => {
    const admin = await portal.signedInPage(ADMIN, { landing: /\/(home|admin)/ });
    await admin.goto(`${portal.baseUrl}/approvals`);
    await hydrated(admin, 'h1');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize(PHONE);
    expect(await overflows(admin)).toBe(false);
    await portal.screenshot(admin, 'approvals-ask');
    const form = admin.getByRole('form', { name: 'Post a quote' });
    await form.getByLabel('Customer').selectOption(CUSTOMER_NAME);
    await form.getByLabel('Request number').fill(REQUEST);
    await form
      .getByLabel('Quote (PDF)')
      .setInputFiles({ name: 'Quote 118.pdf', mimeType: 'application/pdf', buffer: QUOTE });
    await form.getByLabel('Amount').fill('12500.00');
    await form.getByLabel('Currency').fill('NOK');
    await form.getByLabel('Valid until').fill('2026-12-31');
    await form.getByRole('button', { name: 'Post the quote' }).click();
    await admin.waitForURL(`**/approvals/${APPROVAL}`);
    await admin.getByRole('heading', { name: new RegExp(APPROVAL) }).waitFor();
    expect(await admin.getByTestId('approval-sha256').textContent()).toBe(QUOTE_SHA256);
    expect(await admin.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const phone = await portal.signedInPage(CUSTOMER, {
      landing: /\/(home|asset)/,
      context: { viewport: PHONE, acceptDownloads: true },
    });
    await phone.goto(`${portal.baseUrl}/approvals`);
    await hydrated(phone, 'h1');
    const card = phone.locator(`li[data-number="${APPROVAL}"]`);
    expect(await card.locator('.rr-approvals__title').textContent()).toBe(
      'Quote for request RQ-2026-0005 (2 joints): 12500.00 NOK, valid until 31.12.2026',
    );
    expect(await card.locator('.rr-chip').textContent()).toBe('Awaiting decision');
    expect(await overflows(phone)).toBe(false);
    await portal.screenshot(phone, 'approvals');
    await phone.setViewportSize(PHONE);
    await card.getByRole('link', { name: APPROVAL }).click();
    await phone.waitForURL(`**/approvals/${APPROVAL}`);
    await hydrated(phone, 'form[aria-label="Decide"]');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.getByLabel('Comment (required to reject)').fill('Go ahead');
    await phone.getByRole('button', { name: 'Approve' }).click();
    await phone.getByTestId('decision-record').waitFor();
    expect(await phone.getByTestId('decision-record').textContent()).toBe(
      'Approved by Kari Demo (customer@rigready.test), 26.11.2026 08:14 (Europe/Oslo)',
    );
    expect(await phone.locator('.rr-approvals__comment').textContent()).toBe('Go ahead');
    expect(await phone.locator('h1 .rr-chip').textContent()).toBe('Approved');
    expect(await phone.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await overflows(phone)).toBe(false);
    await portal.screenshot(phone, 'approval');

    const shown = (await phone.getByTestId('approval-sha256').textContent()) ?? '';
    const download = phone.waitForEvent('download');
    await phone.getByTestId('approval-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Quote 118.pdf');
    const bytes = await readFile((await file.path()) ?? '');
    const downloaded = createHash('sha256').update(bytes).digest('hex');
    expect(downloaded).toBe(shown);
    expect(downloaded).toBe(QUOTE_SHA256);
    expect(bytes.toString('latin1')).toBe('%PDF-1.4 quote');
  });

  it('should let the approver decide the NCR that awaits the customer’s disposition, and show it on /NCR', async () => {
    const page = await portal.signedInPage(CUSTOMER, { landing: /\/(home|asset)/ });
    await page.goto(`${portal.baseUrl}/NCR`);
    await hydrated(page, 'h1');
    await page.getByRole('link', { name: 'Awaits your decision' }).click();
    await page.waitForURL(`**/NCR/${NCR}#decide`);
    await hydrated(page, 'form[aria-label="Decide the NCR"]');
    expect(await page.locator('.rr-approvals__title').textContent()).toBe(
      'Thread protectors missing on delivery',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Repair').check();
    await page.getByLabel(/^Comment/).fill('Recut the pin and re-inspect');
    await page.getByRole('button', { name: 'Record the disposition' }).click();
    await page.getByTestId('decision-record').waitFor();
    expect(await page.getByTestId('decision-record').textContent()).toBe(
      'Repair by Kari Demo (customer@rigready.test), 26.11.2026 08:14 (Europe/Oslo)',
    );
    await page.setViewportSize(PHONE);
    expect(await overflows(page)).toBe(false);
    await portal.screenshot(page, 'ncr-decided');

    await page.goto(`${portal.baseUrl}/NCR`);
    await hydrated(page, 'h1');
    expect(await page.getByRole('link', { name: 'Awaits your decision' }).count()).toBe(0);
    expect(await page.getByText('Repair', { exact: true }).count()).toBeGreaterThan(0);
  });
});
