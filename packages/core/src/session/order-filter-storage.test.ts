import { describe, expect, it } from 'vitest';
import { readOrderCompletionFilter, writeOrderCompletionFilter } from './order-filter-storage.js';

function storageHolding(value: string | null) {
  return { getItem: () => value, setItem: () => {} };
}

const broken = {
  getItem(): string | null {
    throw new Error('SecurityError: storage is disabled');
  },
  setItem(): void {
    throw new Error('QuotaExceededError');
  },
};

describe('readOrderCompletionFilter', () => {
  it('reads back each valid value', () => {
    for (const value of ['completed', 'ongoing', 'both']) {
      expect(readOrderCompletionFilter(storageHolding(value))).toBe(value);
    }
  });

  it('falls back to both for nothing stored, corrupt values and a store that throws', () => {
    for (const value of [null, '', 'Completed', ' ongoing', '"ongoing"', '{"completed":true}', 'undefined']) {
      expect(readOrderCompletionFilter(storageHolding(value))).toBe('both');
    }
    expect(readOrderCompletionFilter(broken)).toBe('both');
  });
});

describe('writeOrderCompletionFilter', () => {
  it('stores the value under its key', () => {
    const written: [string, string][] = [];
    writeOrderCompletionFilter({ getItem: () => null, setItem: (k, v) => written.push([k, v]) }, 'ongoing');
    expect(written).toEqual([['rigready.orderCompletionFilter', 'ongoing']]);
  });

  it('does not fail when the store refuses the write', () => {
    expect(() => writeOrderCompletionFilter(broken, 'completed')).not.toThrow();
  });
});
