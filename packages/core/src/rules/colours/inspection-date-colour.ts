/**
 * Which inspection-date colouring applies: `'circle'` is the default dot in the Overview Date column
 * (green / yellow / red at 3 and 6 months); `'customer'` is the variant of customers whose feature
 * `inspectionDateColouring` is on (green / orange / red at 5 and 6 months).
 *
 * @example
 * const variant: InspectionDateColourVariant = features.inspectionDateColouring ? 'customer' : 'circle';
 */
export type InspectionDateColourVariant = 'circle' | 'customer';

/**
 * Colour of an inspection date by its age in months (of 2 630 016 000 ms, see `MONTH_MS`).
 *
 * - `'circle'`: under 3 months green, 3 to 6 months yellow, over 6 red.
 * - `'customer'`: under 5 months green, 5 to 6 months orange, over 6 red.
 *
 * Both ranges are closed ("3 to 6"): exactly 3 months is yellow, exactly 5 months orange, and exactly 6
 * months is still yellow / orange; red starts after 6 months. A negative age (a future date) is green.
 *
 * @throws RangeError when `months` is NaN.
 * @example
 * inspectionDateColour(2.99, 'circle'); // 'green'
 * inspectionDateColour(3, 'circle'); // 'yellow'
 * inspectionDateColour(6, 'customer'); // 'orange'
 * inspectionDateColour(6.01, 'customer'); // 'red'
 */
export function inspectionDateColour(
  months: number,
  variant: InspectionDateColourVariant,
): 'green' | 'yellow' | 'orange' | 'red' {
  if (Number.isNaN(months)) throw new RangeError('Inspection age in months must be a number, got NaN');
  if (months > 6) return 'red';
  if (variant === 'customer') return months < 5 ? 'green' : 'orange';
  return months < 3 ? 'green' : 'yellow';
}
