/** Measures a text's width on one line, in pixels, in the font it was made for. */
export type MeasureText = (text: string) => number;

// A table of many distinct texts forgets the widths it measured past this many.
const REMEMBERED_TEXTS = 20_000;

// Canvas text and laid-out text may round differently, and a web font may arrive after the
// measurement: a text is given this margin over its measured width.
const MARGIN = 1.05;
const MARGIN_PX = 2;

/**
 * The room a text of a measured width needs in a cell before it is drawn unclipped: its width with a
 * margin for rounding and late fonts. Columns are fitted with the same margin, so their sampled texts are
 * not clipped (a clipped cell costs a clip in every frame that paints it).
 *
 * @example
 * roomFor(100); // 107
 */
export function roomFor(textWidth: number): number {
  return textWidth * MARGIN + MARGIN_PX;
}

/** The width of a CSS length in pixels (0 for `auto` or `normal`). */
export function pixels(value: string): number {
  return Number.parseFloat(value) || 0;
}

/**
 * A canvas measurer in an element's computed font (each distinct text measured once), or null where the
 * browser has no `OffscreenCanvas` or cannot apply the element's letter spacing. `weight` replaces the
 * element's font weight (the headers' bold, measured from a body element).
 *
 * @example
 * const measure = textMeasurer(cell);
 * measure?.('550DP.12'); // 56.2
 */
export function textMeasurer(element: Element, weight?: string): MeasureText | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (context === null) return null;
  const style = getComputedStyle(element);
  if (style.letterSpacing !== 'normal' && !('letterSpacing' in context)) return null;
  context.font = `${style.fontStyle} ${weight ?? style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  if (style.letterSpacing !== 'normal') context.letterSpacing = style.letterSpacing;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      if (widths.size >= REMEMBERED_TEXTS) widths.clear();
      width = context.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  };
}
