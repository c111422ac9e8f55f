import { describe, expect, it } from 'vitest';
import { assertClassLimits, type ClassLimits } from './class-limits.js';

const LIMITS: ClassLimits = {
  TJ_OD_Premium_Min: 6.75,
  TJ_OD_Class2_Min: 6.5,
  TS_Pin_Min: 4,
  TS_Box_Min: 4.5,
};

describe('assertClassLimits', () => {
  it('accepts positive limits with Premium at or above Class 2', () => {
    expect(() => assertClassLimits(LIMITS)).not.toThrow();
    expect(() => assertClassLimits({ ...LIMITS, TJ_OD_Class2_Min: 6.75 })).not.toThrow();
  });

  it.each([
    [{ TS_Pin_Min: 0 }, 'Class limit TS_Pin_Min must be a positive number of inches, got 0'],
    [{ TS_Box_Min: -1 }, 'Class limit TS_Box_Min must be a positive number of inches, got -1'],
    [
      { TJ_OD_Premium_Min: Number.NaN },
      'Class limit TJ_OD_Premium_Min must be a positive number of inches, got NaN',
    ],
    [
      { TJ_OD_Class2_Min: '6.5' },
      'Class limit TJ_OD_Class2_Min must be a positive number of inches, got 6.5',
    ],
    [{ TJ_OD_Premium_Min: 6.4 }, 'TJ_OD_Premium_Min (6.4) is under TJ_OD_Class2_Min (6.5)'],
  ])('refuses %o', (change, message) => {
    expect(() => assertClassLimits({ ...LIMITS, ...change } as ClassLimits)).toThrow(new RangeError(message));
  });
});
