import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, type Transform, type Writable } from 'node:stream';
import { bodyBursts } from './body-bursts.server.js';
import { limitedBody } from './body-limit.server.js';
import {
  compressWhole,
  isCompressible,
  type ResponseEncoding,
  responseEncoder,
  responseEncoding,
  varyByEncoding,
} from './response-compression.server.js';

/**
 * The absolute URL a Node request names, on its Host. Of an absolute-form target (`POST http://other/x`,
 * which only proxies and hand-made requests send) only the path and query count: the host the routes and
 * the cross-site checks see is always the Host header's, the one a browser sets to the site it talks to.
 *
 * @example
 * requestUrl(req).pathname; // '/api/getAllRacks'
 */
export function requestUrl(req: IncomingMessage): URL {
  const target = new URL(req.url ?? '/', 'http://localhost');
  return new URL(`${target.pathname}${target.search}`, `http://${req.headers.host ?? 'localhost'}`);
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
function drained(res: Writable): Promise<void> {
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

/** Writes `bytes` to `to`, waiting while it is full; a response closed meanwhile throws. */
async function write(to: Writable, res: ServerResponse, bytes: Uint8Array): Promise<void> {
  if (res.destroyed) throw new Error('the client closed the connection before the answer was sent');
  if (!to.write(bytes)) await drained(to);
}

/** An encoder whose output goes to `res`, pausing while `res` is full. */
function pipedEncoder(encoding: ResponseEncoding, res: ServerResponse) {
  const encoder = responseEncoder(encoding);
  encoder.on('data', (chunk: Buffer) => {
    if (!res.write(chunk)) encoder.pause();
  });
  res.on('drain', () => encoder.resume());
  return encoder;
}

/** Ends `encoder` and resolves once its last output is out. */
function ended(encoder: Transform): Promise<void> {
  return new Promise((resolve) => {
    encoder.once('end', resolve);
    encoder.end();
  });
}

/**
 * Writes a Fetch API Response to the Node response: status, headers (each Set-Cookie on its own), then the
 * body streamed with back-pressure (none for HEAD). A text answer (page, loader data, JSON) goes out in
 * brotli or gzip when the client takes it (see responseEncoding); a text answer always varies by
 * Accept-Encoding.
 *
 * The body is written in bursts (see bodyBursts): a body that came whole is compressed at once; a streamed
 * page's shell is compressed and flushed in one step, and each part streamed after it in one more, so it
 * still arrives as it renders. It is read by hand rather than through `stream.pipeline`, which costs a
 * Readable and an AbortController (and its DOMException) per answer. A client gone mid-answer cancels the
 * body and rejects.
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
  const encoding = responseEncoding(req, response);
  if (encoding || (response.body && isCompressible(response)))
    res.setHeader('Vary', varyByEncoding(response.headers.get('Vary')));
  if (encoding) {
    res.setHeader('Content-Encoding', encoding);
    res.removeHeader('Content-Length');
  }
  // An answer made without a status text gets Node's standard reason phrase.
  res.writeHead(response.status, response.statusText || undefined);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  let encoder: Transform | null = null;
  try {
    for await (const { chunks, last } of bodyBursts(reader)) {
      const bytes = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
      if (!encoding) {
        await write(res, res, bytes);
        continue;
      }
      if (!encoder && last) {
        res.end(compressWhole(bytes, encoding));
        return;
      }
      encoder ??= pipedEncoder(encoding, res);
      await write(encoder, res, bytes);
    }
    if (encoder) await ended(encoder);
    res.end();
  } catch (error) {
    encoder?.destroy();
    await reader.cancel(error).catch(() => {});
    throw error;
  }
}
