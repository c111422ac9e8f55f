import type { StatusColour } from './status-colour.js';

const CODE_COLOURS: Readonly<Record<string, StatusColour>> = {
  '1': 'green',
  A: 'green',
  '2': 'light-green',
  B: 'light-green',
  '3': 'yellow',
  C: 'yellow',
  '4': 'amber',
  D: 'amber',
  '5': 'red',
  E: 'red',
};

const CODE_GRADES: Readonly<Record<string, 1 | 2 | 3 | 4 | 5>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
};

/**
 * Colour of an IPC or wall condition code (spec part 2 §9): 1 or A green, 2 or B light green, 3 or C
 * yellow, 4 or D amber, 5 or E red. Letters are matched case-insensitively and surrounding spaces ignored;
 * anything else (empty, `null`, 6, 'F') is the neutral `'unknown'`.
 *
 * @example
 * conditionCodeColour(1); // 'green'
 * conditionCodeColour('d'); // 'amber'
 * conditionCodeColour('X'); // 'unknown'
 */
export function conditionCodeColour(code: string | number | null | undefined): StatusColour {
  if (code === null || code === undefined) return 'unknown';
  return CODE_COLOURS[String(code).trim().toUpperCase()] ?? 'unknown';
}

/**
 * The condition code as a grade 1-5 (A-E read as 1-5), or `null` when it is not a known code; used to
 * count IPC distributions whatever notation a tally uses.
 *
 * @example
 * conditionGrade('C'); // 3
 * conditionGrade(5); // 5
 * conditionGrade('?'); // null
 */
export function conditionGrade(code: string | number | null | undefined): 1 | 2 | 3 | 4 | 5 | null {
  if (code === null || code === undefined) return null;
  return CODE_GRADES[String(code).trim().toUpperCase()] ?? null;
}
