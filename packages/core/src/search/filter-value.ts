/**
 * The key a cell is filtered by, which is also the value a filter menu lists: the cell as text, with
 * `null`, `undefined` and blank text all becoming the empty string (one "(empty)" entry in the menu) and
 * dates as ISO text. Matching is exact: a filter selects values, it does not search them.
 *
 * @example
 * filterValueKey('NC50'); // 'NC50'
 * filterValueKey(19.5); // '19.5'
 * filterValueKey(null); // ''
 */
export function filterValueKey(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const text = String(value);
  return text.trim() === '' ? '' : text;
}
