import {
  generateInventoryRows,
  type GeneratedInventoryRow as InventoryRow,
} from '../../../../core/src/search/test-support/inventory-rows.js';

/** The inventory's 30 fields, in the generator's order. */
export const FIELDS = Object.keys(generateInventoryRows(1)[0] as InventoryRow) as (keyof InventoryRow)[];

/** Numeric fields (Weight and the location counts), drawn right-aligned as numbers by both grids. */
export const NUMERIC_FIELDS = new Set(
  FIELDS.filter((field) => typeof (generateInventoryRows(1)[0] as InventoryRow)[field] === 'number'),
);

/** The column both grids sort descending by when they mount (the spec's default descending sort). */
export const DEFAULT_SORT_FIELD = 'Total_Item';

/** The DataTable shows cards below this width of its own (the kit's NARROW_TABLE_WIDTH), in pixels. */
export const CARDS_BELOW_WIDTH = 600;

/** The fields a phone's cards list under the item (the portal's inventory cards: counts, then what it is). */
export const PHONE_PRIMARY_FIELDS: ReadonlySet<string> = new Set([
  'Site',
  'Rig_Ready',
  'Total_Item',
  'Weight',
]);

/** Height of both grids' scroll area, in pixels. */
export const GRID_HEIGHT = 600;

/**
 * The rows the page was asked for (`?rows=`), generated with the benchmark's fixed seed. Where the runner
 * exposes a GC, the generation's garbage is collected before returning, so that a grid's mount is not
 * charged for the benchmark's own data.
 */
export function fleetFromUrl(): InventoryRow[] {
  const count = Number(new URLSearchParams(location.search).get('rows') ?? '100000');
  if (!(Number.isInteger(count) && count > 0))
    throw new RangeError(`Invalid ?rows=${count}: use a positive whole number.`);
  const rows = generateInventoryRows(count, 42);
  (globalThis as { gc?: () => void }).gc?.();
  return rows;
}

export type { InventoryRow };
