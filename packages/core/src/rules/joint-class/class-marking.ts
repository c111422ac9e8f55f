import { z } from 'zod';
import type { JointClass } from './joint-class.js';

/**
 * One paint band of a class marking: its colour (`#rrggbb`) and the colour's name, which is how the band
 * is told in words (never by colour alone).
 *
 * @example
 * const band: ClassBand = { colour: '#ffffff', name: 'white' };
 */
export interface ClassBand {
  colour: string;
  name: string;
}

/**
 * The paint bands marking each class on the pipe, in order from the tool joint.
 *
 * @example
 * const marking: ClassMarking = { ...DEFAULT_CLASS_MARKING, Reject: [{ colour: '#000000', name: 'black' }] };
 */
export type ClassMarking = Readonly<Record<JointClass, readonly ClassBand[]>>;

const WHITE: ClassBand = Object.freeze({ colour: '#ffffff', name: 'white' });

/**
 * The common marking (API RP 7G-2 practice): two white bands for Premium, one yellow for Class 2, one
 * red for Reject (scrap). A provider may set its own (`classMarkingSchema`).
 *
 * @example
 * DEFAULT_CLASS_MARKING.Premium.length; // 2
 */
export const DEFAULT_CLASS_MARKING: ClassMarking = Object.freeze({
  Premium: Object.freeze([WHITE, WHITE]),
  'Class 2': Object.freeze([Object.freeze({ colour: '#ffd600', name: 'yellow' })]),
  Reject: Object.freeze([Object.freeze({ colour: '#d32f2f', name: 'red' })]),
});

const bandSchema = z.object({
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'A band colour is written #rrggbb, e.g. #ffd600' })
    .transform((colour) => colour.toLowerCase()),
  name: z
    .string()
    .trim()
    .min(1, { error: 'A band needs the name of its colour, e.g. yellow' })
    .max(30, { error: 'A colour name has at most 30 characters' }),
});

const bandsSchema = z.array(bandSchema).max(3, { error: 'A class is marked with at most three bands' });

/**
 * A provider's class marking as configured (an admin setting): for each class none to three bands, each a
 * `#rrggbb` colour (lower-cased) and the colour's name. A class with no bands is unmarked on the pipe; its
 * chip then shows the class in words only.
 *
 * @example
 * classMarkingSchema.parse({ Premium: [{ colour: '#FFFFFF', name: 'white' }], 'Class 2': [...], Reject: [...] });
 * classMarkingSchema.safeParse({ Premium: [white, white, white, white] }).success;
 * // false: 'A class is marked with at most three bands'
 */
export const classMarkingSchema = z.object({
  Premium: bandsSchema,
  'Class 2': bandsSchema,
  Reject: bandsSchema,
});

const COUNTS = ['no', 'one', 'two', 'three', 'four'];

/**
 * A marking's bands in words, consecutive bands of one colour counted together.
 *
 * @example
 * bandsText(DEFAULT_CLASS_MARKING.Premium); // 'two white bands'
 * bandsText([{ colour: '#ffffff', name: 'white' }, { colour: '#1565c0', name: 'blue' }]);
 * // 'one white band and one blue band'
 */
export function bandsText(bands: readonly ClassBand[]): string {
  const runs: { name: string; count: number }[] = [];
  for (const band of bands) {
    const last = runs[runs.length - 1];
    if (last && last.name === band.name) last.count++;
    else runs.push({ name: band.name, count: 1 });
  }
  if (runs.length === 0) return 'no bands';
  return runs
    .map(({ name, count }) => `${COUNTS[count] ?? count} ${name} ${count === 1 ? 'band' : 'bands'}`)
    .join(' and ');
}
