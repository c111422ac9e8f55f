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
