import { describe, expect, it, vi } from 'vitest';
import { observeRectWhenResized } from './observe-rect-when-resized.js';

describe('observeRectWhenResized', () => {
  it('should not read the element’s size on attach, and report the observer’s border box', () => {
    let report: ResizeObserverCallback = () => {};
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect = vi.fn();
    }
    const element = document.createElement('div');
    const read = vi.fn(() => 999);
    Object.defineProperty(element, 'offsetHeight', { get: read });
    Object.defineProperty(element, 'offsetWidth', { get: read });
    const instance = {
      scrollElement: element,
      targetWindow: { ResizeObserver: FakeResizeObserver },
    } as unknown as Parameters<typeof observeRectWhenResized>[0];
    const onRect = vi.fn();

    const stop = observeRectWhenResized(instance, onRect);
    expect(read).not.toHaveBeenCalled();
    expect(onRect).not.toHaveBeenCalled();

    const entry = {
      borderBoxSize: [{ inlineSize: 390.4, blockSize: 612.6 }],
    } as unknown as ResizeObserverEntry;
    report([entry], {} as ResizeObserver);
    expect(onRect).toHaveBeenCalledWith({ width: 390, height: 613 });
    expect(read).not.toHaveBeenCalled();
    stop?.();
  });
});
