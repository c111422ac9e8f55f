import { describe, expect, it } from 'vitest';
import { ipcDistribution, resultCounts, WALL_BANDS, wallDistribution } from './tally-distributions.js';

describe('ipcDistribution', () => {
  it('counts grades 1-5, reading A-E as 1-5 and skipping unknown codes', () => {
    expect(
      ipcDistribution([{ IPC: 1 }, { IPC: 'A' }, { IPC: 'c' }, { IPC: 5 }, { IPC: 'X' }, { IPC: null }, {}]),
    ).toEqual({ labels: ['1', '2', '3', '4', '5'], data: [2, 0, 1, 0, 1] });
  });

  it('gives zero counts for no rows', () => {
    expect(ipcDistribution([]).data).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('wallDistribution', () => {
  it('puts each band boundary in the upper band', () => {
    const walls = [101, 100, 95, 94.99, 90, 85, 84.9, 80, 79.99, 0];
    expect(wallDistribution(walls.map((Wall) => ({ Wall })))).toEqual({
      labels: ['95-100%', '90-95%', '85-90%', '80-85%', '<80%'],
      data: [3, 2, 1, 2, 2],
    });
  });

  it('reads numeric strings and skips empty walls', () => {
    expect(wallDistribution([{ Wall: '92.5' }, { Wall: null }, { Wall: '' }, {}]).data).toEqual([
      0, 1, 0, 0, 0,
    ]);
  });

  it('colours the bands from green to red', () => {
    expect(WALL_BANDS.map((b) => b.code)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('resultCounts', () => {
  it('counts results most frequent first, ties alphabetically, skipping empty ones', () => {
    const rows = [
      { TJ_Tooljoint: 'OK' },
      { TJ_Tooljoint: 'Reject' },
      { TJ_Tooljoint: ' OK ' },
      { TJ_Tooljoint: 'Limited' },
      { TJ_Tooljoint: '' },
      { TJ_Tooljoint: null },
    ];
    expect(resultCounts(rows, 'TJ_Tooljoint')).toEqual({
      labels: ['OK', 'Limited', 'Reject'],
      data: [2, 1, 1],
    });
  });

  it('gives empty series for no rows', () => {
    expect(resultCounts([], 'TU_Tube')).toEqual({ labels: [], data: [] });
  });
});
