/**
 * A function that answers, for any string, the first equal string it was given: a database driver makes
 * a new string of every value of every row, so a list kept in memory that repeats a customer, an item or a
 * location per row would otherwise hold one copy per row. One per list; it holds what it has seen.
 *
 * @example
 * const shared = sharedStrings();
 * shared(rows[0].Customer) === shared(rows[1].Customer); // the same string object when equal
 */
export function sharedStrings(): <T extends string | null>(value: T) => T {
  const seen = new Map<string, string>();
  return <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const kept = seen.get(value);
    if (kept !== undefined) return kept as T;
    seen.set(value, value);
    return value;
  };
}
