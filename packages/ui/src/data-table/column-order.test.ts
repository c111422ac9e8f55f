import { describe, expect, it } from 'vitest';
import { moveColumn, toggleColumn } from './column-order.js';

describe('moveColumn', () => {
  it('moves a column to a new position, up or down', () => {
    expect(moveColumn(['A', 'B', 'C'], 'C', 0)).toEqual(['C', 'A', 'B']);
    expect(moveColumn(['A', 'B', 'C'], 'A', 1)).toEqual(['B', 'A', 'C']);
  });

  it('clamps positions past either end, so moving the first column up changes nothing', () => {
    expect(moveColumn(['A', 'B', 'C'], 'A', -1)).toEqual(['A', 'B', 'C']);
    expect(moveColumn(['A', 'B', 'C'], 'B', 9)).toEqual(['A', 'C', 'B']);
  });

  it('rejects a column that is not in the list, naming it', () => {
    expect(() => moveColumn(['A'], 'Z', 0)).toThrow(/Cannot move column "Z"/);
  });
});

describe('toggleColumn', () => {
  const all = ['A', 'B', 'C', 'D'];

  it('puts a shown column back at its default place among the shown ones', () => {
    expect(toggleColumn(['A', 'C'], all, 'B', true)).toEqual(['A', 'B', 'C']);
    expect(toggleColumn(['C', 'A'], all, 'D', true)).toEqual(['C', 'A', 'D']);
    expect(toggleColumn([], all, 'C', true)).toEqual(['C']);
  });

  it('hides a column and keeps the others in their order', () => {
    expect(toggleColumn(['C', 'A', 'B'], all, 'A', false)).toEqual(['C', 'B']);
  });

  it('leaves the list as it is when the column is already shown', () => {
    expect(toggleColumn(['A', 'B'], all, 'B', true)).toEqual(['A', 'B']);
  });
});
