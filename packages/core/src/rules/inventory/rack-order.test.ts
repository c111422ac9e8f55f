import { describe, expect, it } from 'vitest';
import { compareRacks } from './rack-order.js';

describe('compareRacks', () => {
  it('orders rack ids by the numbers inside them, ignoring case', () => {
    const racks = ['A10', 'b1', 'A2', 'a1', 'B10', 'B9'].map((Rack_ID) => ({ Rack_ID }));
    expect(racks.sort(compareRacks).map((rack) => rack.Rack_ID)).toEqual([
      'a1',
      'A2',
      'A10',
      'b1',
      'B9',
      'B10',
    ]);
  });

  it('orders by site before rack id, a rack without a site first', () => {
    const racks = [
      { Site: 'Yard 10', Rack_ID: 'A1' },
      { Site: 'Yard 2', Rack_ID: 'C1' },
      { Site: null, Rack_ID: 'Z9' },
      { Site: 'Yard 2', Rack_ID: 'A1' },
    ];
    expect(racks.sort(compareRacks).map((rack) => `${rack.Site ?? '-'}/${rack.Rack_ID}`)).toEqual([
      '-/Z9',
      'Yard 2/A1',
      'Yard 2/C1',
      'Yard 10/A1',
    ]);
  });

  it('finds two racks of the same site and id equal', () => {
    expect(compareRacks({ Site: 'Dusavik', Rack_ID: 'R1' }, { Site: 'Dusavik', Rack_ID: 'R1' })).toBe(0);
  });
});
