import { ByteBudgetLru } from '../memory/byte-budget-lru.server.js';
import { currentDataGeneration } from './data-generation.server.js';
import type { DatabaseHandle } from './database.server.js';

interface Store<V> {
  entries: ByteBudgetLru<V>;
  computing: Map<string, Promise<V>>;
}

/**
 * Values computed from the database, kept under the data generation they were read at and a key that
 * names everything else they depend on (for scoped reads: the scope's rules). A write to any table in the
 * generation makes every kept value unreachable, whoever wrote it; the entries are bounded by bytes (as
 * `weigh` counts them). Concurrent misses of one key share one computation. One store per database.
 *
 * @example
 * const memo = new GenerationMemo<number>(1024 * 1024, () => 64);
 * const count = await memo.value(handle, JSON.stringify(scoped.rules), () => countJoints(scoped));
 */
export class GenerationMemo<V> {
  readonly #budgetBytes: number;
  readonly #weigh: (value: V) => number;
  readonly #stores = new WeakMap<DatabaseHandle, Store<V>>();

  constructor(budgetBytes: number, weigh: (value: V) => number) {
    this.#budgetBytes = budgetBytes;
    this.#weigh = weigh;
  }

  /**
   * The value under `key` at the current data generation, read before `compute` runs so the value is at
   * least as new as the generation it is kept under; `compute` runs on a miss. The value is shared by
   * every caller of the key: it must not be changed.
   */
  async value(handle: DatabaseHandle, key: string, compute: () => Promise<V>): Promise<V> {
    const generation = await currentDataGeneration(handle);
    const entryKey = `${generation}\n${key}`;
    const store = this.#storeOf(handle);
    const kept = store.entries.get(entryKey);
    if (kept !== undefined) return kept;
    const joined = store.computing.get(entryKey);
    if (joined) return joined;
    const computing = compute()
      .then((value) => {
        store.entries.set(entryKey, value, this.#weigh(value) + entryKey.length * 2);
        return value;
      })
      .finally(() => store.computing.delete(entryKey));
    store.computing.set(entryKey, computing);
    return computing;
  }

  #storeOf(handle: DatabaseHandle): Store<V> {
    let store = this.#stores.get(handle);
    if (!store) {
      store = { entries: new ByteBudgetLru(this.#budgetBytes), computing: new Map() };
      this.#stores.set(handle, store);
    }
    return store;
  }
}
