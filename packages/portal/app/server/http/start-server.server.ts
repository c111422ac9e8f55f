import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { PortalEnv } from '../config/env.server.js';
import { recordAccess } from '../observability/access-log.server.js';
import { logger } from '../observability/logger.server.js';
import {
  collectServerMetrics,
  serverMetricsText,
  startMetricsServer,
} from '../observability/metrics-endpoint.server.js';
import { requestIdOf } from '../observability/request-id.server.js';
import { inRequestScope, type RequestScope } from '../observability/request-scope.server.js';
import type { RequestTracer } from '../observability/request-span.server.js';
import { startRequestTracer } from '../observability/request-tracer.server.js';
import { withFaultRecord } from '../reliability/fault-record.server.js';
import { unavailableAnswer } from '../reliability/unavailable-answer.server.js';
import { bodyLimitFor, bodyTooLargeAnswer, declaredTooLarge } from './body-limit.server.js';
import { answerClientError, answerConnect } from './client-error.server.js';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.server.js';
import { closeGracefully } from './graceful-close.server.js';
import { httpAnswer } from './http-answer.server.js';
import { JSON_ONLY_MESSAGE, refusesBodyType } from './json-only.server.js';
import { METRICS_PATH, metricsRouteAnswer } from './metrics-route.server.js';
import { methodNotAllowed, routeMethods } from './route-methods.server.js';
import { routePatterns, UNMATCHED_ROUTE } from './route-pattern.server.js';
import { sendAnswer } from './send-answer.server.js';
import { staticFileServer } from './static-files.server.js';

/** Idle keep-alive connections stay open this long after SIGTERM, for requests already on their way. */
const IDLE_GRACE_MS = 500;

/** At shutdown the spans not yet sent get this long to reach the collector; an unreachable one loses them. */
const TRACE_FLUSH_MS = 1000;

/**
 * A client has this long to send a request's headers (Node's default: 60 s), checked every second: a
 * client that drips its headers to hold connections open is answered 408 and cut off. The whole request,
 * body included, keeps Node's 300 s, which uploads and import archives on a slow line need.
 */
const HEADERS_TIMEOUT_MS = 10_000;
const TIMEOUT_CHECK_MS = 1000;

const BAD_URL_MESSAGE = 'The URL is not valid: it has a broken percent-encoding';
const BAD_HOST_MESSAGE = 'The request is not valid: its Host header does not name a host';
const FAILED_MESSAGE = 'The request could not be answered; the error is logged';

/** What the access line and the request metrics name a file of the client build. */
const STATIC_ROUTE = '(static)';

/** The path of a request as the routes see it, or null when it is not a readable URL path. */
function readablePathname(req: IncomingMessage): string | null {
  try {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    // The decoded path is compared, not dropped: a bundler removes a call of a pure built-in whose result is
    // unused, and the compiled server then let a broken percent-encoding through to the routes.
    return decodeURIComponent(pathname) === '' ? null : pathname;
  } catch {
    return null;
  }
}

