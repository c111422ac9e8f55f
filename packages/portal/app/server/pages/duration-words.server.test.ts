import { describe, expect, it } from 'vitest';
import { durationInWords } from './duration-words.server.js';

describe('durationInWords', () => {
  it('should give tenths of a second under ten seconds', () => {
    expect(durationInWords(0)).toBe('0.0 s');
    expect(durationInWords(812)).toBe('0.8 s');
    expect(durationInWords(9_949)).toBe('9.9 s');
  });

  it('should give whole seconds under a minute, then minutes and seconds', () => {
    expect(durationInWords(9_950)).toBe('10 s');
    expect(durationInWords(42_400)).toBe('42 s');
    expect(durationInWords(59_499)).toBe('59 s');
    expect(durationInWords(59_500)).toBe('1 min 00 s');
    expect(durationInWords(127_400)).toBe('2 min 07 s');
  });

  it('should give hours and minutes from an hour on', () => {
    expect(durationInWords(3_600_000)).toBe('1 h 00 min');
    expect(durationInWords(3_780_000)).toBe('1 h 03 min');
    expect(durationInWords(36_000_000)).toBe('10 h 00 min');
  });
});
