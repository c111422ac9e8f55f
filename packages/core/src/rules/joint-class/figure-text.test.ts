import { describe, expect, it } from 'vitest';
import { figureText } from './figure-text.js';

describe('figureText', () => {
  it.each([
    [80, '80'],
    [79.9, '79.9'],
    [6.094, '6.094'],
    [6.6 - 4.5, '2.1'],
    [0.1 + 0.2, '0.3'],
    [4.12345, '4.123'],
    [-0.5, '-0.5'],
    [-0, '0'],
    [2.0000004, '2'],
  ])('writes %s as %s', (value, text) => {
    expect(figureText(value)).toBe(text);
  });
});