/** Sends the spans still queued, waiting at most TRACE_FLUSH_MS for the collector. */
async function flushTraces(tracer: RequestTracer): Promise<void> {
  const flushed = await Promise.race([
    tracer.shutdown().then(
      () => true,
      (error: unknown) => {
        logger.warn({ err: error }, 'the last spans could not be sent to the trace collector');
        return true;
      },
    ),
    delay(TRACE_FLUSH_MS, false, { ref: false }),
  ]);
  if (!flushed) logger.warn(`the trace collector did not take the last spans within ${TRACE_FLUSH_MS} ms`);
}

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
  createRequestContext(
    address: string | null,
    requestId: string,
    importCommand: string | null,
  ): RouterContextProvider;
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
  // The compiled import command beside the server: /api/import runs each import in a process of it.
  const importCommand = join(buildDir, 'bin', 'import.js');
  const handle = createRequestHandler(build, env.mode);

  const methodsAt = routeMethods(build);
  const patternAt = routePatterns(build);
  const production = env.mode === 'production';
  const tracer = await startRequestTracer(env.tracing);
  let draining = false;

  /**
   * What the HTTP layer answers itself, before React Router and before a byte of the body is read: a method
   * the route does not serve (405, with Allow), a body over the route's limit by its Content-Length (413)
   * or not JSON on an /api endpoint (415). Null lets the request through.
   */
  function refusal(req: IncomingMessage, pathname: string, bodyLimit: number): Response | null {
    const method = req.method ?? 'GET';
    const allowed = methodsAt(pathname);
    if (!allowed.includes(method)) {
      const { allow, message } = methodNotAllowed(method, pathname, allowed);
      return httpAnswer(pathname, 405, message, { production, headers: { Allow: allow } });
    }
    if (declaredTooLarge(req.headers['content-length'], bodyLimit)) {
      return bodyTooLargeAnswer(pathname, bodyLimit, production);
    }
    if (refusesBodyType(pathname, req.headers)) {
      return httpAnswer(pathname, 415, JSON_ONLY_MESSAGE, { production });
    }
    return null;
  }

  async function answer(req: IncomingMessage, res: ServerResponse, scope: RequestScope) {
    if (serveStatic(req, res)) {
      scope.route = STATIC_ROUTE;
      return;
    }
    const pathname = readablePathname(req);
    if (pathname === null) {
      await sendAnswer(req, res, httpAnswer('/', 400, BAD_URL_MESSAGE, { production }));
      return;
    }
    if (pathname === METRICS_PATH) {
      scope.route = METRICS_PATH;
      await sendAnswer(req, res, await metricsRouteAnswer(req, env.metrics.token, production));
      return;
    }
    scope.route = patternAt(pathname);
    const bodyLimit = bodyLimitFor(pathname, env.imports.maxBytes);
    const refused = refusal(req, pathname, bodyLimit);
    if (refused) {
      // Answered before a byte of the body is read; the body is then discarded, never parsed.
      await sendAnswer(req, res, refused);
      return;
    }
    let bodyTooLarge = false;
    let request: Request;
    try {
      request = toFetchRequest(req, res, bodyLimit, () => {
        bodyTooLarge = true;
      });
    } catch {
      await sendAnswer(req, res, httpAnswer(pathname, 400, BAD_HOST_MESSAGE, { production }));
      return;
    }
    // Loaders and actions see the peer address (rate limits) and a request id (logs).
    const context = entry.createRequestContext(
      req.socket.remoteAddress ?? null,
      scope.requestId,
      importCommand,
    );
    const { result, record } = await withFaultRecord(() => handle(request, context));
    let response = result;
    if (record.databaseFault && result.status !== 503) {
      const reason =
        record.databaseFault instanceof Error ? record.databaseFault.message : String(record.databaseFault);
      logger.error(
        `${req.method} answered 503: database unavailable (request ${scope.requestId}): ${reason}`,
      );
      await result.body?.cancel();
      response = unavailableAnswer(new URL(request.url), scope.requestId);
    } else if (bodyTooLarge && result.status !== 413) {
      // A body sent without Content-Length went past the limit: whatever the route made of the cut-off
      // body (a 400 "not valid JSON", a 500), the client is told what was wrong.
      await result.body?.cancel();
      response = bodyTooLargeAnswer(pathname, bodyLimit, production);
    }
    await sendAnswer(req, res, response);
  }

  const server = createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    (req, res) => {
      const started = performance.now();
      const scope: RequestScope = {
        requestId: requestIdOf(req.headers),
        route: UNMATCHED_ROUTE,
        userId: null,
      };
      if (tracer) scope.span = tracer.start(req.method ?? 'GET', req.headers);
      res.setHeader('X-Request-Id', scope.requestId);
      res.once('close', () => {
        recordAccess(logger, {
          ...scope,
          method: req.method ?? 'GET',
          status: res.statusCode,
          durationMs: performance.now() - started,
          aborted: !res.writableFinished,
        });
        scope.span?.end({ route: scope.route, status: res.statusCode, userId: scope.userId });
      });
      if (draining) res.setHeader('Connection', 'close');
      inRequestScope(scope, () => answer(req, res, scope)).catch((error: unknown) => {
        if (res.destroyed) return;
        logger.error(
          { err: error, requestId: scope.requestId },
          `${req.method} failed (request ${scope.requestId})`,
        );
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const failed = httpAnswer(readablePathname(req) ?? '/', 500, FAILED_MESSAGE, { production });
        sendFetchResponse(req, res, failed).catch(() => res.destroy());
      });
    },
  );
  server.on('clientError', (error, socket) => answerClientError(error, socket, production));
  server.on('connect', (_request, socket) => answerConnect(socket, production));
  collectServerMetrics();
  // Several server processes: the primary serves the metrics port for all of them (serveClusterMetrics).
  if (env.metrics.port !== null && !cluster.isWorker)
    await startMetricsServer(env.metrics.port, serverMetricsText);
  await new Promise<void>((resolve) => server.listen(env.port, resolve));
  return {
    server,
    async close(deadlineMs) {
      draining = true;
      const outcome = await closeGracefully(server, {
        idleGraceMs: IDLE_GRACE_MS,
        deadlineMs,
        log: (line) => logger.warn(line),
      });
      if (tracer) await flushTraces(tracer);
      return outcome;
    },
  };
}
