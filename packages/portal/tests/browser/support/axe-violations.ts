import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const PORTAL_DIR = new URL('../../../', import.meta.url).pathname;
const AXE = createRequire(join(PORTAL_DIR, '..', 'ui', 'package.json')).resolve('axe-core/axe.min.js');

/**
 * What axe-core finds wrong with the page as it stands, one line per rule with the elements it names;
 * empty when nothing.
 *
 * @example
 * expect(await axeViolations(page)).toEqual([]);
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const { violations } = await axe.run();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
}
