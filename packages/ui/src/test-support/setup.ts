import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no ResizeObserver; Radix's popovers and the virtualizer measure elements with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no popover API, and its default sheet hides every popover as not open: showing one here puts
// it on screen with an inline display. The Storybook tests, in Chromium, cover the real opening, closing
// and placing. (Files that run in Node have no HTMLElement.)
if (typeof HTMLElement !== 'undefined') {
  HTMLElement.prototype.showPopover ??= function (this: HTMLElement) {
    this.style.display = 'block';
  };
  HTMLElement.prototype.hidePopover ??= function (this: HTMLElement) {
    this.style.removeProperty('display');
  };
}

afterEach(() => {
  cleanup();
});
