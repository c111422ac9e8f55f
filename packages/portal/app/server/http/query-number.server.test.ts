import { describe, expect, it } from 'vitest';
import { queryInteger } from './query-number.server.js';

const PAGE = { min: 1, max: 100_000, fallback: 1 };
const page = (query: string) => queryInteger(new URLSearchParams(query), 'page', PAGE);

describe('queryInteger', () => {
  it('should read a whole number within the bounds', () => {
    expect(page('page=7')).toBe(7);
    expect(page('page=+7')).toBe(7);
    expect(page('page=%207%20')).toBe(7);
  });

  it('should clamp a number past the bounds', () => {
    expect(page('page=100000000000000000000')).toBe(100_000);
    expect(page(`page=${'9'.repeat(400)}`)).toBe(100_000);
    expect(page('page=0')).toBe(1);
    expect(page('page=-5')).toBe(1);
  });

  it('should fall back for anything that is not a whole number', () => {
    for (const query of ['', 'page=', 'page=abc', 'page=2.5', 'page=1e400', 'page=0x10', 'page=Infinity']) {
      expect(page(query), query).toBe(1);
    }
  });
});
