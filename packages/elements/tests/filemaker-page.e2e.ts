import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotScreen } from '../../portal/tests/screens/browser-screens.js';
import { type OpenExample, openExample } from './support/example-page.js';
import { axeViolations, positionColour } from './support/page-checks.js';

// What FileMaker's web viewer gives the page: window.FileMaker.PerformScript(script, parameter).
function fileMakerCalls(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => (window as unknown as { fileMakerCalls: [string, string][] }).fileMakerCalls);
}

describe('given the FileMaker web viewer example, the data handed in as JSON by the host', () => {
  let example: OpenExample;
  let page: Page;

  beforeAll(async () => {
    // A web viewer about as wide as a FileMaker layout's.
    example = await openExample('filemaker.html', 560, (page) =>
      page.addInitScript(() => {
        const calls: [string, string][] = [];
        Object.assign(window, {
          fileMakerCalls: calls,
          FileMaker: {
            PerformScript: (script: string, parameter: string) => calls.push([script, parameter]),
          },
        });
      }),
    );
    page = example.page;
    await page.getByRole('grid', { name: 'Rack R7' }).waitFor();
  });

  afterAll(() => example?.close());

  it('should load the classic script build and nothing else', () => {
    expect(example.server.requests.filter((path) => !path.endsWith('.map'))).toEqual([
      '/examples/filemaker.html',
      '/dist/rigready-elements.iife.js',
    ]);
    expect(example.problems).toEqual([]);
  });

  it('should draw the rack FileMaker wrote into the page, coloured by days since inspection', async () => {
    const rack = page.getByRole('grid', { name: 'Rack R7' });
    // today 2026-11-26, the rack-view rule: green under 17 days, yellow under 62, red from 62.
    //   P1 2026-11-20: 26 - 20 = 6 days                                        -> green
    //   P2 2026-10-01: Oct 1 -> Nov 1 = 31, Nov 1 -> Nov 26 = 25: 56 days       -> yellow
    //   P3 2026-08-01: Aug 31 + Sep 30 + Oct 31 = 92 to Nov 1, + 25: 117 days  -> red
    expect(await positionColour(rack, 1)).toBe('rgb(76, 175, 80)');
    expect(await positionColour(rack, 2)).toBe('rgb(255, 235, 59)');
    expect(await positionColour(rack, 3)).toBe('rgb(244, 67, 54)');
    expect(await rack.getByRole('button', { name: 'Position 4: occupied' }).count()).toBe(1);
    await screenshotScreen(page, 'elements-filemaker');
  });

  it('should hand a joint selection to FileMaker as a script call with its serial', async () => {
    await page
      .getByRole('grid', { name: 'Rack R7' })
      .getByRole('button', { name: /^Position 2:/ })
      .click();
    const [script, parameter] = (await fileMakerCalls(page)).at(-1) ?? [];
    expect(script).toBe('RigReady event');
    expect(JSON.parse(parameter as string)).toMatchObject({
      type: 'rigready-joint-select',
      detail: { serial: 'DP-3002', position: 2, rack: 'R7', site: 'Tananger' },
    });
  });

  it('should draw new data that FileMaker hands in with Perform JavaScript in Web Viewer', async () => {
    await page.evaluate(() =>
      (window as unknown as { rigready: { show: (id: string, json: string) => void } }).rigready.show(
        'rack',
        JSON.stringify({
          joints: [
            { Serial_Number: 'DP-3009', Position: 9, Rack_Position: 'R7', Date_Inspected: '2026-11-26' },
          ],
          'occupied-positions': [1, 2],
        }),
      ),
    );
    const rack = page.getByRole('grid', { name: 'Rack R7' });
    await rack.getByRole('button', { name: /^Position 9: DP-3009/ }).waitFor();
    expect(await rack.getByRole('button', { name: /occupied$/ }).count()).toBe(2);
    expect(await rack.getByRole('button', { name: /DP-3001/ }).count()).toBe(0);
  });

  it('should tell FileMaker what is wrong with JSON it could not use', async () => {
    await page.evaluate(() =>
      (window as unknown as { rigready: { show: (id: string, json: string) => void } }).rigready.show(
        'rack',
        JSON.stringify({ joints: [{ Position: 2 }] }),
      ),
    );
    expect(await page.locator('#rack').getByRole('alert').textContent()).toBe(
      'joints[0].Serial_Number: Invalid input: expected string, received undefined',
    );
    const [, parameter] = (await fileMakerCalls(page)).at(-1) ?? [];
    expect(JSON.parse(parameter as string)).toEqual({
      type: 'rigready-error',
      detail: {
        message: 'joints[0].Serial_Number: Invalid input: expected string, received undefined',
        code: 'bad-data',
      },
    });
  });

  it('should have no axe violation', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });
});
