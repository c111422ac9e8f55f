import { describe, expect, it } from 'vitest';
import { binMeasure, countInBins } from './bin-measure.js';

describe('binMeasure', () => {
  it('gives no bins for no values', () => {
    expect(binMeasure([], { unit: 'in' })).toEqual([]);
    expect(binMeasure([7.5], { unit: 'in', counts: [0] })).toEqual([]);
  });

  it('puts values into bins of the given width on round edges, the last bin holding its upper edge', () => {
    expect(binMeasure([8.1, 8.2, 8.6, 9.0], { width: 0.5, unit: 'in' })).toEqual([
      { from: 8, to: 8.5, label: '8.0–8.5 in', count: 2 },
      { from: 8.5, to: 9, label: '8.5–9.0 in', count: 2 },
    ]);
  });

  it('rounds the width for about `bins` bins up to 1, 2, 2.5 or 5 times a power of ten', () => {
    // span 100 - 85 = 15, 15 / 4 = 3.75, rounded up to 5
    expect(binMeasure([85, 87.5, 90, 92, 95, 100], { bins: 4, unit: '%' })).toEqual([
      { from: 85, to: 90, label: '85–90 %', count: 2 },
      { from: 90, to: 95, label: '90–95 %', count: 2 },
      { from: 95, to: 100, label: '95–100 %', count: 2 },
    ]);
    // span 6.9 - 6.1 = 0.8, 0.8 / 4 = 0.2
    expect(binMeasure([6.1, 6.3, 6.35, 6.9], { bins: 4, unit: 'in' })).toEqual([
      { from: 6, to: 6.2, label: '6.0–6.2 in', count: 1 },
      { from: 6.2, to: 6.4, label: '6.2–6.4 in', count: 2 },
      { from: 6.4, to: 6.6, label: '6.4–6.6 in', count: 0 },
      { from: 6.6, to: 6.8, label: '6.6–6.8 in', count: 0 },
      { from: 6.8, to: 7, label: '6.8–7.0 in', count: 1 },
    ]);
    // span 7.75 - 7 = 0.75, 0.75 / 4 = 0.1875, rounded up to 0.2
    expect(binMeasure([7, 7.25, 7.75], { bins: 4, unit: 'in' })).toEqual([
      { from: 7, to: 7.2, label: '7.0–7.2 in', count: 1 },
      { from: 7.2, to: 7.4, label: '7.2–7.4 in', count: 1 },
      { from: 7.4, to: 7.6, label: '7.4–7.6 in', count: 0 },
      { from: 7.6, to: 7.8, label: '7.6–7.8 in', count: 1 },
    ]);
    // span 10 / 4 = 2.5 stays 2.5: labels keep one decimal
    expect(binMeasure([90, 100], { bins: 4, unit: '%' })).toEqual([
      { from: 90, to: 92.5, label: '90.0–92.5 %', count: 1 },
      { from: 92.5, to: 95, label: '92.5–95.0 %', count: 0 },
      { from: 95, to: 97.5, label: '95.0–97.5 %', count: 0 },
      { from: 97.5, to: 100, label: '97.5–100.0 %', count: 1 },
    ]);
  });

  it('counts each value as many times as `counts` says (a histogram payload)', () => {
    expect(binMeasure([85, 90, 95], { counts: [2, 9, 30], width: 5, unit: '%' })).toEqual([
      { from: 85, to: 90, label: '85–90 %', count: 2 },
      { from: 90, to: 95, label: '90–95 %', count: 39 },
    ]);
  });

  it('gives one distinct value one bin a tenth of its order of magnitude wide', () => {
    expect(binMeasure([6.5, 6.5, 6.5], { unit: 'in' })).toEqual([
      { from: 6.5, to: 6.6, label: '6.5–6.6 in', count: 3 },
    ]);
    expect(binMeasure([92], { bins: 8, unit: '%' })).toEqual([
      { from: 92, to: 93, label: '92–93 %', count: 1 },
    ]);
    expect(binMeasure([0, 0], { unit: 'in' })).toEqual([{ from: 0, to: 1, label: '0–1 in', count: 2 }]);
    expect(binMeasure([8.2], { width: 0.5, unit: 'in' })).toEqual([
      { from: 8, to: 8.5, label: '8.0–8.5 in', count: 1 },
    ]);
  });

  it('sets far outliers (beyond three interquartile ranges) into open bins instead of stretching the edges', () => {
    // sorted: 8.0 8.1 8.2 8.3 8.4 8.5 8.6 8.7 12.0; Q1 = 8.2 (index 2), Q3 = 8.6 (index 6), IQR 0.4;
    // fences 7.0 and 9.8: 12.0 is out, the edges cover 8.0 to 8.7
    expect(binMeasure([8.0, 8.1, 8.2, 8.3, 8.4, 8.5, 8.6, 8.7, 12.0], { width: 0.5, unit: 'in' })).toEqual([
      { from: 8, to: 8.5, label: '8.0–8.5 in', count: 5 },
      { from: 8.5, to: 9, label: '8.5–9.0 in', count: 3 },
      { from: 9, to: null, label: 'over 9.0 in', count: 1 },
    ]);
    expect(binMeasure([2.0, 8.0, 8.1, 8.2, 8.3, 8.4, 8.5, 8.6, 8.7], { width: 0.5, unit: 'in' })).toEqual([
      { from: null, to: 8, label: 'under 8.0 in', count: 1 },
      { from: 8, to: 8.5, label: '8.0–8.5 in', count: 5 },
      { from: 8.5, to: 9, label: '8.5–9.0 in', count: 3 },
    ]);
  });

  it('keeps every value when most are equal (no interquartile range to judge outliers by)', () => {
    expect(binMeasure([90, 90, 90, 90, 90, 80], { width: 5, unit: '%' })).toEqual([
      { from: 80, to: 85, label: '80–85 %', count: 1 },
      { from: 85, to: 90, label: '85–90 %', count: 5 },
    ]);
  });

  it('says what is wrong with bad input', () => {
    expect(() => binMeasure([8, Number.NaN], { unit: 'in' })).toThrow(
      'binMeasure: value 2 is NaN, not a finite number',
    );
    expect(() => binMeasure([8, 9], { unit: 'in', counts: [1] })).toThrow(
      'binMeasure: 2 values but 1 counts',
    );
    expect(() => binMeasure([8], { unit: 'in', counts: [-1] })).toThrow(
      'binMeasure: count 1 is -1, not a whole number of at least 0',
    );
    expect(() => binMeasure([8], { unit: 'in', bins: 0 })).toThrow(
      'binMeasure: bins is 0, not a whole number of at least 1',
    );
    expect(() => binMeasure([8], { unit: 'in', width: -0.5 })).toThrow(
      'binMeasure: width is -0.5, not a positive number',
    );
    expect(() => binMeasure([8], { unit: 'in', width: 0.5, bins: 4 })).toThrow(
      'binMeasure: give bins or width, not both',
    );
  });
});

describe('countInBins', () => {
  const bins = [
    { from: null, to: 8, label: 'under 8.0 in', count: 0 },
    { from: 8, to: 8.5, label: '8.0–8.5 in', count: 0 },
    { from: 8.5, to: 9, label: '8.5–9.0 in', count: 0 },
    { from: 9, to: null, label: 'over 9.0 in', count: 0 },
  ];

  it('counts other values into the same bins (pin and box on one axis)', () => {
    expect(countInBins(bins, [7.9, 8, 8.5, 9, 9.01], [1, 2, 3, 4, 5]).map((bin) => bin.count)).toEqual([
      1, 2, 7, 5,
    ]);
    expect(countInBins(bins, [8.2]).map((bin) => bin.count)).toEqual([0, 1, 0, 0]);
  });

  it('leaves a value outside closed bins uncounted', () => {
    const closed = [{ from: 8, to: 8.5, label: '8.0–8.5 in', count: 0 }];
    expect(countInBins(closed, [7, 8.5, 9]).map((bin) => bin.count)).toEqual([1]);
  });
});
