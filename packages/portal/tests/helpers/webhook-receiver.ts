import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver took, as it arrived, and what it answered. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
  /** Why the receiver refused it, when its check threw. */
  refusal: string | null;
}

/**
 * How the receiver answers a request: a status, or a check that throws to refuse it (400) and answers 204
 * or the status it returns.
 */
export type ReceiverAnswer = number | ((body: string, headers: IncomingHttpHeaders) => unknown);

/**
 * A webhook receiver on 127.0.0.1 and a free port, answering the requests in turn with `answers` (the last
 * one again for every request after), each after `delayMs`; it keeps every request it took.
 *
 * @example
 * const receiver = await startReceiver([500, 200]);
 * // ... deliver to receiver.url ...
 * await receiver.close();
 */
export async function startReceiver(answers: readonly ReceiverAnswer[], delayMs = 0) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = answers[Math.min(received.length, answers.length - 1)] ?? 204;
      let status = typeof answer === 'number' ? answer : 204;
      let refusal: string | null = null;
      if (typeof answer === 'function') {
        try {
          const answered = answer(body, request.headers);
          if (typeof answered === 'number') status = answered;
        } catch (error) {
          status = 400;
          refusal = error instanceof Error ? error.message : String(error);
        }
      }
      received.push({ headers: request.headers, body, answered: status, refusal });
      setTimeout(() => response.writeHead(status).end(refusal ?? ''), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rigready`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
