import { expect } from 'storybook/test';

/**
 * Fails when two of the chart's value labels or level axis labels overlap on screen (their boxes as
 * drawn). Turned axis labels are left to the unit test of `fitAxisLabels`: a box around turned text is
 * wider than the text.
 */
export async function expectLabelsApart(root: HTMLElement): Promise<void> {
  const groups = [
    [...root.querySelectorAll('text.rr-chart__value')],
    [...root.querySelectorAll('text.rr-chart__tick:not([transform])')],
  ];
  for (const texts of groups) {
    const boxes = texts.map((text) => text.getBoundingClientRect());
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as DOMRect;
        const b = boxes[j] as DOMRect;
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        await expect(overlap, `"${texts[i]?.textContent}" overlaps "${texts[j]?.textContent}"`).toBe(false);
      }
    }
  }
}
