/** The fields naming which joints a limits row is for: its key in class_limits.json. */
export const CLASS_LIMIT_KEY_FIELDS = ['Connection', 'Tube_OD', 'Weight', 'Grade'] as const;

/** The four limits of a row, in inches. */
export const CLASS_LIMIT_FIELDS = [
  'TJ_OD_Premium_Min',
  'TJ_OD_Class2_Min',
  'TS_Pin_Min',
  'TS_Box_Min',
] as const;

/** A field of a limits row. */
export type ClassLimitField = (typeof CLASS_LIMIT_KEY_FIELDS)[number] | (typeof CLASS_LIMIT_FIELDS)[number];

/**
 * A limits row as stored (class_limits): `Weight` and `Grade` are `''` for "any".
 *
 * @example
 * const row: ClassLimitRow = { Connection: 'NC50', Tube_OD: '5', Weight: '', Grade: '', TJ_OD_Premium_Min: 6.25, TJ_OD_Class2_Min: 6, TS_Pin_Min: 4, TS_Box_Min: 4.5 };
 */
export interface ClassLimitRow {
  Connection: string;
  Tube_OD: string;
  Weight: string;
  Grade: string;
  TJ_OD_Premium_Min: number;
  TJ_OD_Class2_Min: number;
  TS_Pin_Min: number;
  TS_Box_Min: number;
}

/**
 * What the screen calls each field (the file's names are in the column's description).
 *
 * @example
 * CLASS_LIMIT_LABELS.TJ_OD_Class2_Min; // 'Class 2 min box OD'
 */
export const CLASS_LIMIT_LABELS: Readonly<Record<ClassLimitField, string>> = {
  Connection: 'Connection',
  Tube_OD: 'Tube OD',
  Weight: 'Weight',
  Grade: 'Grade',
  TJ_OD_Premium_Min: 'Premium min box OD',
  TJ_OD_Class2_Min: 'Class 2 min box OD',
  TS_Pin_Min: 'Min tong space pin',
  TS_Box_Min: 'Min tong space box',
};

/**
 * The joints a row is for, in words: "NC50 5, any weight, grade G-105".
 *
 * @example
 * classLimitName({ Connection: 'NC50', Tube_OD: '5', Weight: '19.5', Grade: '' }); // 'NC50 5, weight 19.5, any grade'
 */
export function classLimitName(row: Pick<ClassLimitRow, (typeof CLASS_LIMIT_KEY_FIELDS)[number]>): string {
  const weight = row.Weight === '' ? 'any weight' : `weight ${row.Weight}`;
  const grade = row.Grade === '' ? 'any grade' : `grade ${row.Grade}`;
  return `${row.Connection} ${row.Tube_OD}, ${weight}, ${grade}`;
}
