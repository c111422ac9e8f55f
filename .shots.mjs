import { chromium } from 'playwright-core';
const base = process.env.BASE;
const out = process.env.OUT ?? '/tmp/pr-shots';
const only = process.env.ONLY?.split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function session(email) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', email, page.url(), m.text()); });
  if (email) {
    await page.goto(`${base}/login`);
    await page.waitForFunction(() => { const e = document.querySelector('form.rr-sign-in'); return e && Object.keys(e).some((k) => k.startsWith('__reactFiber')); });
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('rigready-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  return page;
}
async function shot(page, path, name, after) {
  if (only && !only.includes(name)) return;
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    if (after) await after(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (sideways) console.log('page-level sideways scroll', name, w);
    await page.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true });
  }
}
const guest = await session('guest@rigready.test');
await shot(guest, '/inventory', 'guest-403');
const customer = await session('customer@rigready.test');
await shot(customer, '/no-such/page', 'customer-404');
const anon = await session(null);
await shot(anon, '/keystone', 'keystone');
await shot(anon, '/keystone?customer=nordkapp+borelag+as&serialnr=xx', 'keystone-search');
await shot(anon, '/login', 'login');
const admin = await session('admin@rigready.test');
await shot(admin, '/admin', 'admin');
await shot(admin, '/audit', 'audit');
await browser.close();
