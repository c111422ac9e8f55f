import type { Page } from 'playwright-core';

/**
 * The header texts of a DataTable in column order, and which one is sorted, read off the page. The grid
 * draws only the columns in view, so it scrolls across and collects each column by its index.
 */
export async function readTableHeaders(
  page: Page,
  label: string,
): Promise<{ columns: string[]; sortedBy: string | null }> {
  const table = page.locator(`.rr-data-table[aria-label="${label}"]`).filter({ visible: true });
  await table.locator('thead th').first().waitFor();
  return table.locator('.rr-data-table__scroll').evaluate(async (scroll) => {
    const byIndex = new Map<number, string>();
    let sorted: string | null = null;
    for (let left = 0; ; left += scroll.clientWidth / 2) {
      scroll.scrollLeft = left;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const cell of scroll.querySelectorAll('thead th[aria-colindex]')) {
        const text = cell.querySelector('.rr-data-table__header-text')?.textContent?.trim() ?? '';
        byIndex.set(Number(cell.getAttribute('aria-colindex')), text);
        const sort = cell.getAttribute('aria-sort');
        if (sort) sorted = `${text} ${sort}`;
      }
      if (left >= scroll.scrollWidth - scroll.clientWidth) break;
    }
    scroll.scrollLeft = 0;
    return { columns: [...byIndex].sort(([a], [b]) => a - b).map(([, text]) => text), sortedBy: sorted };
  });
}

/**
 * The text of one column (1-based aria-colindex) in every row of a DataTable's page, scrolling down the
 * grid, which draws only the rows in view.
 */
export async function readColumnTexts(page: Page, label: string, column: number): Promise<string[]> {
  const grid = page.locator(`.rr-data-table[aria-label="${label}"]`).filter({ visible: true });
  await grid.locator('tbody tr').first().waitFor();
  return grid.locator('.rr-data-table__scroll').evaluate(async (scroll, index) => {
    const byRow = new Map<number, string>();
    for (let top = 0; ; top += scroll.clientHeight / 2) {
      scroll.scrollTop = top;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const row of scroll.querySelectorAll('tbody tr[aria-rowindex]')) {
        const cell = row.querySelector(`[aria-colindex="${index}"]`);
        byRow.set(Number(row.getAttribute('aria-rowindex')), cell?.textContent?.trim() ?? '');
      }
      if (top >= scroll.scrollHeight - scroll.clientHeight) break;
    }
    scroll.scrollTop = 0;
    return [...byRow].sort(([a], [b]) => a - b).map(([, text]) => text);
  }, column);
}

/**
 * The columns a DataTable leaves to its column chooser until the user shows them: the unticked entries
 * of its Edit headers panel, in the table's column order; none where the table has no such panel.
 */
export async function readChooser(page: Page, label: string): Promise<string[]> {
  const table = page.locator(`.rr-data-table[aria-label="${label}"]`).filter({ visible: true });
  const trigger = table.getByRole('button', { name: 'Edit headers' });
  if ((await trigger.count()) === 0) return [];
  await trigger.click();
  const panel = page.getByRole('dialog', { name: 'Edit headers' }).filter({ visible: true });
  await panel.locator('li').first().waitFor();
  const hidden = await panel
    .locator('li[data-state="hidden"] label')
    .evaluateAll((labels) => labels.map((label) => label.textContent?.trim() ?? ''));
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  return hidden;
}

/**
 * The header texts of a DataTable's drawn columns, split by whether each ends inside the right edge of its
 * scroll box, once the table has fitted its columns to their texts (it does so after the first paint:
 * read until two readings 300 ms apart agree).
 */
export async function columnsByRightEdge(
  page: Page,
  label: string,
): Promise<{ inside: string[]; past: string[] }> {
  const scroll = page
    .locator(`.rr-data-table[aria-label="${label}"]`)
    .filter({ visible: true })
    .locator('.rr-data-table__scroll');
  await scroll.locator('thead th').first().waitFor();
  const read = () =>
    scroll.evaluate((box) => {
      const right = box.getBoundingClientRect().right;
      const split = { inside: [] as string[], past: [] as string[] };
      for (const th of box.querySelectorAll('thead th')) {
        const text = th.querySelector('.rr-data-table__header-text')?.textContent?.trim() ?? '';
        split[th.getBoundingClientRect().right > right + 0.5 ? 'past' : 'inside'].push(text);
      }
      return split;
    });
  let last = JSON.stringify(await read());
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(300);
    const next = JSON.stringify(await read());
    if (next === last) break;
    last = next;
  }
  return JSON.parse(last) as { inside: string[]; past: string[] };
}
