/**
 * A measured figure or a limit as the class reasons write it: to at most three decimals, trailing zeros
 * dropped (80 → '80', 79.9 → '79.9', 6.094 → '6.094').
 *
 * @example
 * figureText(80); // '80'
 * figureText(6.6 - 4.5); // '2.1' (not 2.0999999999999996)
 */
export function figureText(value: number): string {
  // A whole number (every default limit and threshold) needs no rounding; toFixed is the costly part.
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(3)));
}
