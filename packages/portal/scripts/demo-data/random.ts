/**
 * A seeded pseudo-random source (mulberry32). Every choice the demo data makes goes through one of these,
 * so the same seed always yields the same data set.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One value, chosen in proportion to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A float in [min, max) rounded to `decimals` places. */
  decimal(min: number, max: number, decimals: number): number;
  /**
   * An independent stream derived from this source's seed and a label, so that adding draws to one part of
   * the generator does not shift the numbers every other part sees.
   */
  fork(label: string): Random;
}

/**
 * Creates a seeded random source.
 *
 * @example
 * const random = createRandom(42);
 * const joints = random.int(1, 30); // the same number for seed 42, every time
 */
export function createRandom(seed: number): Random {
  const base = seed >>> 0;
  let state = base;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick needs a non-empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      if (!(total > 0)) throw new RangeError('weighted needs at least one positive weight');
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (entries[entries.length - 1] as (typeof entries)[number])[0];
    },
    decimal: (min, max, decimals) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    fork: (label) => createRandom(hashLabel(base, label)),
  };
  return random;
}

function hashLabel(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < label.length; index++) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
