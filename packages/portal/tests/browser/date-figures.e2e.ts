// Drives the built portal on the hand-made dates data set (tests/fixtures/dates) with a fixed server
// clock and reads every age, expiry and age colour the customer sees: /racklocation, the inventory's rack
// dialog, /inventory (Tubular and BHA) and /bhainventory. The expected figures are the literals of
// tests/fixtures/dates/expected-figures.ts, worked out by hand there; nothing here asks core's rules.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DATELINE_BHA_TOOLS,
  DATELINE_OVERVIEW,
  DATELINE_USER,
  FIVEMONTH_OVERVIEW,
  FIVEMONTH_USER,
  GREEN,
  PASSWORD,
  PORTAL_NOW,
  PORTAL_NOW_NEAR_MIDNIGHT,
  PORTAL_TIME_ZONE,
  RACK_D1_JOINTS,
  RACK_D1_OTHER_POSITIONS,
  YELLOW,
} from '../fixtures/dates/expected-figures.js';
import { type Portal, usePortal } from './support/use-portal.js';

/** Wide enough that the tables draw every column at once (they virtualise columns off screen). */
const WIDE = { width: 4200, height: 900 };

function useDatesPortal(now: string): Portal {
  return usePortal({ env: { PORTAL_DEMO_DATA: 'off', PORTAL_NOW: now, PORTAL_TIME_ZONE }, dataSet: 'dates' });
}

/**
 * A rack position as drawn: its aria-label, the colour it names and is painted, and for a joint what its
 * popover says about the inspection.
 */
interface ShownPosition {
  label: string;
  colour: string | null;
  rgb: string | null;
  popover: { inspected: string; since: string } | null;
}

/** Opens a joint's popover, reads it, and closes it again. */
async function withPopover<T>(
  page: Page,
  button: Locator,
  read: (popover: Locator) => Promise<T>,
): Promise<T> {
  await button.click();
  const popover = page.locator('.rr-rack-popover');
  await popover.waitFor();
  const value = await read(popover);
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
  return value;
}

/** The "Inspected" and "Since inspection" lines of one joint's popover. */
function popoverOf(page: Page, button: Locator): Promise<ShownPosition['popover']> {
  return withPopover(page, button, async (popover) => {
    const lines = Object.fromEntries(
      await popover
        .locator('.rr-joint-details__row')
        .evaluateAll((pairs) =>
          pairs.map((pair) => [
            pair.querySelector('dt')?.textContent ?? '',
            pair.querySelector('dd')?.textContent ?? '',
          ]),
        ),
    ) as Record<string, string>;
    return { inspected: lines.Inspected ?? '', since: lines['Since inspection'] ?? '' };
  });
}

/** Whether a joint's popover is on top: the element at its centre is its own, not something drawn over it. */
function popoverOnTop(page: Page, button: Locator): Promise<boolean> {
  return withPopover(page, button, (popover) =>
    popover.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  );
}

async function shownPositions(page: Page, grid: Locator): Promise<ShownPosition[]> {
  const shown: ShownPosition[] = [];
  for (const button of await grid.locator('.rr-rack-position').all()) {
    const joint = (await button.getAttribute('data-cell-state')) === 'joint';
    shown.push({
      label: (await button.getAttribute('aria-label')) ?? '',
      colour: await button.getAttribute('data-colour'),
      rgb: joint ? await button.evaluate((element) => getComputedStyle(element).backgroundColor) : null,
      popover: joint ? await popoverOf(page, button) : null,
    });
  }
  const number = (position: ShownPosition) => Number(/^Position (\d+):/.exec(position.label)?.[1]);
  return shown.sort((a, b) => number(a) - number(b));
}

/** The lines of a rack's colour key. */
function legendOf(grid: Locator, scale: 'storage' | 'inspection-due'): Promise<string[]> {
  return grid
    .locator(`ul[aria-label="Days since last inspection — ${scale} scale"] li`)
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
}

function expectedPositions(scale: 'rackView' | 'rackDialog'): ShownPosition[] {
  return [
    ...RACK_D1_JOINTS.map((joint) => ({
      // The inventory's rack dialog also names each joint's class; these joints have no inspection figures.
      label: `Position ${joint.position}: ${joint.serial}, item 550DP.1, ${scale === 'rackDialog' ? 'not classed, ' : ''}inspected ${joint.inspected} (${joint.days} ago)`,
      colour: joint[scale].name,
      rgb: joint[scale].rgb,
      popover: { inspected: joint.inspected, since: joint.days },
    })),
    ...RACK_D1_OTHER_POSITIONS.map((label) => ({ label, colour: null, rgb: null, popover: null })),
  ];
}

/** What a table shows in one column, per row keyed by another column: text, circle name and circle colour. */
interface ShownCell {
  text: string;
  circle: string | null;
  rgb: string | null;
}

