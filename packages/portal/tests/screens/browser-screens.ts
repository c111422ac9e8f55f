import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The demo accounts' password (scripts/demo-data). */
export const DEMO_PASSWORD = 'rigready-demo';

/**
 * Where the browser tests save the screens they pass through, for a person to look at after a run: a
 * folder under the system's temporary directory, never the repository (docs/screenshots is a curated set).
 *
 * @example
 * await page.screenshot({ path: join(SCREENSHOTS_DIR, 'inspectionBHA-qr.png') });
 */
export const SCREENSHOTS_DIR = join(tmpdir(), 'rigready-screenshots');

const WIDTHS = [
  { suffix: 'desktop', width: 1280, height: 800 },
  { suffix: 'phone', width: 390, height: 844 },
] as const;

/**
 * Waits until React has hydrated the element (it carries React's fiber key), so a test types into
 * controlled fields only once their handlers are attached.
 *
 * @example
 * await hydrated(page, 'form.rr-sign-in');
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Opens /login and signs in through the sign-in form.
 *
 * @example
 * await signInThroughForm(page, baseUrl, 'customer@rigready.test');
 */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await hydrated(page, 'form.rr-sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the global snackbar shows exactly `message` (messages queue one after another, 5 s each) and
 * answers it; throws when it does not show within the timeout.
 *
 * @example
 * await snackbarShows(page, 'Success');
 */
export async function snackbarShows(page: Page, message: string, timeoutMs = 15_000): Promise<string> {
  const exact = new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const shown = page.locator('.rr-snackbar__message', { hasText: exact });
  await shown.waitFor({ timeout: timeoutMs });
  return (await shown.textContent()) ?? '';
}

/**
 * Saves the page at desktop (1280 px) and phone (390 px) width as portal-<screen>-*.png in
 * {@link SCREENSHOTS_DIR}, then goes back to the desktop width.
 *
 * @example
 * await screenshotScreen(page, 'home');
 */
export async function screenshotScreen(page: Page, screen: string): Promise<void> {
  for (const { suffix, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, `portal-${screen}-${suffix}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The password-reset link of the newest e-mail to `email` in the started portal's outbox, waiting for it.
 *
 * @example
 * const link = await resetLinkFor(portal.dataDir, 'customer@rigready.test');
 */
export async function resetLinkFor(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    for (const name of names.sort().reverse()) {
      const mail = (await readFile(join(folder, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
      if (link && mail.toLowerCase().includes(email.toLowerCase())) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset e-mail to ${email} in ${folder} within ${timeoutMs} ms`);
}
