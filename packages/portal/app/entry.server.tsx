import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { NonceContext } from './components/nonce-context.js';
import { applySecurityHeaders, contentSecurityPolicy } from './server/http/security-headers.server.js';
import { routeStylesheets, StylesheetsFirst } from './server/http/stylesheets-first.server.js';
import { logger } from './server/observability/logger.server.js';
import { noteDatabaseFault } from './server/reliability/fault-record.server.js';
import { isCrossOriginActionRefusal } from './server/security/cross-origin-action.server.js';
import { requestIdContext } from './server/security/request-context.server.js';

// The HTTP server makes each request's load context with this build's own context keys (start-server).
export { createRequestContext } from './server/security/request-context.server.js';

export const streamTimeout = 5_000;

const production = process.env.NODE_ENV !== 'development' && process.env.NODE_ENV !== 'test';

function requestId(loadContext: Readonly<RouterContextProvider> | undefined): string | null {
  try {
    return loadContext?.get(requestIdContext) ?? null;
  } catch {
    return null;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // One nonce per page: only scripts React Router renders with it may run.
  const nonce = randomBytes(16).toString('base64');
  applySecurityHeaders(responseHeaders, {
    production,
    csp: contentSecurityPolicy(nonce, { development: process.env.NODE_ENV === 'development' }),
  });
  const id = requestId(loadContext);
  if (id) responseHeaders.set('X-Request-Id', id);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetsFirst hrefs={routeStylesheets(routerContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetsFirst>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, `render error (request ${id ?? '-'})`);
        },
      },
    );
  });
}

// Loader and action data of client navigations: private, never cached, same headers as pages.
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  applySecurityHeaders(response.headers, { production });
  const id = requestId(context);
  if (id) response.headers.set('X-Request-Id', id);
  return response;
};

// The details of a failure go to the log with the request id; the answer outside stays generic.
// An unavailable database is noted instead: the HTTP server answers 503 and logs it once. A client's
// error (a 4xx the router or a route answered) is no server failure and leaves no stack in the log.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || noteDatabaseFault(error)) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isCrossOriginActionRefusal(error)) {
    // Anyone can send these: a warning without a stack, so they cannot flood the error log.
    logger.warn(
      `${request.method} refused with 400: its origin is not this site's (request ${requestId(context) ?? '-'})`,
    );
    return;
  }
  // The route pattern goes with the line (the logger adds it), not the path: a path can carry a token.
  logger.error({ err: error }, `${request.method} failed (request ${requestId(context) ?? '-'})`);
};
