// The field app at the rack, in Chromium with a fake camera that films the printed labels' QR codes.
//
// The field data set: Northwind Drilling (Carl, customer@) has 67 joints, 50 of them NW-F001..NW-F050 at
// positions 1..50 of rack R-50 at Hammerfest; Kestrel Drilling (Kari, kari@kestrel.test) has 10 joints
// KD-F001..KD-F010, one of them (KD-F010) in R-50 too; NW-F061..NW-F072 came on delivery DT-F-001. The
// camera films the 50 labels of R-50, each `<portal>/joints/<serial>` as the label sheet prints it, one
// after the other in a loop.
//
// Online, a label scanned opens its card; offline, a rack count of the 50 is recorded on the device; back
// online the portal holds exactly one count of 50 scans, and still one after the same count is sent twice.
// A count left unsent when the session ends is sent once Carl signs in again. Signing out offline and
// online leaves no data of the user in Cache Storage or IndexedDB, and Kari signing in on the same browser
// profile after Carl's session ended deletes what was kept for him and sees only Kestrel's joints.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm } from '../screens/browser-screens.js';
import { launchChromium } from './support/chromium.js';
import { writeFakeCameraVideo } from './support/fake-camera-video.js';
import { usePortal } from './support/use-portal.js';

const CARL = 'customer@rigready.test';
const KARI = 'kari@kestrel.test';
const PHONE = { width: 390, height: 844 };
const RACK_SERIALS = Array.from({ length: 50 }, (_, at) => `NW-F${String(at + 1).padStart(3, '0')}`);

