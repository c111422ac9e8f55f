import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalize.js';

describe('normalizeSearchText', () => {
  it('lower-cases and drops spaces, dashes, underscores, slashes and other punctuation', () => {
    expect(normalizeSearchText('5 1/2" FH-DP_12')).toBe('512fhdp12');
    expect(normalizeSearchText('550DP.12')).toBe('550dp12');
    expect(normalizeSearchText('S-135 / NC50')).toBe('s135nc50');
  });

  it('keeps letters outside ASCII', () => {
    expect(normalizeSearchText('Ålesund Bærum')).toBe('ålesundbærum');
  });

  it('turns numbers into their digits and nullish values into the empty string', () => {
    expect(normalizeSearchText(1234)).toBe('1234');
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
  });

  it('returns the empty string for a value made only of punctuation', () => {
    expect(normalizeSearchText(' -_/.,')).toBe('');
  });
});
