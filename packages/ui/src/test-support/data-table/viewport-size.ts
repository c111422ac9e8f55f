/**
 * jsdom lays nothing out: gives every element the size of a 1400 × 600 viewport, so the virtualizers
 * (which read an element's offset size for its rect and its client size for scrolling) draw rows and columns.
 */
export function giveElementsAViewportSize(): void {
  for (const [name, size] of [
    ['clientHeight', 600],
    ['clientWidth', 1400],
    ['offsetHeight', 600],
    ['offsetWidth', 1400],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });
  }
}