/** What the page's origin keeps: every Cache Storage cache with the URLs in it, and the IndexedDB names. */
async function deviceData(page: Page) {
  return page.evaluate(async () => {
    const caches_ = await Promise.all(
      (await caches.keys()).map(async (name) => ({
        name,
        urls: (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      })),
    );
    const databases = (await indexedDB.databases()).map((database) => database.name);
    return { caches: caches_, databases };
  });
}

/** Only the build's own files (scripts, styles, icons, the manifest) may stay: nobody's data. */
const BUILD_FILE = /^\/(assets\/.+|icons\/.+|manifest\.webmanifest|favicon\.svg)$/;

function userDataIn(data: Awaited<ReturnType<typeof deviceData>>) {
  return {
    databases: data.databases,
    pages: data.caches.flatMap((cache) => cache.urls.filter((url) => !BUILD_FILE.test(url))),
  };
}

describe('given the field data set, the field app with a fake camera filming the labels of rack R-50', () => {
  const portal = usePortal({ env: { PORTAL_DEMO_DATA: 'off' }, dataSet: 'field' });
  let folder: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'rigready-field-camera-'));
    const video = join(folder, 'rack-r-50.y4m');
    writeFakeCameraVideo(
      video,
      RACK_SERIALS.map((serial) => `${portal.baseUrl}/joints/${serial}`),
      { framesPerCode: 3, width: 320, height: 240, fps: 10 },
    );
    browser = await launchChromium([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    context = await browser.newContext({ viewport: PHONE, permissions: ['camera'] });
    page = await context.newPage();
  });

  // A test that fails offline must not leave the next one without a network.
  afterEach(async () => {
    await context?.setOffline(false);
  });

  afterAll(async () => {
    await browser?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const copyLine = () => page.locator('.rr-field-app__copy');

  const signIn = async (email: string) => {
    await signInThroughForm(page, portal.baseUrl, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  };

  /** Opens /scan and waits until the copy on the device is the one `copy` describes. */
  const scanWithCopy = async (copy: RegExp) => {
    await page.goto(`${portal.baseUrl}/scan`);
    await expect.poll(() => copyLine().textContent(), { timeout: 20_000 }).toMatch(copy);
  };

  /** Waits until the service worker controls the page and keeps the three field screens for offline use. */
  const fieldScreensKept = () =>
    expect
      .poll(
        () =>
          page.evaluate(async () => {
            const kept = await (await caches.open('rigready-field-pages')).keys();
            return [kept.length, navigator.serviceWorker.controller !== null];
          }),
        { timeout: 20_000 },
      )
      .toEqual([3, true]);

  /** The counts in the portal's own database, read beside the portal with SQLite itself. */
  const recordedCounts = () => {
    const database = new DatabaseSync(join(portal.dataDir, 'rigready.sqlite'), { readOnly: true });
    try {
      return database
        .prepare(
          `SELECT number, kind, rack,
             (SELECT count(*) FROM field_count_lines l WHERE l.count_id = c.id AND l.scanned_at IS NOT NULL) AS scans,
             found
           FROM field_counts c ORDER BY number`,
        )
        .all()
        .map((row) => ({ ...row }));
    } finally {
      database.close();
    }
  };

  it('should open a scanned label’s card online, from the copy on the device', async () => {
    await signIn(CARL);
    await scanWithCopy(/^On this device: 67 joints and 2 tools of Northwind Drilling, as of /);
    await page.getByRole('button', { name: 'Start camera' }).click();
    const card = page.locator('article.rr-field-card');
    await card.waitFor({ timeout: 20_000 });
    // The camera goes on reading the next labels: stop it, so the card stays one label's.
    await page.getByRole('button', { name: 'Stop camera' }).click();
    const [heading, ...facts] = await card.locator('h2, dd').allTextContents();
    expect(heading).toMatch(/^NW-F0(0[1-9]|[1-4]\d|50) joint$/);
    const position = Number(heading?.slice(4, 7));
    expect(facts).toEqual([
      '550DP.12',
      'Drill Pipe',
      'Rig Ready',
      `Rack R-50, position ${position}, Hammerfest`,
      '14.03.2026',
      'Not classed',
      'Rig A',
      '–',
    ]);
  });

  it('should count the rack’s 50 joints offline and record exactly one count once online', async () => {
    // The field screens are kept for offline use once a field page has run online.
    await fieldScreensKept();
    await context.setOffline(true);
    await page.goto(`${portal.baseUrl}/scan/rack`);
    await expect.poll(() => page.locator('.rr-field-app__net').textContent()).toBe('Offline');
    await page
      .getByLabel('Rack (your joints and tools in it)')
      .selectOption({ label: 'R-50, Hammerfest · 50 expected' });
    await page.getByRole('button', { name: 'Start counting' }).click();
    await page.getByRole('button', { name: 'Start camera' }).click();
    const tally = (label: string) =>
      page.locator('.rr-field-count__tally div').filter({ hasText: label }).locator('dd').textContent();
    await expect.poll(() => tally('Found'), { timeout: 120_000, interval: 500 }).toBe('50 of 50');
    expect(await tally('Missing')).toBe('0');
    await page.getByRole('button', { name: 'Finish count' }).click();
    const status = page.locator('.rr-field-done__status').first();
    await expect.poll(() => status.textContent()).toBe('Waiting for a connection');
    expect(recordedCounts()).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Recorded as FC-2026-0001');
    expect(recordedCounts()).toEqual([
      { number: 'FC-2026-0001', kind: 'rack', rack: 'R-50', scans: 50, found: 50 },
    ]);

    // The same count sent twice more, at once, as a lost answer or a second tab would: still one count.
    const answers = await page.evaluate(async () => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('rigready-field');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const [count] = await new Promise<Record<string, unknown>[]>((resolve) => {
        const all = database.transaction('counts').objectStore('counts').getAll();
        all.onsuccess = () => resolve(all.result);
      });
      database.close();
      const { target, key, startedAt, finishedAt, copyTakenAt, scans, missing } = count as {
        target: Record<string, string>;
      } & Record<string, unknown>;
      const body = JSON.stringify({ key, ...target, startedAt, finishedAt, copyTakenAt, scans, missing });
      const send = () =>
        fetch('/api/field/counts', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        }).then(async (answer) => [answer.status, ((await answer.json()) as { number: string }).number]);
      return Promise.all([send(), send()]);
    });
    expect(answers).toEqual([
      [200, 'FC-2026-0001'],
      [200, 'FC-2026-0001'],
    ]);
    expect(recordedCounts()).toEqual([
      { number: 'FC-2026-0001', kind: 'rack', rack: 'R-50', scans: 50, found: 50 },
    ]);
  });

  it('should keep an unsent count through an ended session and send it once the same user signs in again', async () => {
    await page.goto(`${portal.baseUrl}/scan/delivery`);
    await context.setOffline(true);
    await page
      .getByLabel('Delivery ticket (its joints and tools)')
      .selectOption({ label: 'DT-F-001 · 12 expected' });
    await page.getByRole('button', { name: 'Start counting' }).click();
    const typed = page.getByRole('textbox', { name: 'Serial number' });
    for (const serial of ['NW-F061', 'NW-F062']) {
      await typed.fill(serial);
      await page.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => page.locator('.rr-field-count__notice').textContent()).toBe(`${serial}: Found`);
    }
    await page.getByRole('button', { name: 'Finish count' }).click();
    const status = page.locator('.rr-field-done__status').first();
    await expect.poll(() => status.textContent()).toBe('Waiting for a connection');

    // The session ends while the device is away: back online, the count cannot be sent and stays.
    await context.clearCookies();
    await context.setOffline(false);
    await page.waitForURL(/\/login\?reason=session-ended$/, { timeout: 20_000 });
    expect(recordedCounts()).toHaveLength(1);

    await signIn(CARL);
    await page.goto(`${portal.baseUrl}/scan/delivery`);
    await expect
      .poll(() => page.locator('.rr-field-done__status').first().textContent(), { timeout: 20_000 })
      .toBe('Recorded as FC-2026-0002');
    expect(recordedCounts()[1]).toEqual({
      number: 'FC-2026-0002',
      kind: 'delivery',
      rack: null,
      scans: 2,
      found: 2,
    });
  });

  it('should leave none of the user’s data on the device after signing out offline, and end the session once online', async () => {
    await fieldScreensKept();
    await context.setOffline(true);
    await page.goto(`${portal.baseUrl}/scan`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Signed out on this device' }).waitFor();
    await expect.poll(async () => userDataIn(await deviceData(page))).toEqual({ databases: [], pages: [] });

    await context.setOffline(false);
    await page.waitForURL(/\/login$/, { timeout: 20_000 });
    expect(userDataIn(await deviceData(page))).toEqual({ databases: [], pages: [] });
    // The session ended in the portal too: the field screen asks for sign-in.
    await page.goto(`${portal.baseUrl}/scan`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('should leave none of the user’s data after signing out online', async () => {
    await signIn(CARL);
    await scanWithCopy(/^On this device: 67 joints/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/);
    expect(userDataIn(await deviceData(page))).toEqual({ databases: [], pages: [] });
  });

  it('should delete what was kept for a user whose session ended when another signs in, and show that one only their own joints', async () => {
    await signIn(CARL);
    await scanWithCopy(/^On this device: 67 joints/);
    await context.clearCookies();

    await signIn(KARI);
    // The first page Kari opens deletes Carl's copy and pages, before any field screen reads them.
    await expect.poll(async () => userDataIn(await deviceData(page))).toEqual({ databases: [], pages: [] });
    await scanWithCopy(/^On this device: 10 joints and 1 tool of Kestrel Drilling, as of /);
    const typed = page.getByRole('textbox', { name: 'Serial number' });
    await typed.fill('NW-F001');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect
      .poll(() => page.getByRole('alert').locator('p').textContent())
      .toMatch(/^Not one of your joints or tools in the copy of /);
    await typed.fill('KD-F010');
    await page.getByRole('button', { name: 'Open' }).click();
    expect(await page.locator('article.rr-field-card dd').nth(3).textContent()).toBe(
      'Rack R-50, position 51, Hammerfest',
    );
  });
});
