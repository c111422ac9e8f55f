import type { RackColor } from '@rigready/core';

/** How many item colours the tokens define (`--rr-rack-item-1` … `-8`). */
const ITEM_COLOURS = 8;

/**
 * Per item number of a rack's colour map its colour from the kit's colour-blind-safe palette (the
 * `--rr-rack-item-N` tokens), in the map's order. The map's own `color` is not used: the yards' colours
 * were not chosen to stay apart for colour-blind readers.
 *
 * @example
 * itemColours({ '550DP.12': { color: '#f9a825', iteminfo: null } }); // { '550DP.12': 'var(--rr-rack-item-1)' }
 */
export function itemColours(
  colormap: Readonly<Record<string, RackColor>> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(colormap ?? {}).map((itemNo, i) => [itemNo, `var(--rr-rack-item-${(i % ITEM_COLOURS) + 1})`]),
  );
}
