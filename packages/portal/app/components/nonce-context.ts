import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the page being rendered on the server (empty in the browser, where React does not need
 * it). entry.server provides it; root.tsx hands it to <Scripts> and <ScrollRestoration>.
 *
 * @example
 * <NonceContext.Provider value={nonce}>...</NonceContext.Provider>
 */
export const NonceContext = createContext('');

/**
 * The nonce for inline scripts of the current render.
 *
 * @example
 * const nonce = useNonce();
 */
export function useNonce(): string {
  return useContext(NonceContext);
}
