import { randomUUID } from 'node:crypto';
import { createContext, RouterContextProvider } from 'react-router';

/** The peer address of the connection, as the HTTP server saw it (null when unknown, e.g. in tests). */
export const clientAddressContext = createContext<string | null>(null);

/** A random id per request: in the log beside error details, and in the X-Request-Id answer header. */
export const requestIdContext = createContext<string | null>(null);

/**
 * The load context the HTTP server gives React Router for each request: the client address and a request
 * id. Used as `getLoadContext` of `createRequestListener`.
 *
 * @example
 * createRequestListener({ build, getLoadContext: (_request, client) => createRequestContext(client.address) });
 */
export function createRequestContext(address: string | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  context.set(requestIdContext, randomUUID());
  return context;
}

/**
 * The address rate limits count by: the first X-Forwarded-For entry when the proxy is trusted, else the
 * connection's peer, else 'unknown'.
 *
 * @example
 * const address = clientAddress(request, context, { trustProxy: false });
 */
export function clientAddress(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  options: { trustProxy: boolean },
): string {
  if (options.trustProxy) {
    const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return context?.get(clientAddressContext) ?? 'unknown';
}
