import { describe, expect, it } from 'vitest';
import { noneMatch, preferredEncoding } from './negotiate-encoding.server.js';

describe('preferredEncoding', () => {
  it('should prefer br, then gzip, and honour q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('BR ; q=0.0, X-GZIP')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });
});

describe('noneMatch', () => {
  it('should match the tag weakly, in any content coding, and *', () => {
    expect(noneMatch('"abc"', '"abc"')).toBe(true);
    expect(noneMatch('W/"abc-br"', '"abc"')).toBe(true);
    expect(noneMatch('"x", "abc-gzip"', '"abc"')).toBe(true);
    expect(noneMatch('*', '"abc"')).toBe(true);
    expect(noneMatch('"abcd"', '"abc"')).toBe(false);
    expect(noneMatch(null, '"abc"')).toBe(false);
  });
});
