import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.server.js';

const bytes = (text: string) => Buffer.from(text);

describe('given an AnswerCache', () => {
  const options = { budgetBytes: 1 << 20, maxAgeMs: 1000 };

  it('should compute a key once for concurrent callers and serve it from memory afterwards', async () => {
    const cache = new AnswerCache(options);
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      runs++;
      await gate;
      return bytes('[1,2,3]');
    };
    const first = cache.answer('k', 0, compute);
    const second = cache.answer('k', 0, compute);
    release();
    const outcomes = await Promise.all([first, second, cache.answer('k', 10, compute)]);
    expect(runs).toBe(1);
    expect(outcomes.map((outcome) => ('answer' in outcome ? outcome.hit : 'response'))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('should compute again once an entry is older than the maximum age', async () => {
    const cache = new AnswerCache(options);
    let runs = 0;
    const compute = async () => bytes(String(++runs));
    await cache.answer('k', 0, compute);
    const aged = await cache.answer('k', 1000, compute);
    expect('answer' in aged && aged.answer.body.toString()).toBe('2');
  });

  it('should pass a Response on without keeping it, and let a joined caller compute its own', async () => {
    const cache = new AnswerCache(options);
    let runs = 0;
    const compute = async () => (++runs === 1 ? new Response('file') : bytes('{}'));
    const [first, second] = await Promise.all([cache.answer('k', 0, compute), cache.answer('k', 0, compute)]);
    expect('response' in first).toBe(true);
    expect('answer' in second && second.hit).toBe(false);
    expect(runs).toBe(2);
  });

  it('should not keep a failure, so the next caller tries again', async () => {
    const cache = new AnswerCache(options);
    await expect(cache.answer('k', 0, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const retried = await cache.answer('k', 0, async () => bytes('[]'));
    expect('answer' in retried && retried.hit).toBe(false);
  });
});
