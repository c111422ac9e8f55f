/** A whole number's bounds in a query string, and what an absent or unreadable one means. */
export interface IntegerBounds {
  min: number;
  max: number;
  fallback: number;
}

/**
 * A whole-number query parameter, held within its bounds: a number past them is clamped, anything that is
 * not a whole number (absent, `abc`, `2.5`, `1e400`) is `fallback`. So no page, size or offset a client
 * sends reaches a query as a number the database cannot take.
 *
 * @example
 * queryInteger(new URLSearchParams('page=100000000000000000000'), 'page', { min: 1, max: 100_000, fallback: 1 }); // 100000
 */
export function queryInteger(params: URLSearchParams, name: string, bounds: IntegerBounds): number {
  const text = params.get(name)?.trim() ?? '';
  if (!/^[-+]?\d+$/.test(text)) return bounds.fallback;
  return Math.min(bounds.max, Math.max(bounds.min, Number(text)));
}
