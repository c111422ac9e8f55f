import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_ABBREVIATIONS,
  EQUIPMENT_TYPES,
  equipmentAbbreviation,
  isStatisticsEquipmentType,
  STATISTICS_EQUIPMENT_TYPES,
} from './equipment-types.js';

describe('equipment types', () => {
  it('recognises exactly the five statistics types', () => {
    expect(STATISTICS_EQUIPMENT_TYPES).toEqual([
      'Drill Pipe',
      'Drill Collar',
      'Tubing',
      'OCTG',
      'Heavy Weight',
    ]);
    for (const type of STATISTICS_EQUIPMENT_TYPES) expect(isStatisticsEquipmentType(type)).toBe(true);
    expect(isStatisticsEquipmentType('Landing String')).toBe(false);
    expect(isStatisticsEquipmentType('drill pipe')).toBe(false);
    expect(isStatisticsEquipmentType(null)).toBe(false);
  });

  it('lists all eight item equipment types', () => {
    expect(EQUIPMENT_TYPES).toHaveLength(8);
  });
});

describe('equipmentAbbreviation', () => {
  it.each([
    ['Drill Pipe', 'DP'],
    ['Drill Collar', 'DC'],
    ['Heavy Weight', 'HW'],
    ['Landing String', 'LS'],
    ['NM Drill Collar', 'NMDC'],
    ['NM Flex Wate', 'NMFW'],
  ])('abbreviates %s as %s', (type, abbreviation) => {
    expect(equipmentAbbreviation(type)).toBe(abbreviation);
    expect(EQUIPMENT_ABBREVIATIONS[type]).toBe(abbreviation);
  });

  it('gives null for types without one and unknown names', () => {
    expect(equipmentAbbreviation('OCTG')).toBeNull();
    expect(equipmentAbbreviation('Tubing')).toBeNull();
    expect(equipmentAbbreviation('toString')).toBeNull();
    expect(equipmentAbbreviation('')).toBeNull();
    expect(equipmentAbbreviation(null)).toBeNull();
  });
});