async function tableColumn(
  page: Page,
  table: string,
  keyHeader: string,
  valueHeader: string,
): Promise<Record<string, ShownCell>> {
  // While the streamed rows are revealed, the page can hold a hidden copy of the table for a moment.
  const section = page.locator(`section.rr-data-table[aria-label="${table}"]`).filter({ visible: true });
  await section.locator('tbody tr td').first().waitFor();
  return section.evaluate(
    (element, [keyName, valueName]) => {
      const index = (name: string) => {
        const header = [...element.querySelectorAll('thead th')].find(
          (th) => th.querySelector('.rr-data-table__header-text')?.textContent?.trim() === name,
        );
        if (!header) throw new Error(`the table has no column "${name}"`);
        return header.getAttribute('aria-colindex');
      };
      const keyIndex = index(keyName);
      const valueIndex = index(valueName);
      const shown: Record<string, { text: string; circle: string | null; rgb: string | null }> = {};
      for (const row of element.querySelectorAll('tbody tr')) {
        const key = row.querySelector(`td[aria-colindex="${keyIndex}"]`)?.textContent?.trim() ?? '';
        const cell = row.querySelector(`td[aria-colindex="${valueIndex}"]`);
        const circle = cell?.querySelector('.rr-data-table__circle') ?? null;
        shown[key] = {
          text: (cell?.querySelector('.rr-data-table__text') ?? cell)?.textContent?.trim() ?? '',
          circle: circle?.getAttribute('aria-label') ?? null,
          rgb: circle ? getComputedStyle(circle).backgroundColor : null,
        };
      }
      return shown;
    },
    [keyHeader, valueHeader] as const,
  );
}

