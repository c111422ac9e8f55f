import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { applySecurityHeaders } from './security-headers.server.js';

/** What a client is told for a request Node's HTTP parser could not read, by the parser's error code. */
const REFUSALS: Record<string, { status: number; message: string; allow?: string }> = {
  HPE_INVALID_METHOD: {
    status: 405,
    message: 'The request method is not one this server knows: use GET, HEAD or POST',
    allow: 'GET, HEAD, POST',
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

const MALFORMED = { status: 400, message: 'The request is not valid HTTP' };

/**
 * Answers a request that Node's HTTP parser refused (the server's `clientError`), in the portal's words
 * and with the security headers, then closes the connection: 405 for a method it does not know, 431 for
 * oversized headers, 400 for anything else malformed.
 *
 * @example
 * server.on('clientError', (error, socket) => answerClientError(error, socket, true));
 */
export function answerClientError(error: Error, socket: Duplex, production: boolean): void {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message, allow } = REFUSALS[code] ?? { ...MALFORMED, allow: undefined };
  answerOnSocket(socket, { status, message, allow }, production);
}

/**
 * Answers CONNECT (the server's `connect`, which Node otherwise answers by closing the connection) with 405
 * and closes the connection: the portal is no proxy and tunnels nothing.
 *
 * @example
 * server.on('connect', (_request, socket) => answerConnect(socket, true));
 */
export function answerConnect(socket: Duplex, production: boolean): void {
  const refusal = {
    status: 405,
    message: 'CONNECT is not served: this is no proxy',
    allow: 'GET, HEAD, POST',
  };
  answerOnSocket(socket, refusal, production);
}

function answerOnSocket(
  socket: Duplex,
  refusal: { status: number; message: string; allow: string | undefined },
  production: boolean,
): void {
  const { status, message, allow } = refusal;
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
  if (allow) headers.set('Allow', allow);
  applySecurityHeaders(headers, { production });
  const body = Buffer.from(message);
  headers.set('Content-Length', String(body.length));
  const head = [...headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n`), body]));
}
