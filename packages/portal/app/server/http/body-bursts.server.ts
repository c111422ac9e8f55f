/**
 * A burst stops growing here, so a body that is always ready (a file, a large answer) still goes out in
 * steps, with back-pressure, rather than being gathered whole.
 */
export const MAX_BURST_BYTES = 64 * 1024;

/** Chunks of a body that arrived together; `last` when the body ended with them. */
export interface Burst {
  chunks: Uint8Array[];
  last: boolean;
}

const NEXT_TURN = Symbol('next turn');

/** Resolves on the event loop's next turn, after the promise jobs and I/O already queued. */
const nextTurn = () => new Promise<typeof NEXT_TURN>((resolve) => setImmediate(resolve, NEXT_TURN));

/**
 * A body's chunks grouped in bursts: the chunks that arrive before the event loop turns again (a page's
 * whole shell, rendered in one go) make one burst, and a chunk that comes later (a streamed part, once its
 * data is ready) starts the next, as does a chunk past {@link MAX_BURST_BYTES}. Whoever sends the body can
 * then compress and write each burst in one step, where a step per chunk costs a trip through the thread
 * pool and the event loop for every few kilobytes, and a body that came in one burst can be compressed
 * whole.
 *
 * @example
 * for await (const { chunks } of bodyBursts(response.body.getReader())) encoder.write(Buffer.concat(chunks));
 */
export async function* bodyBursts(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Burst> {
  let burst: Uint8Array[] = [];
  let bytes = 0;
  let next = reader.read();
  for (;;) {
    const chunk = burst.length === 0 ? await next : await Promise.race([next, nextTurn()]);
    if (chunk !== NEXT_TURN && !chunk.done) {
      burst.push(chunk.value);
      bytes += chunk.value.byteLength;
      next = reader.read();
      if (bytes < MAX_BURST_BYTES) continue;
    }
    const last = chunk !== NEXT_TURN && chunk.done;
    if (burst.length > 0) yield { chunks: burst, last };
    if (last) return;
    burst = [];
    bytes = 0;
  }
}
