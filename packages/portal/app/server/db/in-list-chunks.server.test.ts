import { describe, expect, it } from 'vitest';
import { inListChunks } from './in-list-chunks.server.js';

describe('inListChunks', () => {
  it('cuts 2,001 values into lists of 1,000, 1,000 and 1, in order', () => {
    const values = Array.from({ length: 2001 }, (_, index) => `S-${index}`);
    const chunks = inListChunks(values);
    expect(chunks.map((chunk) => chunk.length)).toEqual([1000, 1000, 1]);
    expect(chunks[1]?.[0]).toBe('S-1000');
    expect(chunks[2]).toEqual(['S-2000']);
  });

  it('gives no list for no values', () => {
    expect(inListChunks([])).toEqual([]);
  });
});
