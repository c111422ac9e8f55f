import type { BhaSlotItem } from './bha-slot-grid.types.js';

const TOOLS = [
  ['Hydraulic jar 6 1/2"', 'Jar', 'NC46', 'NC46'],
  ['Shock sub 8"', 'Shock Sub', '6 5/8 REG', '6 5/8 REG'],
  ['Float sub 6 3/4"', 'Sub', 'NC50', 'NC50'],
  ['Stabilizer 12 1/4" NB', 'Stabilizer', '6 5/8 REG', '6 5/8 REG'],
  ['Crossover sub', 'Sub', 'NC50', 'NC46'],
] as const;

/** A tool for a BHA story or test, its kind chosen by `n`. */
export function fixtureTool(n: number): BhaSlotItem {
  const [description, type, box, pin] = TOOLS[n % TOOLS.length] as (typeof TOOLS)[number];
  return {
    Serial_No: `BHA-${String(7000 + n)}`,
    Description: description,
    Equipment_Type: type,
    Connection_Box: box,
    Connection_Pin: pin,
    Last_Inspection_Date: n % 7 === 0 ? null : `2024-0${(n % 6) + 1}-1${n % 10}`,
  };
}

/** A few tools, one slot with three of them. */
export const SPARSE_SLOTS: Record<string, BhaSlotItem[]> = {
  '1A': [fixtureTool(1)],
  '12C': [fixtureTool(2), fixtureTool(3), fixtureTool(4)],
  '10H': [fixtureTool(5)],
  '54H': [fixtureTool(6)],
};

/** Every one of the 432 slots holding a tool. */
export const FULL_SLOTS: Record<string, BhaSlotItem[]> = Object.fromEntries(
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].flatMap((row, r) =>
    Array.from({ length: 54 }, (_, c) => [`${c + 1}${row}`, [fixtureTool(r * 54 + c)]]),
  ),
);
