import { lazyNaturalCollator } from '../../search/sort-keys.js';

/** Where a rack stands: its site (null when the rack listing has none) and its id. */
export interface RackPlace {
  Site?: string | null;
  Rack_ID: string;
}

const collator = lazyNaturalCollator();

/**
 * Compares two racks in the order a yard lists them: by site, then by rack id, each with the natural
 * collation (numbers inside a name by value, case ignored), so A2 comes before A10 and b1 after A10.
 * A rack without a site comes first. Made for `Array.prototype.sort`.
 *
 * @example
 * [{ Rack_ID: 'A10' }, { Rack_ID: 'b1' }, { Rack_ID: 'A2' }].sort(compareRacks).map((r) => r.Rack_ID);
 * // ['A2', 'A10', 'b1']
 */
export function compareRacks(a: RackPlace, b: RackPlace): number {
  const { compare } = collator();
  return compare(a.Site ?? '', b.Site ?? '') || compare(a.Rack_ID, b.Rack_ID);
}
