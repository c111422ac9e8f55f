import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:4810';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(process.env.VIDEO
      ? [
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${process.env.VIDEO}`,
        ]
      : []),
  ],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: ['camera'] });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
await page.goto(`${base}/login`);
await page.waitForSelector('form.rr-sign-in');
await page.waitForTimeout(1000);
await page.getByLabel('E-mail').fill(process.env.WHO ?? 'customer@rigready.test');
await page.getByLabel('Password').fill('rigready-demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.goto(`${base}/scan`);
await page.waitForTimeout(4000);
await page.screenshot({ path: '/tmp/dbg/scan0.png' });
console.log(page.url(), (await page.content()).slice(0, 3000));
console.log('COPY:', await page.locator('.rr-field-app__copy').textContent());
await page.screenshot({ path: '/tmp/dbg/scan.png' });
if (process.env.STEPS) {
  const f = await import(process.env.STEPS);
  await f.default(page, context, base);
}
await browser.close();
