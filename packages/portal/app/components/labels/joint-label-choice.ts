import type { LabelChoice } from './print-labels-dialog.js';

/**
 * The label sheet of the joints ticked in a list: their serial numbers, and what the dialog calls them.
 *
 * @example
 * jointLabelChoice([{ Serial_Number: 'SKV100002' }]); // { joints: { serials: ['SKV100002'] }, what: '1 joint' }
 */
export function jointLabelChoice(ticked: readonly Readonly<Record<string, unknown>>[]): LabelChoice {
  return {
    joints: { serials: ticked.map((row) => String(row.Serial_Number)) },
    what: ticked.length === 1 ? '1 joint' : `${ticked.length} joints`,
  };
}
