/**
 * Colour of the Result chip in the serial history (spec part 2 §3): `'Accepted'` is green, anything else
 * (including empty) red. The match ignores case and surrounding spaces, so 'accepted ' is green too.
 *
 * @example
 * serialResultColour('Accepted'); // 'green'
 * serialResultColour('Rejected'); // 'red'
 * serialResultColour(null); // 'red'
 */
export function serialResultColour(result: string | null | undefined): 'green' | 'red' {
  return result?.trim().toLowerCase() === 'accepted' ? 'green' : 'red';
}
