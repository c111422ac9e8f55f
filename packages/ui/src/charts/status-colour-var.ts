import type { StatusColour } from '@rigready/core';

/**
 * The theme colour of one of core's semantic colours, as a CSS `var()` reading the `--rr-status-*` token
 * (with core's default palette behind it in tokens.css), so embedders recolour rules by overriding tokens.
 *
 * @example
 * statusColourVar('light-green'); // 'var(--rr-status-light-green)'
 */
export function statusColourVar(colour: StatusColour): string {
  return `var(--rr-status-${colour})`;
}
