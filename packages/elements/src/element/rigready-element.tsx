import { PortalContainerProvider } from '@rigready/ui';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ElementContext } from './element-context.js';
import { elementSheet } from './element-sheet.js';
import { RenderErrorBoundary } from './render-error-boundary.js';

// A property the page set before the element was defined (a module script runs after the page's inline
// scripts) is an own property of the element and hides the class's setter: hand it to the setter.
function upgradeProperties(element: HTMLElement): void {
  for (const name of Object.keys(element)) {
    const value = (element as unknown as Record<string, unknown>)[name];
    delete (element as unknown as Record<string, unknown>)[name];
    (element as unknown as Record<string, unknown>)[name] = value;
  }
}

/**
 * What every rigready element shares: an open shadow root that adopts the kit's stylesheet, a React root
 * inside it drawing the element's view, popovers and menus drawn into the same root, a redraw whenever
 * an observed attribute or a property changes, and `reload()`.
 */
export abstract class RigreadyElement extends HTMLElement {
  readonly #shadow: ShadowRoot;
  #root: Root | null = null;
  #layer: HTMLElement | null = null;
  #reloads = 0;
  #revision = 0;
  #upgraded = false;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
    this.#shadow.adoptedStyleSheets = [elementSheet()];
  }

  /** Draws the element when it is put in the page. */
  connectedCallback(): void {
    if (!this.#upgraded) {
      this.#upgraded = true;
      upgradeProperties(this);
    }
    if (!this.#root) {
      const mount = document.createElement('div');
      mount.className = 'rr-element';
      this.#layer = document.createElement('div');
      this.#shadow.replaceChildren(mount, this.#layer);
      // A widget's render error is the element's error state and its `rigready-error` event; React's own
      // console report of it would only repeat that to the host's console.
      this.#root = createRoot(mount, { onCaughtError: () => undefined });
    }
    this.requestUpdate();
  }

  /** Takes its tree down when it leaves the page (not when it is only moved within the page). */
  disconnectedCallback(): void {
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
      this.#shadow.replaceChildren();
    });
  }

  /** Draws the element again when an observed attribute changes. */
  attributeChangedCallback(): void {
    this.requestUpdate();
  }

  /**
   * Loads the data from the portal again (API mode), e.g. after the host handed over a new token; in
   * data mode it draws the element again.
   */
  reload(): void {
    this.#reloads += 1;
    this.requestUpdate();
  }

  /** Draws the element again with its current attributes and properties. */
  protected requestUpdate(): void {
    this.#revision += 1;
    this.#root?.render(
      <ElementContext value={{ element: this, reloads: this.#reloads }}>
        <PortalContainerProvider container={this.#layer}>
          <RenderErrorBoundary revision={this.#revision}>{this.view() as ReactNode}</RenderErrorBoundary>
        </PortalContainerProvider>
      </ElementContext>,
    );
  }

  /** What the element draws: a kit component (typed `unknown`, so the element's types need no React). */
  protected abstract view(): unknown;
}
