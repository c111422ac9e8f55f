import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SCREENSHOTS_DIR, screenshotScreen, signInThroughForm } from '../../screens/browser-screens.js';
import { launchChromium } from './chromium.js';
import { importFixture } from './import-fixture.js';
import { type RunningPortal, startPortal } from './portal-server.js';

/** The desktop viewport a page opens at unless its test asks for another. */
export const DESK = { width: 1280, height: 800 };

export interface PortalOptions {
  /** Environment of the portal on top of the test run's, e.g. `{ PORTAL_DEMO_DATA: 'off' }`. */
  env?: Record<string, string>;
  /** A data-format folder of tests/fixtures imported into the fresh data folder once the portal runs. */
  dataSet?: string;
  /** Switches added to Chromium's own (see launchChromium). */
  chromiumArgs?: readonly string[];
}

/** Where a sign-in lands: a glob or pattern for page.waitForURL, or a test of the URL. */
export type Landing = string | RegExp | ((url: URL) => boolean);

export interface SignInOptions {
  /** The account's password; the demo accounts' by default. */
  password?: string;
  /** What the page must reach after signing in; by default any page other than /login. */
  landing?: Landing;
}

export interface SignedInPageOptions extends SignInOptions {
  /** Options of the page's new browser context; the viewport is {@link DESK} unless given. */
  context?: BrowserContextOptions;
}

export interface ScreenshotOptions {
  /** Only the desktop file, at the page's size as it is (a dialog a resize would close stays open). */
  desktopOnly?: boolean;
}

/** The started portal and Chromium of a describe block, and the steps every browser test takes with them. */
export interface Portal {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly browser: Browser;
  /**
   * A page in a fresh browser context. A context opened during a test (or its beforeEach) is closed after
   * the test; one opened in beforeAll lives as long as the browser.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Signs `email` in through the sign-in form of `page` and waits for the landing. */
  signIn(page: Page, email: string, options?: SignInOptions): Promise<void>;
  /** A page of a fresh context with `email` signed in. */
  signedInPage(email: string, options?: SignedInPageOptions): Promise<Page>;
  /** Opens /login and submits the form without waiting for a landing, for tests of a refused sign-in. */
  submitSignIn(page: Page, email: string, password?: string): Promise<void>;
  /** Saves the page as portal-<screen>-desktop.png and -phone.png in SCREENSHOTS_DIR, for a person to look at. */
  screenshot(page: Page, screen: string, options?: ScreenshotOptions): Promise<void>;
}

const notLogin = (url: URL) => !url.pathname.startsWith('/login');

/**
 * Starts the built portal on a fresh data folder and Chromium with the project's switches before the tests
 * of the describe block it is called in, and stops both after them. Call it first in the block, so that
 * the block's own hooks run after the portal is up and before it stops.
 *
 * @example
 * const portal = usePortal({ env: { PORTAL_DEMO_DATA: 'off' }, dataSet: 'statistics' });
 * beforeEach(async () => {
 *   page = await portal.signedInPage('customer@rigready.test', { landing: /\/home/ });
 * });
 */
export function usePortal(options: PortalOptions = {}): Portal {
  let running: RunningPortal | undefined;
  let browser: Browser | undefined;
  let testContexts: BrowserContext[] | undefined;

  beforeAll(async () => {
    // Both settle before a failure is thrown, so that afterAll stops whichever of the two did start.
    const [portal, chromium] = await Promise.allSettled([
      startPortal(options.env),
      launchChromium(options.chromiumArgs),
    ]);
    if (portal.status === 'fulfilled') running = portal.value;
    if (chromium.status === 'fulfilled') browser = chromium.value;
    if (portal.status === 'rejected') throw portal.reason;
    if (chromium.status === 'rejected') throw chromium.reason;
    if (options.dataSet) importFixture(portal.value.dataDir, options.dataSet);
  });

  beforeEach(() => {
    testContexts = [];
  });

  afterEach(async () => {
    const opened = testContexts ?? [];
    testContexts = undefined;
    await Promise.all(opened.map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  const started = (): RunningPortal => {
    if (!running)
      throw new Error('the portal is not started: use it in a hook or test of its describe block');
    return running;
  };

  const portal: Portal = {
    get baseUrl() {
      return started().baseUrl;
    },
    get dataDir() {
      return started().dataDir;
    },
    get browser() {
      if (!browser)
        throw new Error('Chromium is not launched: use it in a hook or test of its describe block');
      return browser;
    },
    async newPage(contextOptions = {}) {
      const context = await portal.browser.newContext({ viewport: DESK, ...contextOptions });
      testContexts?.push(context);
      return context.newPage();
    },
    async signIn(page, email, { password, landing = notLogin } = {}) {
      await signInThroughForm(page, portal.baseUrl, email, password);
      await page.waitForURL(landing);
    },
    async signedInPage(email, { context, ...signIn } = {}) {
      const page = await portal.newPage(context);
      await portal.signIn(page, email, signIn);
      return page;
    },
    submitSignIn(page, email, password) {
      return signInThroughForm(page, portal.baseUrl, email, password);
    },
    async screenshot(page, screen, { desktopOnly = false } = {}) {
      if (desktopOnly) await page.screenshot({ path: join(SCREENSHOTS_DIR, `portal-${screen}-desktop.png`) });
      else await screenshotScreen(page, screen);
    },
  };
  return portal;
}
