import { randomUUID } from 'node:crypto';
import { createContext, RouterContextProvider } from 'react-router';
import { forwardedClient, type TrustedProxies } from '../config/trusted-proxies.server.js';

/** The peer address of the connection, as the HTTP server saw it (null when unknown, e.g. in tests). */
export const clientAddressContext = createContext<string | null>(null);

/**
 * The request's id (the caller's X-Request-Id or trace id, else a random one; see requestIdOf): in the log
 * beside error details, and in the X-Request-Id answer header.
 */
export const requestIdContext = createContext<string | null>(null);

/**
 * The compiled import command (build/bin/import.js) the HTTP server runs beside, which `POST /api/import`
 * starts as a process of its own; null where there is none (tests, the development server): the import
 * then runs in the serving process.
 */
export const importCommandContext = createContext<string | null>(null);

/**
 * The load context the HTTP server gives React Router for each request: the peer address, the request
 * id (a new random one when none is given) and the compiled import command, when there is one.
 *
 * @example
 * const context = createRequestContext(req.socket.remoteAddress ?? null, requestIdOf(req.headers), '/srv/portal/build/bin/import.js');
 */
export function createRequestContext(
  address: string | null,
  requestId?: string,
  importCommand: string | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  context.set(requestIdContext, requestId ?? randomUUID());
  context.set(importCommandContext, importCommand);
  return context;
}

/**
 * The address rate limits count by: with trusted proxies (TRUST_PROXY), the right-most X-Forwarded-For hop
 * that is not one of them (see forwardedClient); else the connection's peer; else 'unknown'.
 *
 * @example
 * const address = clientAddress(request, context, { trustProxy: null });
 */
export function clientAddress(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  options: { trustProxy: TrustedProxies | null },
): string {
  const peer = context?.get(clientAddressContext) ?? null;
  if (!peer) return 'unknown';
  if (!options.trustProxy) return peer;
  return forwardedClient(peer, request.headers.get('X-Forwarded-For'), options.trustProxy);
}
