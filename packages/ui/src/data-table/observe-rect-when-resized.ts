import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtualizer's `observeElementRect` without its read of the scroll element's size on attach: the
 * size comes from the ResizeObserver's first entry (after the browser's own layout), and until then the
 * virtualizer keeps its `initialRect`. The read on attach forced a layout of the whole just-streamed page
 * inside React's commit (about 100 ms on a phone's first load). Where there is no ResizeObserver, the
 * virtualizer's own observer stands.
 *
 * @example
 * useVirtualizer({ count, getScrollElement, estimateSize, initialRect, observeElementRect: observeRectWhenResized });
 */
export function observeRectWhenResized<T extends Element>(
  instance: Virtualizer<T, Element>,
  onRect: (rect: Rect) => void,
): undefined | (() => void) {
  const element = instance.scrollElement;
  const ResizeObserver = instance.targetWindow?.ResizeObserver;
  if (!element || !ResizeObserver) return observeElementRect(instance, onRect);
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize?.[0];
    const html = element as unknown as HTMLElement;
    onRect({
      width: Math.round(box ? box.inlineSize : html.offsetWidth),
      height: Math.round(box ? box.blockSize : html.offsetHeight),
    });
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}
