import { createContext, type ReactNode, useContext } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/** Props of {@link PortalContainerProvider}. */
export interface PortalContainerProviderProps {
  /**
   * The element the kit's popovers, menus and dialogs are drawn into, instead of the document's body:
   * an element inside a shadow root, so that they sit under the root's stylesheets.
   */
  container: HTMLElement | null;
  children: ReactNode;
}

/**
 * Draws the popovers, menus and dialogs of the kit components inside it into `container` instead of
 * `document.body`. A host that renders the kit inside a shadow root (as `@rigready/elements` does) gives
 * an element of that root, so what pops up is styled by the root's stylesheets and stays in the host's
 * element.
 *
 * @example
 * const shadow = host.attachShadow({ mode: 'open' });
 * const layer = shadow.appendChild(document.createElement('div'));
 * createRoot(shadow.appendChild(document.createElement('div'))).render(
 *   <PortalContainerProvider container={layer}>
 *     <RackGrid rack={rack} joints={joints} today="2026-11-26" />
 *   </PortalContainerProvider>,
 * );
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext value={container}>{children}</PortalContainerContext>;
}

/**
 * The element the kit's portals draw into: the nearest {@link PortalContainerProvider}'s, or undefined
 * (Radix then uses `document.body`).
 *
 * @example
 * <Popover.Portal container={usePortalContainer()}>…</Popover.Portal>
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
