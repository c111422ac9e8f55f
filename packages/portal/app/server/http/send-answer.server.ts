import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendFetchResponse } from './fetch-bridge.server.js';

/**
 * A client still sending a body the server will not read gets this long to take in the answer before the
 * connection is cut: closing at once, with its bytes still arriving, resets the connection, and the client
 * (Node's, for one) may lose the answer with it.
 */
const UNREAD_BODY_LINGER_MS = 1000;

/** What is read and thrown away of such a body meanwhile; past it the bytes wait in the kernel. */
const UNREAD_BODY_DISCARD_BYTES = 64 * 1024;

/**
 * Sends an answer of the HTTP server. When the request body is still arriving unread (refused, or a route
 * answered without reading it all), the answer says `Connection: close` and the connection closes gently:
 * the server's side ends after the answer, what still arrives is discarded (up to a limit), and the
 * connection is cut after {@link UNREAD_BODY_LINGER_MS}.
 *
 * @example
 * await sendAnswer(req, res, bodyTooLargeAnswer('/login', MAX_BODY_BYTES, true));
 */
export async function sendAnswer(req: IncomingMessage, res: ServerResponse, response: Response) {
  const { socket } = req;
  const unread = !req.complete && !req.destroyed;
  if (unread) {
    res.setHeader('Connection', 'close');
    // Node ends a `Connection: close` answer with destroySoon(), which destroys the socket as soon as the
    // answer is written: only the end of the server's side goes out here, the timer below does the rest.
    socket.destroySoon = () => socket.end();
  }
  await sendFetchResponse(req, res, response);
  if (!unread || socket.destroyed) return;
  setTimeout(() => socket.destroy(), UNREAD_BODY_LINGER_MS).unref();
  // Detaches the web stream a route left unread: what is discarded must not flow into its queue.
  req.removeAllListeners('data');
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > UNREAD_BODY_DISCARD_BYTES) req.pause();
  });
  req.resume();
}
