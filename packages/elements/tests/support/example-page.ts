import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../../portal/tests/browser/support/chromium.js';
import { type StaticServer, serveFolder } from './static-server.js';

const PACKAGE_DIR = join(import.meta.dirname, '..', '..');

/** One of the package's example pages open in Chromium, served as static files. */
export interface OpenExample {
  server: StaticServer;
  browser: Browser;
  page: Page;
  /** Errors the page threw or logged. */
  problems: string[];
  close: () => Promise<void>;
}

/**
 * Serves the package folder as static files (no dev server, no bundler) and opens one example page in
 * Chromium at the given width, after `beforeLoad` (a stand-in for the host, such as FileMaker's object).
 *
 * @example
 * const example = await openExample('plain.html', 1280);
 */
export async function openExample(
  name: string,
  width: number,
  beforeLoad?: (page: Page) => Promise<unknown>,
): Promise<OpenExample> {
  const [server, browser] = await Promise.all([serveFolder(PACKAGE_DIR), launchChromium()]);
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await beforeLoad?.(page);
  await page.goto(`${server.url}/examples/${name}`);
  return {
    server,
    browser,
    page,
    problems,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
