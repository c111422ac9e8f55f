import { createContext, useContext } from 'react';

/** What an element's view reads from the element around it. */
export interface ElementContextValue {
  readonly element: HTMLElement & { reload(): void };
  /** How often the host called `reload()`: the views load again when it changes. */
  readonly reloads: number;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

/** The element a view is drawn in. */
export function useElementContext(): ElementContextValue {
  const context = useContext(ElementContext);
  if (!context) throw new Error('An element view is drawn outside its element');
  return context;
}