describe(`given the built portal on the dates data set at ${PORTAL_NOW} (${PORTAL_TIME_ZONE}), in Chromium`, () => {
  const portal = useDatesPortal(PORTAL_NOW);
  let page: Page;

  beforeEach(async () => {
    page = await portal.newPage({ viewport: WIDE });
  });

  async function signIn(email: string) {
    await portal.signIn(page, email, { password: PASSWORD, landing: '**/home' });
  }

  async function choosePipeType(pipeType: 'BHA' | 'Tubular') {
    const answer = await page.request.post(`${portal.baseUrl}/pipe-type`, {
      form: { pipeType },
      headers: { Origin: portal.baseUrl },
    });
    expect(answer.ok()).toBe(true);
  }

  // The inventory draws only the columns in view; the Overview Date is the last of many, so the user
  // saves a short column choice, as the edit-headers menu does.
  async function showInventoryColumns(columns: string[]) {
    const answer = await page.request.post(`${portal.baseUrl}/inventory`, {
      form: { intent: 'saveColumns', columns: JSON.stringify(columns) },
      headers: { Origin: portal.baseUrl },
    });
    expect(answer.ok()).toBe(true);
  }

  it('should label and colour every position of /racklocation by the days since inspection (17 and 62 days)', async () => {
    await signIn(DATELINE_USER);
    await page.goto(`${portal.baseUrl}/racklocation`);
    const grid = page.locator('.rr-rack-location-view__panel');
    await grid.locator('.rr-rack-position').first().waitFor();
    expect(await legendOf(grid, 'storage')).toEqual([
      'Under 17 days',
      '17 to under 62 days',
      '62 days or more',
      'Not inspected',
      'Occupied (another customer)',
      'Empty',
    ]);
    expect(await shownPositions(page, grid)).toEqual(expectedPositions('rackView'));
  });

  it("should colour the inventory rack dialog's positions on its own scale (180 and 365 days)", async () => {
    await signIn(DATELINE_USER);
    await page.goto(`${portal.baseUrl}/inventory?showrack=D1`);
    const dialog = page.getByRole('dialog', { name: 'Rack D1' });
    await dialog.locator('.rr-rack-position').first().waitFor();
    expect(await legendOf(dialog, 'inspection-due')).toEqual([
      'Under 180 days',
      '180 to under 365 days',
      '365 days or more',
      'Not inspected',
      'Occupied (another customer)',
      'Empty',
    ]);
    expect(await shownPositions(page, dialog)).toEqual(expectedPositions('rackDialog'));
  });

  it("should draw a joint's popover above the rack, in /racklocation and in the inventory's rack dialog", async () => {
    await signIn(DATELINE_USER);
    await page.goto(`${portal.baseUrl}/racklocation`);
    const grid = page.locator('.rr-rack-location-view__panel');
    const inView = await popoverOnTop(page, grid.locator('.rr-rack-position[aria-label^="Position 1: "]'));
    await page.goto(`${portal.baseUrl}/inventory?showrack=D1`);
    const dialog = page.getByRole('dialog', { name: 'Rack D1' });
    const inDialog = await popoverOnTop(
      page,
      dialog.locator('.rr-rack-position[aria-label^="Position 1: "]'),
    );
    expect({ inView, inDialog }).toEqual({ inView: true, inDialog: true });
  });

  it('should circle the Overview Date of each tubular inventory row at 3 and 6 months', async () => {
    await signIn(DATELINE_USER);
    await showInventoryColumns(['Item_No', 'Overview_Date']);
    await page.goto(`${portal.baseUrl}/inventory`);
    const shown = await tableColumn(page, 'Tubular inventory', 'Item No', 'Overview Date');
    expect(shown).toEqual(
      Object.fromEntries(
        DATELINE_OVERVIEW.map((row) => [
          row.item,
          { text: row.shown, circle: row.circle.name, rgb: row.circle.rgb },
        ]),
      ),
    );
  });

  it('should colour the Overview Date at 5 and 6 months for the customer with inspection date colouring', async () => {
    await signIn(FIVEMONTH_USER);
    await showInventoryColumns(['Item_No', 'Overview_Date']);
    await page.goto(`${portal.baseUrl}/inventory`);
    const shown = await tableColumn(page, 'Tubular inventory', 'Item No', 'Overview Date');
    expect(shown).toEqual(
      Object.fromEntries(
        FIVEMONTH_OVERVIEW.map((row) => [
          row.item,
          { text: row.shown, circle: row.circle.name, rgb: row.circle.rgb },
        ]),
      ),
    );
  });

  it('should show each BHA tool its last inspection, its circle and its days past due in /inventory', async () => {
    await signIn(DATELINE_USER);
    await choosePipeType('BHA');
    await page.goto(`${portal.baseUrl}/inventory`);
    const inspected = await tableColumn(page, 'BHA inventory', 'Serial Number', 'Last Inspection Date');
    const pastDue = await tableColumn(page, 'BHA inventory', 'Serial Number', 'Days past due inspection');
    expect(inspected).toEqual(
      Object.fromEntries(
        DATELINE_BHA_TOOLS.map((tool) => [
          tool.serial,
          { text: tool.inspected, circle: tool.circle.name, rgb: tool.circle.rgb },
        ]),
      ),
    );
    expect(Object.fromEntries(Object.entries(pastDue).map(([serial, cell]) => [serial, cell.text]))).toEqual(
      Object.fromEntries(DATELINE_BHA_TOOLS.map((tool) => [tool.serial, tool.daysPastDue])),
    );
  });

  it('should list each BHA tool with its last inspection date in its /bhainventory slot', async () => {
    await signIn(DATELINE_USER);
    await page.goto(`${portal.baseUrl}/bhainventory`);
    await page.locator('.rr-bha-grid').first().waitFor();
    for (const tool of DATELINE_BHA_TOOLS) {
      await page.getByRole('button', { name: `Slot ${tool.slot}: 1 item` }).click();
      const dialog = page.getByRole('dialog', { name: `Rack BD · slot ${tool.slot}` });
      await dialog.waitFor();
      const row = await dialog
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
        );
      expect([tool.slot, row]).toEqual([
        tool.slot,
        [[tool.serial, 'Stabiliser', 'Stabiliser', 'NC50 / NC50', tool.inspected]],
      ]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });
});

describe(`given the built portal on the dates data set at ${PORTAL_NOW_NEAR_MIDNIGHT}, still the day before in UTC`, () => {
  const portal = useDatesPortal(PORTAL_NOW_NEAR_MIDNIGHT);
  let page: Page;

  beforeAll(async () => {
    page = await portal.signedInPage(DATELINE_USER, {
      password: PASSWORD,
      landing: '**/home',
      context: { viewport: WIDE },
    });
  });

  it("should count a joint's age in Oslo's calendar days on /racklocation", async () => {
    await page.goto(`${portal.baseUrl}/racklocation`);
    const grid = page.locator('.rr-rack-location-view__panel');
    const position = grid.locator('.rr-rack-position[aria-label^="Position 2: "]');
    await position.waitFor();
    expect(await position.getAttribute('aria-label')).toBe(
      'Position 2: DL-017, item 550DP.1, inspected 09.11.2026 (17 days ago)',
    );
    expect(await position.getAttribute('data-colour')).toBe('yellow');
    expect(await position.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(YELLOW);
    const first = grid.locator('.rr-rack-position[aria-label^="Position 1: "]');
    expect(await first.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(GREEN);
  });

  it("should count days past due in Oslo's calendar days on the BHA inventory", async () => {
    const answer = await page.request.post(`${portal.baseUrl}/pipe-type`, {
      form: { pipeType: 'BHA' },
      headers: { Origin: portal.baseUrl },
    });
    expect(answer.ok()).toBe(true);
    await page.goto(`${portal.baseUrl}/inventory`);
    const pastDue = await tableColumn(page, 'BHA inventory', 'Serial Number', 'Days past due inspection');
    expect([pastDue['DT-0184']?.text, pastDue['DT-0186']?.text]).toEqual(['0 days', '2 days']);
  });
});
