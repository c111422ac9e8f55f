import { describe, expect, it } from 'vitest';
import { columnChrome, fitColumnWidth, resizedWidth, sampleRowIndexes } from './column-fit.js';

const LIMITS = { min: 64, max: 360 };

describe('sampleRowIndexes', () => {
  it('takes every row of a short table', () => {
    expect(sampleRowIndexes(4, 3, 2)).toEqual([0, 1, 2, 3]);
  });

  it('takes the first rows, then rows at an even stride through the rest', () => {
    // 3 first rows, then 2 more from the 7 left (3..9): stride 3.5 → 3 and 6.
    expect(sampleRowIndexes(10, 3, 2)).toEqual([0, 1, 2, 3, 6]);
  });

  it('measures 100 rows of 100,000 with the default sample', () => {
    const sample = sampleRowIndexes(100_000);
    expect(sample).toHaveLength(100);
    expect(sample.slice(0, 3)).toEqual([0, 1, 2]);
    expect(sample[49]).toBe(49);
    expect(sample[50]).toBe(50);
    expect(sample[51]).toBe(2049);
  });
});

describe('fitColumnWidth', () => {
  it('fits a header that may wrap to two lines: its longest word or half its width, plus its sort and filter controls', () => {
    // "Total Onshore": 90 px, longest word 54; half is 45, so 54 + 36 controls = 90; cells are narrower.
    expect(
      fitColumnWidth(
        { header: 90, longestHeaderWord: 54, cells: [30, 42, 38] },
        { controls: 36, padding: 16 },
        LIMITS,
      ),
    ).toBe(106);
  });

  it('fits the widest sampled cell when it is wider than the header', () => {
    // "Skarvheim Exploration": 141.3 px, padding 16 → 157.3, rounded up.
    expect(
      fitColumnWidth(
        { header: 24, longestHeaderWord: 24, cells: [60, 141.3] },
        { controls: 36, padding: 16 },
        LIMITS,
      ),
    ).toBe(158);
  });

  it('clamps to the limits', () => {
    expect(
      fitColumnWidth({ header: 10, longestHeaderWord: 10, cells: [8] }, { controls: 0, padding: 16 }, LIMITS),
    ).toBe(64);
    expect(
      fitColumnWidth(
        { header: 40, longestHeaderWord: 40, cells: [900] },
        { controls: 36, padding: 16 },
        LIMITS,
      ),
    ).toBe(360);
  });
});

describe('columnChrome', () => {
  it('keeps room for the sort icon and the filter menu beside a filterable header', () => {
    expect(columnChrome({ id: 'Site', header: 'Site', accessor: () => '' })).toEqual({
      controls: 48,
      padding: 18,
    });
  });

  it('keeps room for the sort icon alone beside a header without a filter menu', () => {
    // 48 less the filter button (24 px) and the gap before it (4 px): 20.
    const booked = { id: 'Booked', header: 'Booked', accessor: () => 0, filterable: false };
    expect(columnChrome(booked)).toEqual({ controls: 20, padding: 18 });
  });
});

describe('resizedWidth', () => {
  it('steps 10 px with the arrow keys and 50 px with Page Up and Page Down', () => {
    expect(resizedWidth(140, 'ArrowRight', LIMITS)).toBe(150);
    expect(resizedWidth(140, 'ArrowLeft', LIMITS)).toBe(130);
    expect(resizedWidth(140, 'PageUp', LIMITS)).toBe(190);
    expect(resizedWidth(140, 'PageDown', LIMITS)).toBe(90);
  });

  it('goes to the limits with Home and End and never past them', () => {
    expect(resizedWidth(140, 'Home', LIMITS)).toBe(64);
    expect(resizedWidth(140, 'End', LIMITS)).toBe(360);
    expect(resizedWidth(68, 'ArrowLeft', LIMITS)).toBe(64);
    expect(resizedWidth(355, 'PageUp', LIMITS)).toBe(360);
  });

  it('ignores other keys', () => {
    expect(resizedWidth(140, 'Enter', LIMITS)).toBeNull();
  });
});
