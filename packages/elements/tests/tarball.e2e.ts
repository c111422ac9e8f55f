import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../portal/tests/browser/support/chromium.js';
import { itemNumbers, nextEventDetail, positionColour } from './support/page-checks.js';
import { type StaticServer, serveFolder } from './support/static-server.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const TARBALL = join(ROOT, 'release', 'rigready-elements.tgz');
const run = promisify(execFile);

// The module's gzip budget, as `pnpm size` checks it on the build.
function moduleBudgetBytes(): number {
  const checks = JSON.parse(readFileSync(join(ROOT, '.size-limit.json'), 'utf8')) as {
    path: string;
    limit: string;
  }[];
  const check = checks.find((entry) => entry.path === 'packages/elements/dist/rigready-elements.js');
  const match = /^([\d.]+) kB$/.exec(check?.limit ?? '');
  if (!match)
    throw new Error('.size-limit.json has no kB budget for packages/elements/dist/rigready-elements.js');
  return Number(match[1]) * 1000;
}

describe('given the packed @rigready/elements tarball installed with npm in an empty folder', () => {
  let folder: string;
  let installed: string;
  let server: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(TARBALL))
      throw new Error('release/rigready-elements.tgz is missing: run `npm run release:dry` first');
    folder = mkdtempSync(join(tmpdir(), 'rigready-elements-install-'));
    writeFileSync(join(folder, 'package.json'), '{ "name": "an-intranet-page", "private": true }\n');
    // Offline: the tarball depends on nothing, so npm needs no registry.
    await run('npm', ['install', TARBALL, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: folder,
    });
    installed = join(folder, 'node_modules', '@rigready', 'elements');
    [server, browser] = await Promise.all([serveFolder(installed), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('should install nothing but the package itself', () => {
    const lock = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    expect(Object.keys(lock.packages).filter(Boolean)).toEqual(['node_modules/@rigready/elements']);
  });

  it('should keep the module within its gzip budget, and say its size', () => {
    const bytes = gzipSync(readFileSync(join(installed, 'dist', 'rigready-elements.js'))).length;
    const budget = moduleBudgetBytes();
    console.log(
      `@rigready/elements dist/rigready-elements.js: ${(bytes / 1000).toFixed(1)} kB gzip (budget ${budget / 1000} kB)`,
    );
    expect(bytes).toBeLessThanOrEqual(budget);
  });

  it('should run its example page from the installed folder: rows, rack colours and the joint event', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/examples/plain.html`);
    const grid = page.getByRole('grid', { name: 'Inventory' });
    await grid.locator('tbody tr').first().waitFor();
    // Sorted by Total_Item descending: 52, 30, 24, 14.
    expect(await itemNumbers(grid)).toEqual(['550DP.12', '500DP.07', '958OCTG.01', '658HW.03']);
    const rack = page.getByRole('grid', { name: 'Rack R12' });
    // today 2026-11-26: P3 inspected 2026-11-09 is 17 days, yellow; P7 inspected 2026-09-25 is 62 days, red.
    expect(await positionColour(rack, 3)).toBe('rgb(255, 235, 59)');
    expect(await positionColour(rack, 7)).toBe('rgb(244, 67, 54)');
    const selected = await nextEventDetail<{ serial: string }>(page, '#rack', 'rigready-joint-select');
    await rack.getByRole('button', { name: /^Position 1:/ }).click();
    expect((await selected()).serial).toBe('DP-1001');
    expect(problems).toEqual([]);
    await page.close();
  });
});
