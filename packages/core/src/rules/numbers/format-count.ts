const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A count as the portal shows it, with a comma between thousands ('12,345'). It gives what
 * `toLocaleString('en')` gives for whole numbers, without setting up ICU's number formatting, which costs a
 * table several milliseconds on its first paint.
 *
 * @example
 * formatCount(100000); // '100,000'
 * formatCount(-1234); // '-1,234'
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`A count must be a whole number, got ${count}`);
  return String(count).replace(THOUSANDS, ',');
}
