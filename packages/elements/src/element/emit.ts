import type { RigreadyEventMap } from '../events.js';

/**
 * Fires one of the elements' events on the element itself, bubbling, so a page listens on the element or
 * on any ancestor. Returns false when a listener called `preventDefault()`.
 */
export function emit<K extends keyof RigreadyEventMap>(
  element: HTMLElement,
  type: K,
  detail: RigreadyEventMap[K]['detail'],
): boolean {
  return element.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}
