/**
 * Equipment types of a tubular item (docs/data-contract.md items.json `Equipment`).
 *
 * @example
 * EQUIPMENT_TYPES.includes('Tubing'); // true
 */
export const EQUIPMENT_TYPES = Object.freeze([
  'Drill Pipe',
  'Drill Collar',
  'Heavy Weight',
  'OCTG',
  'Tubing',
  'Landing String',
  'NM Drill Collar',
  'NM Flex Wate',
] as const);

/**
 * One of {@link EQUIPMENT_TYPES}.
 *
 * @example
 * const type: EquipmentType = 'NM Flex Wate';
 */
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/**
 * Equipment types kept in the item-to-orders map of the statistics screens (spec part 2 §3, §9); items of
 * other types are left out of statistics.
 *
 * @example
 * STATISTICS_EQUIPMENT_TYPES; // ['Drill Pipe', 'Drill Collar', 'Tubing', 'OCTG', 'Heavy Weight']
 */
export const STATISTICS_EQUIPMENT_TYPES = Object.freeze([
  'Drill Pipe',
  'Drill Collar',
  'Tubing',
  'OCTG',
  'Heavy Weight',
] as const satisfies readonly EquipmentType[]);

/**
 * Whether items of an equipment type take part in statistics (exact, case-sensitive match of the wire
 * value).
 *
 * @example
 * isStatisticsEquipmentType('Drill Pipe'); // true
 * isStatisticsEquipmentType('Landing String'); // false
 */
export function isStatisticsEquipmentType(equipment: string | null | undefined): boolean {
  return (STATISTICS_EQUIPMENT_TYPES as readonly string[]).includes(equipment ?? '');
}

/**
 * Abbreviation of each abbreviated equipment type (spec part 2 §9). OCTG and Tubing have none.
 *
 * @example
 * EQUIPMENT_ABBREVIATIONS['NM Flex Wate']; // 'NMFW'
 */
export const EQUIPMENT_ABBREVIATIONS: Readonly<Record<string, string>> = Object.freeze({
  'Drill Pipe': 'DP',
  'Drill Collar': 'DC',
  'Heavy Weight': 'HW',
  'Landing String': 'LS',
  'NM Drill Collar': 'NMDC',
  'NM Flex Wate': 'NMFW',
});

/**
 * The abbreviation of an equipment type, or `null` when it has none (OCTG, Tubing, unknown types).
 *
 * @example
 * equipmentAbbreviation('Heavy Weight'); // 'HW'
 * equipmentAbbreviation('OCTG'); // null
 */
export function equipmentAbbreviation(equipment: string | null | undefined): string | null {
  return (
    (equipment && Object.hasOwn(EQUIPMENT_ABBREVIATIONS, equipment) && EQUIPMENT_ABBREVIATIONS[equipment]) ||
    null
  );
}
