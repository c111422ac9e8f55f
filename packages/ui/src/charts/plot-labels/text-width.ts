/** The charts' text size (charts.css: `.rr-chart__svg text`). */
export const CHART_FONT_SIZE = 11;
/** A line of chart text, in pixels. */
export const CHART_LINE_HEIGHT = 13;
/** Width per character where text cannot be measured (no canvas): wide enough for digits and capitals. */
const FALLBACK_EM = 0.62;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function canvas(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined) {
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  return context;
}

function fontFamily(): string {
  if (typeof document === 'undefined') return 'sans-serif';
  const family = getComputedStyle(document.documentElement).getPropertyValue('--rr-font-family').trim();
  return family || 'sans-serif';
}

/**
 * The width in pixels of a chart text as drawn (11 px, the kit's font; `bold` for value labels), measured
 * on a canvas; where there is none (server rendering, jsdom) estimated from its length.
 *
 * @example
 * textWidth('8.0–8.5 in'); // about 50
 * textWidth('100.0%', { bold: true });
 */
export function textWidth(text: string, { bold = false }: { bold?: boolean } = {}): number {
  const measuring = canvas();
  if (!measuring) return text.length * CHART_FONT_SIZE * FALLBACK_EM;
  measuring.font = `${bold ? 'bold ' : ''}${CHART_FONT_SIZE}px ${fontFamily()}`;
  return measuring.measureText(text).width;
}
