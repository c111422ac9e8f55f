/** A kind of BHA tool with the report form its inspection uses. */
export interface BhaTool {
  type: string;
  code: string;
  description: string;
  box: string;
  pin: string;
  bore: number;
  /** Current report form; reports older than the form change use its _OLD variant where one exists. */
  report: 'Multi' | 'Elevator' | 'Dimentional' | 'Miscellaneouse';
}

/**
 * The BHA tools the demo customers own.
 *
 * @example
 * BHA_TOOLS.map((tool) => tool.report); // every current report form appears
 */
export const BHA_TOOLS: readonly BhaTool[] = [
  {
    type: 'Stabilizer',
    code: 'STB',
    description: '8 1/4" Integral blade stabilizer, 12 1/4" NB',
    box: '6 5/8 REG',
    pin: '6 5/8 REG',
    bore: 2.8125,
    report: 'Multi',
  },
  {
    type: 'Roller reamer',
    code: 'RRM',
    description: '12 1/4" Three-point roller reamer',
    box: '6 5/8 REG',
    pin: '6 5/8 REG',
    bore: 3,
    report: 'Multi',
  },
  {
    type: 'Drilling jar',
    code: 'JAR',
    description: '6 1/2" Hydraulic drilling jar',
    box: 'NC46',
    pin: 'NC46',
    bore: 2.75,
    report: 'Multi',
  },
  {
    type: 'Crossover sub',
    code: 'XO',
    description: '8" Crossover sub 6 5/8 REG x NC50',
    box: '6 5/8 REG',
    pin: 'NC50',
    bore: 2.8125,
    report: 'Dimentional',
  },
  {
    type: 'Bit sub',
    code: 'BS',
    description: '8" Bit sub 6 5/8 REG box x box',
    box: '6 5/8 REG',
    pin: '6 5/8 REG',
    bore: 2.8125,
    report: 'Dimentional',
  },
  {
    type: 'Float sub',
    code: 'FS',
    description: '6 3/4" Float sub NC50',
    box: 'NC50',
    pin: 'NC50',
    bore: 2.5,
    report: 'Dimentional',
  },
  {
    type: 'Lift sub',
    code: 'LFT',
    description: '5" Lift sub NC50, 18 degree taper',
    box: 'NC50',
    pin: 'NC50',
    bore: 3,
    report: 'Elevator',
  },
  {
    type: 'Lift nubbin',
    code: 'LN',
    description: '8" Lift nubbin 6 5/8 REG',
    box: '6 5/8 REG',
    pin: '6 5/8 REG',
    bore: 2.8125,
    report: 'Elevator',
  },
  {
    type: 'Shock sub',
    code: 'SHK',
    description: '8" Shock sub 6 5/8 REG',
    box: '6 5/8 REG',
    pin: '6 5/8 REG',
    bore: 2.8125,
    report: 'Miscellaneouse',
  },
  {
    type: 'Circulating sub',
    code: 'CIR',
    description: '6 3/4" Circulating sub NC50',
    box: 'NC50',
    pin: 'NC50',
    bore: 2.25,
    report: 'Miscellaneouse',
  },
];
