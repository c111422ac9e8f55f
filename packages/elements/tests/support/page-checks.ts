import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** The item numbers of the inventory grid's rows, top to bottom. */
export function itemNumbers(grid: Locator): Promise<string[]> {
  return grid.locator('tbody tr .rr-data-table__action-button').allTextContents();
}

/** The computed background colour of a rack position, e.g. `rgb(76, 175, 80)`. */
export function positionColour(rack: Locator, position: number): Promise<string> {
  return rack
    .getByRole('button', { name: new RegExp(`^Position ${position}:`) })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
}

let waits = 0;

/**
 * Starts waiting for the next event of `type` on the element matched by `selector`, before the action that
 * fires it; the function returned resolves with the event's detail.
 */
export async function nextEventDetail<T>(
  page: Page,
  selector: string,
  type: string,
): Promise<() => Promise<T>> {
  const key = `wait-${++waits}`;
  await page.evaluate(
    ([target, name, slot]) => {
      const box = window as unknown as Record<string, Promise<unknown>>;
      box[slot as string] = new Promise((resolve) => {
        document
          .querySelector(target as string)
          ?.addEventListener(
            name as string,
            (event) => resolve(JSON.parse(JSON.stringify((event as CustomEvent).detail))),
            { once: true },
          );
      });
    },
    [selector, type, key],
  );
  return () =>
    page.evaluate((slot) => (window as unknown as Record<string, Promise<T>>)[slot], key) as Promise<T>;
}

/** axe-core's violations on the page, open shadow roots included, as `rule: targets` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(document);
    interface AxeViolation {
      id: string;
      nodes: { target: unknown[] }[];
    }
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}
