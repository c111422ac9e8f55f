import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type Burst, bodyBursts, MAX_BURST_BYTES } from './body-bursts.server.js';

const text = ({ chunks, last }: Burst) =>
  `${chunks.map((chunk) => Buffer.from(chunk).toString()).join('|')}${last ? ' (last)' : ''}`;

async function collect(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const bursts: string[] = [];
  for await (const burst of bodyBursts(body.getReader())) bursts.push(text(burst));
  return bursts;
}

describe('a body read in bursts', () => {
  it('should group the chunks that arrive together and start a new burst for one that comes later', async () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const part of ['<html>', '<body>', '<main>']) controller.enqueue(Buffer.from(part));
        await delay(20);
        controller.enqueue(Buffer.from('<script>data</script>'));
        controller.enqueue(Buffer.from('</html>'));
        controller.close();
      },
    });
    expect(await collect(body)).toEqual(['<html>|<body>|<main>', '<script>data</script>|</html> (last)']);
  });

  it('should give a body that comes whole as one burst, and an empty body as none', async () => {
    expect(await collect(new Response('{"racks":[]}').body as ReadableStream<Uint8Array>)).toEqual([
      '{"racks":[]}' + ' (last)',
    ]);
    expect(await collect(new ReadableStream({ start: (controller) => controller.close() }))).toEqual([]);
  });

  it('should end a burst at its size limit when the body is always ready', async () => {
    const chunk = MAX_BURST_BYTES / 4;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 10) controller.close();
        else controller.enqueue(new Uint8Array(chunk).fill(pulled++));
      },
    });
    const sizes: number[] = [];
    for await (const burst of bodyBursts(body.getReader())) sizes.push(burst.chunks.length);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('should pass on the error of a body that fails mid-way', async () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(Buffer.from('<html>'));
        await delay(5);
        controller.error(new Error('the loader failed'));
      },
    });
    await expect(collect(body)).rejects.toThrow('the loader failed');
  });
});
