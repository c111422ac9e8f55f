// The label scanner of /scan in Chromium: a fake camera films label QR codes (the labels' own encoder, see
// support/fake-camera-video.ts) and the page reads them with zxing-wasm in its worker, as Chromium on Linux
// has no BarcodeDetector for QR codes. Without a camera (refused, or plain http) the typed serial still works.
//
// The field data set: Carl (customer@) of Northwind Drilling has joints NW-F001..NW-F072 and tools NW-T001,
// NW-T002; see tests/fixtures/field/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeCameraVideo } from './support/fake-camera-video.js';
import { usePortal } from './support/use-portal.js';

const CARL = 'customer@rigready.test';
const PHONE = { width: 390, height: 844 };
const STATUS = '.rr-scan-camera__status';

/** Signs Carl in and opens /scan once the device copy of his joints is there. */
async function openScan(page: Page, origin: string, signIn: (page: Page) => Promise<void>) {
  await signIn(page);
  await page.goto(`${origin}/scan`);
  await expect
    .poll(() => page.locator('.rr-field-app__copy').textContent(), { timeout: 20_000 })
    .toMatch(/^On this device: /);
}

/** Every text the scanner's status line shows from now on, in order (a MutationObserver keeps them). */
async function recordStatus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const line = document.querySelector(selector);
    const seen: string[] = [];
    (window as unknown as { statusSeen: string[] }).statusSeen = seen;
    if (line)
      new MutationObserver(() => seen.push(line.textContent ?? '')).observe(line, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  }, STATUS);
  return () => page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen);
}

describe('given the field data set, /scan with a fake camera filming four QR codes in a loop', () => {
  const folder = mkdtempSync(join(tmpdir(), 'rigready-qr-scanner-'));
  const video = join(folder, 'labels.y4m');
  const portal = usePortal({
    env: { PORTAL_DEMO_DATA: 'off' },
    dataSet: 'field',
    chromiumArgs: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });

  beforeAll(() => {
    // Chromium reads the file when the camera opens, so it can be written once the portal's address is known.
    // Another site's code first, then the three kinds of label link: a joint's, a tool's, and a customer's
    // public serial history.
    writeFakeCameraVideo(
      video,
      [
        'https://elsewhere.example/joints/NW-F009',
        `${portal.baseUrl}/joints/NW-F001`,
        `${portal.baseUrl}/tools/NW-T001`,
        `${portal.baseUrl}/keystone?customer=Northwind%20Drilling&serialnr=NW-F002`,
      ],
      { framesPerCode: 15, width: 640, height: 480, fps: 10, blankFrames: 5 },
    );
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('should report the three labels’ serials in the order filmed, and no other site’s code', async () => {
    const page = await portal.newPage({ viewport: PHONE });
    const elsewhere: string[] = [];
    page.context().on('request', (request) => {
      if (!request.url().startsWith(portal.baseUrl)) elsewhere.push(request.url());
    });
    // Nothing said in the console: no CSP refusal, no failed fetch, no fallback of the wasm's compilation.
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });
    const decoder: string[] = [];
    page.context().on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/(qr-decode\.worker|zxing_reader)-/.test(path))
        // Without the build's hash: /assets/zxing_reader-BCjuyud6.wasm is /assets/zxing_reader.wasm.
        decoder.push(path.replace(/-[\w-]{8}(\.\w+)$/, '$1'));
    });
    await openScan(page, portal.baseUrl, (p) => portal.signIn(p, CARL));
    const statusSeen = await recordStatus(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect
      .poll(async () => (await statusSeen()).filter((text) => text.startsWith('Read ')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(3);
    const seen = await statusSeen();
    expect(seen.filter((text) => text.startsWith('Read ')).slice(0, 3)).toEqual([
      'Read NW-F001.',
      'Read NW-T001.',
      'Read NW-F002.',
    ]);
    expect(seen).toContain('That QR code is not a label of this portal.');
    // The last label's card: NW-F002 is one of Carl's joints.
    await expect
      .poll(() => page.locator('article.rr-field-card h2').first().textContent())
      .toMatch(/^NW-F00[12] joint$/);
    // The decoder is the portal's own files (the service worker may fetch them too, to keep them offline).
    expect([...new Set(decoder)].sort()).toEqual([
      '/assets/qr-decode.worker.js',
      '/assets/zxing_reader.wasm',
    ]);
    expect(elsewhere).toEqual([]);
    expect(said).toEqual([]);

    await page.getByRole('button', { name: 'Stop camera' }).click();
    expect(await page.locator(STATUS).textContent()).toBe('The camera is off.');
    // Every track of the camera is stopped: the preview holds no stream.
    expect(
      await page.locator('video').evaluate((element) => (element as HTMLVideoElement).srcObject),
    ).toBeNull();
  });

  it('should open a typed serial, and refuse another site’s link typed in', async () => {
    const page = await portal.newPage({ viewport: PHONE });
    await openScan(page, portal.baseUrl, (p) => portal.signIn(p, CARL));
    const field = page.getByLabel('Serial number');
    await field.fill('  NW-F003 ');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => page.locator('article.rr-field-card h2').textContent()).toBe('NW-F003 joint');
    expect(await field.inputValue()).toBe('');
    await field.fill('https://elsewhere.example/joints/NW-F003');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    expect(await page.locator('.rr-scan-camera__form .rr-field__error').textContent()).toBe(
      'Type a serial number (at most 64 characters) or paste a label’s link of this portal.',
    );
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  });
});

// A name other than localhost for 127.0.0.1: plain http there is no secure context, so no camera at all.
const HTTP_HOST = 'scanner-over-http.test';

describe('given the field data set, /scan where the camera cannot be had', () => {
  const portal = usePortal({
    env: { PORTAL_DEMO_DATA: 'off' },
    dataSet: 'field',
    // A camera exists, but nobody answers the permission prompt: Chromium refuses it.
    chromiumArgs: ['--use-fake-device-for-media-stream', `--host-resolver-rules=MAP ${HTTP_HOST} 127.0.0.1`],
  });

  it('should say the camera is not allowed when the permission is refused', async () => {
    const page = await portal.newPage({ viewport: PHONE });
    await openScan(page, portal.baseUrl, (p) => portal.signIn(p, CARL));
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect
      .poll(() => page.locator(STATUS).textContent())
      .toBe(
        'The camera is not allowed for this site. Allow it in the browser’s site settings, or type the serial number.',
      );
    expect(await page.getByRole('button', { name: 'Start camera' }).isVisible()).toBe(true);
  });

  it('should say why there is no camera over plain http, and still open a typed serial', async () => {
    const origin = `http://${HTTP_HOST}:${new URL(portal.baseUrl).port}`;
    const page = await portal.newPage({ viewport: PHONE });
    await openScan(page, origin, async (p) => {
      await p.goto(`${origin}/login`);
      await p.getByLabel('E-mail').fill(CARL);
      await p.getByLabel('Password').fill('rigready-demo');
      await p.getByRole('button', { name: 'Sign in' }).click();
      await p.waitForURL((url) => !url.pathname.startsWith('/login'));
    });
    await page.getByRole('button', { name: 'Start camera' }).click();
    expect(await page.locator(STATUS).textContent()).toBe(
      'This browser gives no camera to this page (the camera needs an https connection). Type the serial number instead.',
    );
    await page.getByLabel('Serial number').fill('NW-F004');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => page.locator('article.rr-field-card h2').textContent()).toBe('NW-F004 joint');
  });
});
