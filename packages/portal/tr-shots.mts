import { launchChromium } from './tests/browser/support/chromium.ts';
import { startPortal } from './tests/browser/support/portal-server.ts';
import { signInThroughForm } from './tests/screens/browser-screens.ts';

const out = process.argv[2] ?? '/tmp/tr-shots';
const [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
try {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await signInThroughForm(page, portal.baseUrl, 'customer@rigready.test');
    await page.waitForURL(/\/(home|dp|admin)/);
    for (const path of ['inventory', 'dp', 'received', 'delivery', 'tcp', 'ncr']) {
      await page.goto(`${portal.baseUrl}/${path}`);
      await page.locator('.rr-data-table').first().waitFor({ timeout: 20000 }).catch(() => {});
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/${path}-${width}.png` });
      if (path === 'inventory' && width === 1280) {
        await page.locator('.rr-data-table__scroll').first().evaluate((e) => {
          e.scrollLeft = 900;
        });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}/${path}-${width}-scrolled.png` });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(path, width, 'page sideways overflow', overflow);
    }
    console.log('console errors', width, errors);
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}
