// The recorded counts in the browser, on the field data set (tests/fixtures/field/README.md): Carl's rack
// count and Kari's count of the same rack, each customer seeing only its own on /counts and /counts/<number>,
// at 1280 and 390 px, with nothing for axe to find. The counts are sent as the field app sends them, through
// POST /api/field/counts with the page's own session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe-violations.js';
import { DESK, usePortal } from './support/use-portal.js';

const CARL = 'customer@rigready.test';
const KARI = 'kari@kestrel.test';
const PHONE = { width: 390, height: 844 };
const AT = '2026-11-29T09:30:00.000Z';

const nw = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `NW-F${String(from + index).padStart(3, '0')}`);

function rackCount(key: string, scans: [string, string][], missing: string[]) {
  return {
    key,
    kind: 'rack',
    site: 'Hammerfest',
    rack: 'R-50',
    startedAt: '2026-11-29T09:00:00.000Z',
    finishedAt: '2026-11-29T09:40:00.000Z',
    copyTakenAt: '2026-11-29T07:00:00.000Z',
    scans: scans.map(([serial, outcome]) => ({ serial, at: AT, outcome })),
    missing,
  };
}

async function send(page: Page, baseUrl: string, body: unknown) {
  const answer = await page.request.post(`${baseUrl}/api/field/counts`, {
    data: body,
    headers: { Origin: baseUrl },
  });
  return { status: answer.status(), body: await answer.json() };
}

describe('given the built portal with the field data set, the recorded counts', () => {
  const portal = usePortal({
    env: { PORTAL_DEMO_DATA: 'off', PORTAL_NOW: '2026-11-29T09:00:00.000Z' },
    dataSet: 'field',
  });

  it('should list and show each customer its own counts only, at 1280 and 390 px', async () => {
    const carl = await portal.signedInPage(CARL, { context: { viewport: DESK } });
    // 49 of R-50 found, NW-F050 missing, Kestrel's KD-F010 unexpected, NW-F051 from R-52.
    const scans: [string, string][] = [
      ...nw(1, 49).map((serial): [string, string] => [serial, 'found']),
      ['KD-F010', 'unexpected'],
      ['NW-F051', 'other-rack'],
    ];
    expect(
      await send(carl, portal.baseUrl, rackCount('5b0f4a8e-1d2c-4e3f-8a9b-0c1d2e3f4a5b', scans, ['NW-F050'])),
    ).toEqual({
      status: 201,
      body: {
        number: 'FC-2026-0001',
        created: true,
        found: 49,
        missing: 1,
        unexpected: 1,
        otherRack: 1,
        extra: 0,
        conflicts: 0,
      },
    });
    const kari = await portal.signedInPage(KARI, { context: { viewport: PHONE } });
    const hers = rackCount(
      '6c1f4a8e-1d2c-4e3f-8a9b-0c1d2e3f4a5b',
      [
        ['KD-F010', 'found'],
        ['KD-T001', 'found'],
        ['NW-F001', 'unexpected'],
      ],
      [],
    );
    expect((await send(kari, portal.baseUrl, hers)).body.number).toBe('FC-2026-0002');

    await carl.goto(`${portal.baseUrl}/counts`);
    const list = carl.locator('.rr-data-table[aria-label="Counts"]');
    await list.locator('tbody tr').first().waitFor();
    expect(await list.locator('tbody tr').count()).toBe(1);
    expect(await list.locator('tbody tr').first().textContent()).toContain('FC-2026-0001');
    expect(await list.textContent()).not.toContain('FC-2026-0002');
    expect(await axeViolations(carl)).toEqual([]);
    await portal.screenshot(carl, 'counts');

    await carl.getByRole('link', { name: 'FC-2026-0001' }).click();
    await carl.waitForURL('**/counts/FC-2026-0001');
    await expect.poll(() => carl.getByRole('heading', { level: 1 }).textContent()).toBe('FC-2026-0001');
    const facts = await carl
      .locator('.rr-counts__summary div')
      .evaluateAll((rows) =>
        rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`),
      );
    expect(facts).toEqual([
      'Counted: Rack R-50 at Hammerfest',
      'Customer: Northwind Drilling',
      'By: Carl Customer',
      'Started: 29.11.2026 10:00',
      'Finished: 29.11.2026 10:40',
      'Copy taken: 29.11.2026 08:00',
      'Received: 29.11.2026 10:00',
      'Found: 49',
      'Missing: 1',
      'Unexpected: 1',
      'In another rack: 1',
      'Extra: 0',
      'Conflicts: 0',
    ]);
    await carl.locator('.rr-data-table[aria-label="Lines"] tbody tr').first().waitFor();
    expect(await axeViolations(carl)).toEqual([]);
    await portal.screenshot(carl, 'count');

    // Kari, at 390 px: her count as a card, Carl's not found.
    await kari.goto(`${portal.baseUrl}/counts`);
    await expect.poll(() => kari.getByRole('link', { name: 'FC-2026-0002' }).count()).toBe(1);
    expect(await kari.getByRole('link', { name: 'FC-2026-0001' }).count()).toBe(0);
    expect(await axeViolations(kari)).toEqual([]);
    const foreign = await kari.goto(`${portal.baseUrl}/counts/FC-2026-0001`);
    expect(foreign?.status()).toBe(404);
    await kari.goto(`${portal.baseUrl}/counts/FC-2026-0002`);
    await expect.poll(() => kari.getByRole('heading', { level: 1 }).textContent()).toBe('FC-2026-0002');
    expect(await kari.locator('main').textContent()).not.toContain('Northwind');
    // Nothing runs off the side of a phone's screen.
    expect(await kari.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
