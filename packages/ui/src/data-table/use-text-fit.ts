import { type RefObject, useEffect, useState } from 'react';
import { pixels, roomFor, textMeasurer } from './text-measurer.js';
import { whenIdle } from './when-idle.js';

/** Whether a text fits on one line in `width` pixels of a cell, padding included. */
export type TextFits = (text: string, width: number) => boolean;

function measureIn(cell: Element): TextFits | null {
  const measure = textMeasurer(cell);
  if (measure === null) return null;
  const style = getComputedStyle(cell);
  const inset =
    pixels(style.paddingLeft) +
    pixels(style.paddingRight) +
    pixels(style.borderLeftWidth) +
    pixels(style.borderRightWidth);
  // A text within the margin of its cell's width is clipped all the same (see roomFor).
  return (text, width) => roomFor(measure(text)) <= width - inset;
}

/**
 * Tells whether a cell's text fits its column, measured with a canvas in the font of the table's drawn
 * cells (each distinct text once). A text that fits is drawn unclipped: a clipped box costs the browser
 * a clip of its own in every frame that paints it, which was the largest part of a scroll frame. Null
 * until a cell is drawn and the page is idle after it, or where the browser has no OffscreenCanvas:
 * every text is clipped then.
 *
 * @example
 * const fits = useTextFit(bodyRef, rowsDrawn);
 * const clip = fits === null || !fits('550DP.12', 140);
 */
export function useTextFit(rootRef: RefObject<HTMLElement | null>, cellsDrawn: boolean): TextFits | null {
  const [fits, setFits] = useState<TextFits | null>(null);
  useEffect(() => {
    if (fits !== null || !cellsDrawn) return;
    // In idle time: the first rows paint clipped rather than wait for a second render.
    return whenIdle(() => {
      const cell = rootRef.current?.querySelector('td.rr-data-table__cell');
      const measured = cell ? measureIn(cell) : null;
      if (measured !== null) setFits(() => measured);
    });
  }, [fits, cellsDrawn, rootRef]);
  return fits;
}
