/**
 * Takes the README's screenshots from a built Storybook: each listed story at desktop (1280 px) and phone
 * (390 px) width, saved as docs/screenshots/<component>-<story>-<desktop|phone>.png. It builds nothing; build
 * Storybook first into a folder of your own and pass it:
 *
 *   storybook build --output-dir /tmp/me-storybook --quiet
 *   /work/main/packages/portal/node_modules/.bin/tsx packages/ui/scripts/screenshots.ts /tmp/me-storybook [filter]
 *
 * `filter` keeps only the shots whose file name contains it. Add a component by appending to SHOTS.
 */
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

interface Shot {
  /** The file name's component part, e.g. 'confirm-dialog'. */
  component: string;
  /** The file name's story part, e.g. 'open'. */
  story: string;
  /** The Storybook story id, e.g. 'dialogs-confirmdialog--open'. */
  id: string;
  /** The accessible name of a button to click before the shot (to open a dialog or menu). */
  click?: string;
  /** Capture the whole page rather than the viewport (for long forms). */
  fullPage?: boolean;
  /** How many `svg[role="img"]` charts to wait for: visx's ParentSize draws after measuring its container. */
  charts?: number;
}

const SHOTS: readonly Shot[] = [
  { component: 'app-shell', story: 'home', id: 'shell-appshell--home', fullPage: true },
  { component: 'app-shell', story: 'drawer-open', id: 'shell-appshell--home', click: 'Open menu' },
  { component: 'navigation-bar', story: 'all-states', id: 'shell-navigationbar--all-states' },
  { component: 'footer', story: 'with-social-links', id: 'shell-footer--with-social-links' },
  { component: 'confirm-dialog', story: 'open', id: 'dialogs-confirmdialog--open' },
  { component: 'unsaved-settings-dialog', story: 'open', id: 'dialogs-unsavedsettingsdialog--open' },
  { component: 'drill-down-list-dialog', story: 'open', id: 'dialogs-drilldownlistdialog--all-states' },
  {
    component: 'certificate-list-dialog',
    story: 'open',
    id: 'dialogs-certificatelistdialog--all-states',
    click: 'PDF certificates of 550DP.12',
  },
  {
    component: 'delivery-ticket-pdf-menu',
    story: 'open',
    id: 'dialogs-deliveryticketpdfmenu--closed',
    click: 'PDF documents of delivery ticket DT-2291',
  },
  { component: 'pdf-viewer-dialog', story: 'open', id: 'dialogs-pdfviewerdialog--open' },
  { component: 'choose-customer-dialog', story: 'open', id: 'dialogs-choosecustomerdialog--open-controlled' },
  { component: 'sign-in-form', story: 'all-states', id: 'forms-signinform--all-states', fullPage: true },
  { component: 'forgot-password-dialog', story: 'open', id: 'forms-forgotpassworddialog--open' },
  { component: 'change-password-dialog', story: 'open', id: 'forms-changepassworddialog--open' },
  { component: 'user-form', story: 'edit', id: 'forms-userform--edit', fullPage: true },
  { component: 'customer-form', story: 'edit', id: 'forms-customerform--edit', fullPage: true },
  { component: 'snackbar', story: 'all-states', id: 'feedback-snackbar--all-states' },
  { component: 'chips', story: 'all-states', id: 'feedback-chips--all-states' },
  { component: 'home-tiles', story: 'all-states', id: 'feedback-hometiles--all-states', fullPage: true },
  { component: 'asset-cards', story: 'all-states', id: 'feedback-assetcards--all-states', fullPage: true },
  { component: 'rack-grid', story: 'mixed-ages', id: 'racks-rackgrid--mixed-ages' },
  { component: 'rack-grid', story: 'full-rack', id: 'racks-rackgrid--full-rack' },
  {
    component: 'rack-grid',
    story: 'popover',
    id: 'racks-rackgrid--other-customers-positions',
    click: 'Position 3: DP-04003, item 550DP.12, inspected 13.06.2024 (17 days ago)',
  },
  { component: 'rack-grid', story: 'scrap-octg', id: 'racks-rackgrid--scrap-octg' },
  { component: 'rack-grid', story: 'legend', id: 'racks-rackgrid--legend' },
  { component: 'rack-location-view', story: 'four-racks', id: 'racks-racklocationview--four-racks' },
  { component: 'rack-browser', story: 'first-rack', id: 'racks-rackbrowser--first-rack' },
  { component: 'bha-slot-grid', story: 'sparse', id: 'racks-bhaslotgrid--sparse', fullPage: true },
  {
    component: 'bha-slot-grid',
    story: 'popover',
    id: 'racks-bhaslotgrid--sparse',
    click: 'Slot 12C: 3 items',
  },
  { component: 'bha-slot-grid', story: 'full', id: 'racks-bhaslotgrid--full', fullPage: true },
  { component: 'ipc-chart', story: 'with-data', id: 'charts-conditionbarchart--ipc-status', charts: 1 },
  { component: 'wall-chart', story: 'with-data', id: 'charts-conditionbarchart--wall-status', charts: 1 },
  {
    component: 'histogram-chart',
    story: 'remaining-wall',
    id: 'charts-histogramchart--remaining-wall',
    charts: 1,
  },
  { component: 'result-bar-chart', story: 'tool-joint', id: 'charts-resultbarchart--tool-joint', charts: 1 },
  { component: 'pie-chart', story: 'pipe-status', id: 'charts-piechart--pipe-status', charts: 1 },
  {
    component: 'tong-space-chart',
    story: 'pin-and-box',
    id: 'charts-tongspacechart--pin-and-box',
    charts: 1,
  },
  { component: 'machining-chart', story: 'with-data', id: 'charts-treatmentbarchart--machining', charts: 1 },
  {
    component: 'hardbanding-chart',
    story: 'with-data',
    id: 'charts-treatmentbarchart--hardbanding',
    charts: 1,
  },
  { component: 'lead-time-chart', story: 'by-year', id: 'charts-leadtimechart--by-year', charts: 1 },
  {
    component: 'lead-time-chart',
    story: 'distribution',
    id: 'charts-leadtimechart--distribution',
    charts: 1,
  },
  {
    component: 'equipment-statistics-panel',
    story: 'drill-pipe',
    id: 'charts-equipmentstatisticspanel--drill-pipe',
    charts: 8,
    fullPage: true,
  },
  {
    component: 'chart',
    story: 'empty-and-single-value',
    id: 'charts-conditionbarchart--all-states',
    charts: 3,
    fullPage: true,
  },
];

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves the static Storybook over HTTP: Chromium refuses ES modules from file:// URLs. */
function serve(root: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

async function shoot(page: Page, base: string, shot: Shot, file: string) {
  await page.goto(`${base}/iframe.html?id=${shot.id}&viewMode=story`, { waitUntil: 'networkidle' });
  await page.waitForSelector('#storybook-root > *, body > [role="dialog"], body > [role="alertdialog"]');
  if (shot.charts) {
    await page.waitForFunction((n) => document.querySelectorAll('svg[role="img"]').length >= n, shot.charts);
  }
  if (shot.click) await page.getByRole('button', { name: shot.click, exact: true }).first().click();
  // Let Radix finish opening animations and focus moves before the capture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
}

async function main() {
  const [staticDir, filter = ''] = process.argv.slice(2);
  if (!staticDir || !existsSync(join(staticDir, 'iframe.html'))) {
    throw new Error(
      `Pass the folder of a built Storybook (one with iframe.html); got ${JSON.stringify(staticDir)}`,
    );
  }
  const out = resolve(import.meta.dirname, '../../../docs/screenshots');
  mkdirSync(out, { recursive: true });
  const server = await serve(resolve(staticDir));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const size of WIDTHS) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      for (const shot of SHOTS) {
        const name = `${shot.component}-${shot.story}-${size.name}.png`;
        if (!name.includes(filter)) continue;
        await shoot(page, server.url, shot, join(out, name));
        console.log(`docs/screenshots/${name}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
