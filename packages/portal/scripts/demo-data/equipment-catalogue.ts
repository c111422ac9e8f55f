/** One tubular size and grade as the provider describes it on an item. */
export interface EquipmentVariant {
  tubeOd: number;
  tubeOdLabel: string;
  connection: string;
  tjOd: number;
  tjId: number;
  weight: number;
  grade: string;
  range: 1 | 2 | 3;
  wallThickness: number;
  elevatorShankOd: number | null;
  upsetType: string | null;
  ksi: number;
}

/** An equipment type of the data contract with its Item_No code and its typical sizes. */
export interface EquipmentType {
  equipment: string;
  /** The capital letters of the Item_No (spec part 2 §9; OCTG and TBG where the spec names none). */
  code: string;
  /** Short name used in descriptions. */
  short: string;
  /** OCTG and tubing lie in OCTG racks and are graded with letters (IPC A-E). */
  isOCTG: boolean;
  /** Whether the joints have tool joints (tong space, machining and hardbanding apply). */
  toolJoints: boolean;
  variants: readonly EquipmentVariant[];
}

function variant(
  tubeOdLabel: string,
  tubeOd: number,
  connection: string,
  [tjOd, tjId]: [number, number],
  weight: number,
  grade: string,
  range: 1 | 2 | 3,
  wallThickness: number,
  ksi: number,
  upsetType: string | null = null,
  elevatorShankOd: number | null = null,
): EquipmentVariant {
  return {
    tubeOd,
    tubeOdLabel,
    connection,
    tjOd,
    tjId,
    weight,
    grade,
    range,
    wallThickness,
    elevatorShankOd,
    upsetType,
    ksi,
  };
}

/**
 * The eight equipment types of the data contract, keyed by the contract's `Equipment` name.
 *
 * @example
 * EQUIPMENT_TYPES['Drill Pipe'].code; // 'DP'
 */
export const EQUIPMENT_TYPES: Readonly<Record<string, EquipmentType>> = {
  'Drill Pipe': {
    equipment: 'Drill Pipe',
    code: 'DP',
    short: 'DP',
    isOCTG: false,
    toolJoints: true,
    variants: [
      variant('5"', 5, 'NC50', [6.625, 3.25], 19.5, 'S-135', 2, 0.362, 135, 'IEU', 5.125),
      variant('5"', 5, 'NC50', [6.625, 3.5], 19.5, 'G-105', 2, 0.362, 105, 'IEU', 5.125),
      variant('5 1/2"', 5.5, '5 1/2 FH', [7.25, 4], 21.9, 'S-135', 2, 0.361, 135, 'IEU', 5.75),
      variant('5 7/8"', 5.875, 'XT57', [7, 4.25], 23.4, 'S-135', 3, 0.361, 135, 'IEU', 6.125),
      variant('6 5/8"', 6.625, '6 5/8 FH', [8.5, 4.25], 27.7, 'S-135', 3, 0.362, 135, 'IEU', 6.875),
    ],
  },
  'Heavy Weight': {
    equipment: 'Heavy Weight',
    code: 'HW',
    short: 'HWDP',
    isOCTG: false,
    toolJoints: true,
    variants: [
      variant('5"', 5, 'NC50', [6.5, 3], 49.3, '1340 MOD', 2, 1, 110, 'IEU', 5.125),
      variant('5 1/2"', 5.5, '5 1/2 FH', [7, 3.375], 57, '1340 MOD', 2, 1.062, 110, 'IEU', 5.75),
    ],
  },
  'Drill Collar': {
    equipment: 'Drill Collar',
    code: 'DC',
    short: 'DC',
    isOCTG: false,
    toolJoints: true,
    variants: [
      variant('6 1/2"', 6.5, 'NC46', [6.5, 2.8125], 91, '4145H MOD', 2, 1.844, 110),
      variant('8"', 8, '6 5/8 REG', [8, 2.8125], 150, '4145H MOD', 2, 2.594, 110),
      variant('9 1/2"', 9.5, '7 5/8 REG', [9.5, 3], 217, '4145H MOD', 2, 3.25, 110),
    ],
  },
  'NM Drill Collar': {
    equipment: 'NM Drill Collar',
    code: 'NMDC',
    short: 'NMDC',
    isOCTG: false,
    toolJoints: true,
    variants: [
      variant('8"', 8, '6 5/8 REG', [8, 2.8125], 150, 'P530', 2, 2.594, 120),
      variant('6 3/4"', 6.75, 'NC50', [6.75, 2.8125], 100, 'P550', 2, 1.969, 130),
    ],
  },
  'NM Flex Wate': {
    equipment: 'NM Flex Wate',
    code: 'NMFW',
    short: 'NM Flex Wate',
    isOCTG: false,
    toolJoints: true,
    variants: [variant('5"', 5, 'NC50', [6.5, 3], 50, 'P550', 2, 1, 130, 'IEU', 5.125)],
  },
  'Landing String': {
    equipment: 'Landing String',
    code: 'LS',
    short: 'LS',
    isOCTG: false,
    toolJoints: true,
    variants: [
      variant('6 5/8"', 6.625, '6 5/8 FH', [8.5, 4.5], 50, 'Z-140', 3, 0.5, 140, 'IEU', 7),
      variant('5 7/8"', 5.875, 'XT57', [7.25, 3.75], 34, 'S-135', 3, 0.5, 135, 'IEU', 6.125),
    ],
  },
  OCTG: {
    equipment: 'OCTG',
    code: 'OCTG',
    short: 'CSG',
    isOCTG: true,
    toolJoints: false,
    variants: [
      variant('9 5/8"', 9.625, 'VAM TOP', [10.625, 8.535], 53.5, 'P110', 3, 0.545, 110),
      variant('13 3/8"', 13.375, 'BTC', [14.375, 12.347], 72, 'L80', 3, 0.514, 80),
      variant('10 3/4"', 10.75, 'VAM TOP', [11.75, 9.66], 60.7, 'Q125', 3, 0.545, 125),
      variant('7"', 7, 'VAM TOP', [7.7, 6.184], 29, 'L80', 1, 0.408, 80),
    ],
  },
  Tubing: {
    equipment: 'Tubing',
    code: 'TBG',
    short: 'TBG',
    isOCTG: true,
    toolJoints: false,
    variants: [
      variant('4 1/2"', 4.5, 'VAM TOP', [4.92, 3.958], 12.6, 'L80', 2, 0.271, 80),
      variant('3 1/2"', 3.5, 'NEW VAM', [3.89, 2.992], 9.2, 'L80', 2, 0.254, 80),
      variant('5 1/2"', 5.5, 'VAM TOP', [6.05, 4.892], 17, '13CR80', 2, 0.304, 80),
      variant('7"', 7, 'VAM TOP', [7.7, 6.184], 29, '13CR80', 3, 0.408, 80),
    ],
  },
};

/**
 * Looks up an equipment type by its contract name.
 *
 * @example
 * equipmentType('Tubing').code; // 'TBG'
 */
export function equipmentType(equipment: string): EquipmentType {
  const type = EQUIPMENT_TYPES[equipment];
  if (!type) throw new RangeError(`unknown equipment type '${equipment}'`);
  return type;
}
