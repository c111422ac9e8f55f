/** One rack of the provider's yard (racks.json without its colours). */
export interface RackDefinition {
  Site: string;
  Rack_ID: string;
  Maxrowcount: number;
  Capacity: number;
  isOCTG: boolean;
}

/** The rack that takes scrapped OCTG and tubing at the main yard; the spec sends it as 'ScrapOCTG'. */
export const SCRAP_OCTG_RACK = 'Scrap OCTG';

/**
 * The provider's yards, main yard first.
 *
 * @example
 * YARD_SITES[0]; // 'Dusavik Yard'
 */
export const YARD_SITES = ['Dusavik Yard', 'Mongstad Yard', 'Kristiansund Yard'] as const;

function rackRow(site: string, prefix: string, count: number, perRow: number, rows: number, isOCTG: boolean) {
  return Array.from(
    { length: count },
    (_, index): RackDefinition => ({
      Site: site,
      Rack_ID: `${prefix}${index + 1}`,
      Maxrowcount: perRow,
      Capacity: perRow * (rows - (index % 3 === 2 ? 2 : 0)),
      isOCTG,
    }),
  );
}

/**
 * Every rack of the three yards: pipe racks, OCTG racks and the main yard's scrap rack for OCTG.
 *
 * @example
 * YARD_RACKS.find((rack) => rack.Rack_ID === 'Scrap OCTG')?.Site; // 'Dusavik Yard'
 */
export const YARD_RACKS: readonly RackDefinition[] = [
  ...rackRow('Dusavik Yard', 'A', 10, 15, 12, false),
  ...rackRow('Dusavik Yard', 'O', 4, 20, 12, true),
  { Site: 'Dusavik Yard', Rack_ID: SCRAP_OCTG_RACK, Maxrowcount: 12, Capacity: 96, isOCTG: true },
  ...rackRow('Mongstad Yard', 'M', 6, 15, 12, false),
  ...rackRow('Mongstad Yard', 'MO', 3, 20, 12, true),
  ...rackRow('Kristiansund Yard', 'K', 5, 15, 12, false),
  ...rackRow('Kristiansund Yard', 'KO', 2, 20, 12, true),
];
