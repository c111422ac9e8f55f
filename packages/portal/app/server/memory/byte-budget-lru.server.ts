/**
 * A least-recently-used map bounded by the bytes its values hold (as the caller counts them), not by
 * their number: one 2 MB answer weighs as much as a thousand small ones. Adding past the budget evicts the
 * least recently used entries; a value larger than the whole budget is not kept.
 *
 * @example
 * const lru = new ByteBudgetLru<Buffer>(64 * 1024 * 1024);
 * lru.set('a', body, body.byteLength);
 * lru.get('a'); // body, now the most recently used
 */
export class ByteBudgetLru<V> {
  readonly #budget: number;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(budgetBytes: number) {
    this.#budget = budgetBytes;
  }

  /** The bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }

  /** The value under `key`, marked as just used; undefined when absent. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` weighing `bytes`, replacing what `key` held, then evicts down to the budget. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.#budget) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Changes the weight of an entry still held (it grew a compressed copy), evicting if needed. */
  reweigh(key: string, value: V, bytes: number): void {
    const entry = this.#entries.get(key);
    if (entry?.value !== value) return;
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    if (bytes > this.#budget) this.delete(key);
    this.#evict();
  }

  /** Removes `key`; absent keys are ignored. */
  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#budget) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
