import { createContext, type ReactNode, useContext } from 'react';

const NarrowWindowContext = createContext(false);

/** Props of {@link NarrowWindowHint}. */
export interface NarrowWindowHintProps {
  /** Whether the page is most likely shown in a window narrower than a table needs (a phone). */
  narrow: boolean;
  children: ReactNode;
}

/**
 * What the server assumes about the window width, for the DataTables and rack grids inside: where it says
 * narrow, a table renders its cards on the server and hydrates them, instead of hydrating rows that a
 * phone then replaces with cards in one long commit, and a rack grid its phone layout (a joint's details
 * below the grid) instead of a popover per joint. Give the same value to the server render and to hydration (from the
 * request's headers, through loader data); once measured, the table's own width decides.
 *
 * @example
 * <NarrowWindowHint narrow={loaderData.phone}>
 *   <Outlet />
 * </NarrowWindowHint>
 */
export function NarrowWindowHint({ narrow, children }: NarrowWindowHintProps) {
  return <NarrowWindowContext value={narrow}>{children}</NarrowWindowContext>;
}

/** The hint of the nearest {@link NarrowWindowHint}; false without one. */
export function useNarrowWindowHint(): boolean {
  return useContext(NarrowWindowContext);
}
