import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  type RouterContext,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { PortalEnv } from '../config/env.server.js';
import { withFaultRecord } from '../reliability/fault-record.server.js';
import { unavailableAnswer } from '../reliability/unavailable-answer.server.js';
import { bodyTooLargeAnswer, declaredTooLarge } from './body-limit.server.js';
import { requestUrl, sendFetchResponse, toFetchRequest } from './fetch-bridge.server.js';
import { closeGracefully } from './graceful-close.server.js';
import { staticFileServer } from './static-files.server.js';

/** Idle keep-alive connections stay open this long after SIGTERM, for requests already on their way. */
const IDLE_GRACE_MS = 500;

/** The running portal: its HTTP server, and the graceful close that shutdown uses. */
export interface PortalServer {
  server: Server;
  /**
   * Stops accepting connections, answers in-flight requests (each with `Connection: close`) and resolves
   * once every connection is closed, or cuts them at `deadlineMs` ('forced').
   */
  close(deadlineMs: number): Promise<'drained' | 'forced'>;
}

/**
 * What the server build's entry module adds for the HTTP server (see entry.server.tsx): the build bundles
 * its own copy of the context keys, so the load context must be made with the build's functions.
 */
interface PortalEntryModule {
  createRequestContext(address: string | null): RouterContextProvider;
  requestIdContext: RouterContext<string | null>;
}

/**
 * Serves the React Router build in `buildDir` (build/server and build/client) on the configured port.
 * A request that met an unavailable database (see noteDatabaseFault) is answered 503 here, whatever the
 * route made of the error: a page for pages, `{ message, requestId }` for /api. The database must be
 * prepared before: see prepareDatabase.
 *
 * @example
 * const portal = await startServer(getEnv(), join(portalDir, 'build'));
 * await portal.close(8000);
 */
export async function startServer(env: PortalEnv, buildDir: string): Promise<PortalServer> {
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const entry = build.entry.module as unknown as PortalEntryModule;
  const serveStatic = staticFileServer(join(buildDir, 'client'));
  const handle = createRequestHandler(build, env.mode);
  let draining = false;

  async function answer(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
    if (serveStatic(req, res)) return;
    const production = env.mode === 'production';
    if (declaredTooLarge(req.headers['content-length'], req.headers['content-type'])) {
      // Answered before a byte of the body is read; the connection closes after it.
      await sendFetchResponse(req, res, bodyTooLargeAnswer(requestUrl(req), production));
      return;
    }
    let bodyTooLarge = false;
    const request = toFetchRequest(req, res, () => {
      bodyTooLarge = true;
    });
    // Loaders and actions see the peer address (rate limits) and a request id (logs).
    const context = entry.createRequestContext(req.socket.remoteAddress ?? null);
    const { result, record } = await withFaultRecord(() => handle(request, context));
    let response = result;
    if (record.databaseFault && result.status !== 503) {
      const requestId = context.get(entry.requestIdContext) ?? 'no-request-id';
      const reason =
        record.databaseFault instanceof Error ? record.databaseFault.message : String(record.databaseFault);
      console.error(
        `[rigready] ${req.method} ${request.url} answered 503: database unavailable (request ${requestId}): ${reason}`,
      );
      await result.body?.cancel();
      response = unavailableAnswer(new URL(request.url), requestId);
    } else if (bodyTooLarge && result.status !== 413) {
      // A body sent without Content-Length went past the limit: whatever the route made of the cut-off
      // body (a 400 "not valid JSON", a 500), the client is told what was wrong.
      await result.body?.cancel();
      response = bodyTooLargeAnswer(new URL(request.url), production);
    }
    await sendFetchResponse(req, res, response);
  }

  const server = createServer((req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    answer(req, res).catch((error: unknown) => {
      if (res.destroyed) return;
      console.error(`[rigready] ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(env.port, resolve));
  return {
    server,
    close(deadlineMs) {
      draining = true;
      return closeGracefully(server, { idleGraceMs: IDLE_GRACE_MS, deadlineMs, log: console.error });
    },
  };
}
