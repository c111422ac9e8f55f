import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readable-text-color.js';

describe('readableTextColor', () => {
  it('chooses white on dark and saturated backgrounds', () => {
    expect(readableTextColor('#d32f2f')).toBe('#ffffff');
    expect(readableTextColor('#2b1d0e')).toBe('#ffffff');
    expect(readableTextColor('#000')).toBe('#ffffff');
  });

  it('chooses black on light backgrounds', () => {
    expect(readableTextColor('#ffeb3b')).toBe('#000000');
    expect(readableTextColor('#aab1b7')).toBe('#000000');
    expect(readableTextColor('FFFFFF')).toBe('#000000');
  });

  it('returns null for anything that is not a hex colour', () => {
    expect(readableTextColor('red')).toBeNull();
    expect(readableTextColor('#12345')).toBeNull();
    expect(readableTextColor('')).toBeNull();
  });
});
