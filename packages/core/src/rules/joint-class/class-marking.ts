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
 * red for Reject (scrap). A provider may set its own (`classMarkingSchema`, in a module of its own so
 * that showing a class never loads the schema library).
 *
 * @example
 * DEFAULT_CLASS_MARKING.Premium.length; // 2
 */
export const DEFAULT_CLASS_MARKING: ClassMarking = Object.freeze({
  Premium: Object.freeze([WHITE, WHITE]),
  'Class 2': Object.freeze([Object.freeze({ colour: '#ffd600', name: 'yellow' })]),
  Reject: Object.freeze([Object.freeze({ colour: '#d32f2f', name: 'red' })]),
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
