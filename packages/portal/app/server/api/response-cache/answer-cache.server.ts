import { ByteBudgetLru } from '../../memory/byte-budget-lru.server.js';
import { CachedAnswer } from './cached-answer.server.js';

/** What a cache miss computes: the JSON bytes to keep, or a Response that is passed on and not kept. */
export type ComputedAnswer = Buffer | Response;

/** Sizes and ages of an {@link AnswerCache}. */
export interface AnswerCacheOptions {
  /** The bytes all entries may hold together, compressed copies included. */
  budgetBytes: number;
  /**
   * How long an entry is served. Data changes do not need it (the key holds the data generation); it
   * bounds what the key cannot see: the clock (document links expire an hour after they are made).
   */
  maxAgeMs: number;
}

/**
 * Serialised /api answers by key (see answerCacheKey), bounded by bytes and age. Concurrent misses of one
 * key share one computation, so a burst of the same 2 MB list builds it once.
 *
 * @example
 * const cache = new AnswerCache({ budgetBytes: 64 << 20, maxAgeMs: 60_000 });
 * const { answer } = await cache.answer(key, Date.now(), async () => Buffer.from(JSON.stringify(rows)));
 */
export class AnswerCache {
  readonly #entries: ByteBudgetLru<CachedAnswer>;
  readonly #maxAgeMs: number;
  readonly #computing = new Map<string, Promise<CachedAnswer | null>>();

  constructor(options: AnswerCacheOptions) {
    this.#entries = new ByteBudgetLru(options.budgetBytes);
    this.#maxAgeMs = options.maxAgeMs;
  }

  /** The bytes held now. */
  get bytes(): number {
    return this.#entries.bytes;
  }

  /**
   * The cached answer under `key` when it is younger than the maximum age; else runs `compute`, keeps its
   * bytes and answers them. A Response from `compute` is answered as `response` and not kept. A caller
   * that joined another's computation which failed or gave a Response computes its own.
   */
  async answer(
    key: string,
    now: number,
    compute: () => Promise<ComputedAnswer>,
  ): Promise<{ answer: CachedAnswer; hit: boolean } | { response: Response }> {
    const kept = this.#entries.get(key);
    if (kept && now - kept.createdAt < this.#maxAgeMs) return { answer: kept, hit: true };
    const joined = this.#computing.get(key);
    if (joined) {
      const shared = await joined.catch(() => null);
      if (shared) return { answer: shared, hit: true };
      return this.#store(key, now, await compute());
    }
    let settle: (answer: CachedAnswer | null) => void = () => {};
    this.#computing.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const outcome = this.#store(key, now, await compute());
      settle('answer' in outcome ? outcome.answer : null);
      return outcome;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.#computing.delete(key);
    }
  }

  /** Tells the cache that an entry grew (a compressed copy was added). */
  grew(key: string, answer: CachedAnswer): void {
    this.#entries.reweigh(key, answer, weight(key, answer));
  }

  #store(
    key: string,
    now: number,
    computed: ComputedAnswer,
  ): { answer: CachedAnswer; hit: boolean } | { response: Response } {
    if (computed instanceof Response) return { response: computed };
    const answer = new CachedAnswer(computed, now);
    this.#entries.set(key, answer, weight(key, answer));
    return { answer, hit: false };
  }
}

// Keys are JS strings (two bytes a character); the rest of an entry's overhead is small and constant.
const weight = (key: string, answer: CachedAnswer) => answer.bytes + key.length * 2 + 256;
