import { describe, expect, it } from 'vitest';
import { classColour } from './class-colour.js';

describe('classColour', () => {
  it.each([
    ['Premium', 'green'],
    ['Class 2', 'yellow'],
    ['Reject', 'red'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ] as const)('colours %s %s', (jointClass, colour) => {
    expect(classColour(jointClass)).toBe(colour);
  });
});
