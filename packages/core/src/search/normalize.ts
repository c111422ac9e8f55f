const NON_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * Normalises a cell value or a query for searching: lower case, with every character that is not a letter
 * or a digit removed (spaces, dashes, underscores, slashes, dots and all other punctuation), as the spec's
 * search rule asks ("case-insensitive, ignoring spaces, dashes, underscores, slashes and other non-word
 * characters"). `null` and `undefined` normalise to the empty string.
 *
 * @example
 * normalizeSearchText('5 1/2" FH-DP_12'); // '512fhdp12'
 * normalizeSearchText(550); // '550'
 */
export function normalizeSearchText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).toLowerCase().replace(NON_WORD, '');
}
