/**
 * Takes the README's screenshots from a built Storybook: each listed story at desktop (1280 px) and phone
 * (390 px) width, saved as docs/screenshots/<component>-<story>-<desktop|phone>.png. It builds nothing; build
 * Storybook first into a folder of your own and pass it (from the repository's root):
 *
 *   storybook build --output-dir /tmp/me-storybook --quiet
 *   packages/portal/node_modules/.bin/tsx packages/ui/scripts/screenshots.ts /tmp/me-storybook [filter]
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
  /** Capture the whole page rather than the viewport (for long forms). */
  fullPage?: boolean;
  /** How many `svg[role="img"]` charts to wait for: visx's ParentSize draws after measuring its container. */
  charts?: number;
}

// A small set: one or two states of the kit's main pieces. Every other state is a story in Storybook.
const SHOTS: readonly Shot[] = [
  { component: 'app-shell', story: 'home', id: 'shell-appshell--home', fullPage: true },
  { component: 'sign-in-form', story: 'all-states', id: 'forms-signinform--all-states', fullPage: true },
  { component: 'drill-down-list-dialog', story: 'open', id: 'dialogs-drilldownlistdialog--all-states' },
  { component: 'rack-grid', story: 'legend', id: 'racks-rackgrid--legend' },
  { component: 'rack-location-view', story: 'four-racks', id: 'racks-racklocationview--four-racks' },
  { component: 'bha-slot-grid', story: 'full', id: 'racks-bhaslotgrid--full', fullPage: true },
  {
    component: 'histogram-chart',
    story: 'remaining-wall',
    id: 'charts-histogramchart--remaining-wall',
    charts: 1,
  },
  {
    component: 'equipment-statistics-panel',
    story: 'drill-pipe',
    id: 'charts-equipmentstatisticspanel--drill-pipe',
    charts: 8,
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
