/**
 * Compares two strings by UTF-16 code unit, as `Array.prototype.sort` does without a comparator: the same
 * order on every machine and locale, for keys that are sorted to be found or signed rather than read.
 * Upper case comes before lower case and digits compare one by one.
 *
 * @example
 * ['b', 'B', '10', '9'].sort(byCodeUnit); // ['10', '9', 'B', 'b']
 * rows.sort((a, b) => byCodeUnit(a.Order_No, b.Order_No));
 */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
