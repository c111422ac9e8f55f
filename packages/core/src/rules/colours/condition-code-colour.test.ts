import { describe, expect, it } from 'vitest';
import { conditionCodeColour, conditionGrade } from './condition-code-colour.js';
import { DEFAULT_STATUS_PALETTE } from './status-colour.js';

describe('conditionCodeColour', () => {
  it.each([
    [1, 'green'],
    ['A', 'green'],
    [2, 'light-green'],
    ['B', 'light-green'],
    ['3', 'yellow'],
    ['C', 'yellow'],
    [4, 'amber'],
    ['D', 'amber'],
    [5, 'red'],
    ['E', 'red'],
    [' e ', 'red'],
  ] as const)('colours code %s %s', (code, colour) => {
    expect(conditionCodeColour(code)).toBe(colour);
  });

  it.each([[0], [6], ['F'], [''], ['1A'], [null], [undefined], [1.5]])('gives unknown for %s', (code) => {
    expect(conditionCodeColour(code)).toBe('unknown');
  });

  it('has a default hex for every colour it returns', () => {
    for (const code of [1, 2, 3, 4, 5, 'X']) {
      expect(DEFAULT_STATUS_PALETTE[conditionCodeColour(code)]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('conditionGrade', () => {
  it('reads letters and digits as grades 1-5', () => {
    expect(conditionGrade('A')).toBe(1);
    expect(conditionGrade('c')).toBe(3);
    expect(conditionGrade(5)).toBe(5);
    expect(conditionGrade('E')).toBe(5);
  });

  it('gives null for unknown codes', () => {
    expect(conditionGrade('6')).toBeNull();
    expect(conditionGrade(null)).toBeNull();
    expect(conditionGrade('AB')).toBeNull();
  });
});
