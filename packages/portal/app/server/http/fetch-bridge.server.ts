import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { limitedBody } from './body-limit.server.js';

/**
 * The absolute URL a Node request names, on its Host.
 *
 * @example
 * requestUrl(req).pathname; // '/api/getAllRacks'
 */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
}

/**
 * The request body as a web stream that its reader may give up on (a body cut at its limit, a route that
 * stops reading) without destroying the request: the connection stays up for the answer, and the HTTP
 * server discards the rest of the body after it.
 */
function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  const reader = (Readable.toWeb(req) as ReadableStream<Uint8Array>).getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel() {
        reader.releaseLock();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The Fetch API Request for a Node request, as React Router's handler takes it. Its signal aborts when the
 * client goes away before the answer is complete, so loaders can stop early. Its body errors past
 * `maxBodyBytes` (the route's limit, see bodyLimitFor), calling `onBodyTooLarge`.
 *
 * @example
 * const request = toFetchRequest(req, res, bodyLimitFor(pathname), () => (tooLarge = true));
 */
export function toFetchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  maxBodyBytes: number,
  onBodyTooLarge: () => void = () => {},
): Request {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  }
  const url = requestUrl(req);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let body: ReadableStream<Uint8Array> | undefined;
  if (hasBody) {
    body = limitedBody(requestBody(req), maxBodyBytes, onBodyTooLarge);
  }
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(body ? { body, duplex: 'half' } : {}),
  });
}

/** Resolves when `res` can take more, or is closed (the caller then finds it destroyed). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Writes a Fetch API Response to the Node response: status, headers (each Set-Cookie on its own), then the
 * body streamed with back-pressure (none for HEAD). The body is read chunk by chunk rather than through
 * `stream.pipeline`, which costs a Readable and an AbortController (and its DOMException) per answer. A
 * client gone mid-answer cancels the body and rejects.
 *
 * @example
 * await sendFetchResponse(req, res, await handler(request, context));
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  // An answer made without a status text gets Node's standard reason phrase.
  res.writeHead(response.status, response.statusText || undefined);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (res.destroyed) throw new Error('the client closed the connection before the answer was sent');
      if (!res.write(chunk.value)) await drained(res);
    }
    res.end();
  } catch (error) {
    await reader.cancel(error).catch(() => {});
    throw error;
  }
}
