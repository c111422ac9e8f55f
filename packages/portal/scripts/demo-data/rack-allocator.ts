import type { Random } from './random.js';
import { type RackDefinition, SCRAP_OCTG_RACK } from './yard.js';

/** A rack slot given to one joint. */
export interface RackSlot {
  rackId: string;
  position: number;
}

/** What a joint needs from the yard: where it is and what kind of rack takes it. */
export interface RackRequest {
  site: string;
  itemNo: string;
  isOCTG: boolean;
  scrap: boolean;
  /** Index of the customer, so that customers fill different racks first. */
  customerIndex: number;
}

const RACK_COLOURS = ['#1565c0', '#2e7d32', '#f9a825', '#6a1b9a', '#ef6c00'] as const;
const GAP_CHANCE = 0.03;

interface RackState {
  definition: RackDefinition;
  next: number;
  colours: Map<string, string>;
}

/**
 * Hands out rack positions so that no two joints share one, no position exceeds a rack's capacity and no
 * rack holds more than five item numbers (the colour map's limit). A joint for which no rack has room
 * gets no slot: it lies in the yard outside the racks.
 */
export class RackAllocator {
  readonly #racks: RackState[];
  readonly #cursor = new Map<string, number>();
  readonly #random: Random;

  /**
   * @example
   * const allocator = new RackAllocator(YARD_RACKS, createRandom(1));
   */
  constructor(racks: readonly RackDefinition[], random: Random) {
    this.#racks = racks.map((definition) => ({ definition, next: 1, colours: new Map() }));
    this.#random = random;
  }

  /**
   * The next free slot for a joint, or null when the yard has no fitting rack with room.
   *
   * @example
   * allocator.place({ site: 'Dusavik Yard', itemNo: '500DP.01', isOCTG: false, scrap: false, customerIndex: 0 });
   * // { rackId: 'A1', position: 1 }
   */
  place(request: RackRequest): RackSlot | null {
    // Only OCTG has a scrap rack; other scrapped joints go to the scrap bin, outside the racks.
    if (request.scrap && !request.isOCTG) return null;
    const candidates = this.#racks.filter(
      (rack) =>
        rack.definition.Site === request.site &&
        rack.definition.isOCTG === request.isOCTG &&
        (rack.definition.Rack_ID === SCRAP_OCTG_RACK) === (request.scrap && request.isOCTG),
    );
    if (candidates.length === 0) return null;
    const key = `${request.customerIndex}|${request.site}|${request.isOCTG}|${request.scrap}`;
    const start = this.#cursor.get(key) ?? (request.customerIndex * 2) % candidates.length;
    for (let step = 0; step < candidates.length; step++) {
      const index = (start + step) % candidates.length;
      const rack = candidates[index] as RackState;
      if (!this.#accepts(rack, request.itemNo)) continue;
      if (this.#random.chance(GAP_CHANCE) && rack.next < rack.definition.Capacity) rack.next++;
      const position = rack.next++;
      if (!rack.colours.has(request.itemNo)) {
        rack.colours.set(request.itemNo, RACK_COLOURS[rack.colours.size] as string);
      }
      this.#cursor.set(key, index);
      return { rackId: rack.definition.Rack_ID, position };
    }
    return null;
  }

  /**
   * The racks with their colour maps (Item_No to colour), as racks.json rows.
   *
   * @example
   * allocator.racks()[0]; // { Site: 'Dusavik Yard', Rack_ID: 'A1', ..., colors: { '500DP.01': '#1565c0' } }
   */
  racks(): (RackDefinition & { colors: Record<string, string> })[] {
    return this.#racks.map((rack) => ({ ...rack.definition, colors: Object.fromEntries(rack.colours) }));
  }

  #accepts(rack: RackState, itemNo: string): boolean {
    if (rack.next > rack.definition.Capacity) return false;
    return rack.colours.has(itemNo) || rack.colours.size < RACK_COLOURS.length;
  }
}
