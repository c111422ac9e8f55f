import { describe, expect, it } from 'vitest';
import { equipmentCodeFromItemNo } from './item-equipment-code.js';

describe('equipmentCodeFromItemNo', () => {
  it('takes the capital letters between the digits and the dot', () => {
    expect(equipmentCodeFromItemNo('550DP.12')).toBe('DP');
    expect(equipmentCodeFromItemNo('800NMDC.3')).toBe('NMDC');
    expect(equipmentCodeFromItemNo('1HW.0')).toBe('HW');
  });

  it.each([
    ['550dp.12'],
    ['DP.12'],
    ['550DP12'],
    ['550DP.'],
    ['550 DP.12'],
    [' 550DP.12'],
    ['550DP.12a'],
    [''],
  ])('gives null for %j', (itemNo) => {
    expect(equipmentCodeFromItemNo(itemNo)).toBeNull();
  });

  it('gives null for a missing item number', () => {
    expect(equipmentCodeFromItemNo(null)).toBeNull();
    expect(equipmentCodeFromItemNo(undefined)).toBeNull();
  });
});
