import { describe, expect, it } from 'vitest';
import { ByteBudgetLru } from './byte-budget-lru.server.js';

describe('given a ByteBudgetLru of 100 bytes', () => {
  it('should evict the least recently used entries once the bytes exceed the budget', () => {
    const lru = new ByteBudgetLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(80);
  });

  it('should not keep a value larger than the whole budget, nor drop the others for it', () => {
    const lru = new ByteBudgetLru<string>(100);
    lru.set('a', 'A', 60);
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.size).toBe(1);
  });

  it('should count a reweighed entry at its new weight and evict others to make room', () => {
    const lru = new ByteBudgetLru<string>(100);
    lru.set('a', 'A', 30);
    lru.set('b', 'B', 30);
    lru.reweigh('b', 'B', 80);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(80);
    lru.reweigh('b', 'other value', 10);
    expect(lru.bytes).toBe(80);
  });
});
