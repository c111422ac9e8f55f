import { describe, expect, it } from 'vitest';
import { RackAllocator, type RackRequest } from './rack-allocator.js';
import { createRandom } from './random.js';
import type { RackDefinition } from './yard.js';

const racks: RackDefinition[] = [
  { Site: 'Yard', Rack_ID: 'A1', Maxrowcount: 2, Capacity: 4, isOCTG: false },
  { Site: 'Yard', Rack_ID: 'O1', Maxrowcount: 2, Capacity: 2, isOCTG: true },
  { Site: 'Yard', Rack_ID: 'Scrap OCTG', Maxrowcount: 2, Capacity: 2, isOCTG: true },
];
const pipe: RackRequest = { site: 'Yard', itemNo: '500DP.01', isOCTG: false, scrap: false, customerIndex: 0 };

describe('given a yard with one pipe rack, one OCTG rack and the OCTG scrap rack', () => {
  it('should fill a rack up to its capacity and then give no slot', () => {
    const allocator = new RackAllocator(racks, createRandom(1));
    const slots = Array.from({ length: 6 }, () => allocator.place(pipe));
    const placed = slots.filter((slot) => slot !== null);
    expect(placed.length).toBeGreaterThanOrEqual(3);
    expect(placed.length).toBeLessThanOrEqual(4);
    expect(placed.every((slot) => slot.rackId === 'A1' && slot.position >= 1 && slot.position <= 4)).toBe(
      true,
    );
    expect(new Set(placed.map((slot) => slot.position)).size).toBe(placed.length);
    expect(slots[5]).toBeNull();
  });

  it('should put OCTG scrap only in the scrap rack and other scrap in no rack', () => {
    const allocator = new RackAllocator(racks, createRandom(2));
    expect(allocator.place({ ...pipe, itemNo: '958OCTG.01', isOCTG: true, scrap: true })?.rackId).toBe(
      'Scrap OCTG',
    );
    expect(allocator.place({ ...pipe, scrap: true })).toBeNull();
    expect(allocator.place({ ...pipe, itemNo: '958OCTG.01', isOCTG: true })?.rackId).toBe('O1');
  });

  it('should give no slot at a site without racks', () => {
    expect(new RackAllocator(racks, createRandom(3)).place({ ...pipe, site: 'Elsewhere' })).toBeNull();
  });

  it('should colour at most five item numbers per rack', () => {
    const big: RackDefinition[] = [
      { Site: 'Yard', Rack_ID: 'A1', Maxrowcount: 10, Capacity: 100, isOCTG: false },
    ];
    const allocator = new RackAllocator(big, createRandom(4));
    const results = Array.from({ length: 6 }, (_, index) =>
      allocator.place({ ...pipe, itemNo: `500DP.0${index + 1}` }),
    );
    expect(results.slice(0, 5).every((slot) => slot !== null)).toBe(true);
    expect(results[5]).toBeNull();
    expect(Object.keys(allocator.racks()[0]?.colors ?? {})).toHaveLength(5);
  });
});
