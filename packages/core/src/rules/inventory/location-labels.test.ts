import { describe, expect, it } from 'vitest';
import { INVENTORY_LOCATION_COLUMNS } from './inventory-locations.js';
import { locationLabel, locationTooltip } from './location-labels.js';

describe('locationLabel', () => {
  it.each([
    ['Rig_Ready', 'Rig Ready'],
    ['ReqVTI', 'Req VTI'],
    ['ScrapOCTG', 'Scrap'],
    ['Limited_Service', 'Limited Service'],
    ['On_Hold', 'On Hold'],
    ['Shipped_Scrap', 'Shipped Scrap'],
    ['Total_Yard_with_Rejects', 'Total Yard incl. Rejects'],
    ['Total_Yard', 'Total Onshore'],
    ['Total_Item', 'Total Items'],
    ['Machining', 'Machining'],
    ['Some_New_Place', 'Some New Place'],
  ])('labels %s as %s', (key, label) => {
    expect(locationLabel(key)).toBe(label);
  });
});

describe('locationTooltip', () => {
  it('uses the spec wording where it has one', () => {
    expect(locationTooltip('Rig_Ready')).toBe('Ready for operation');
    expect(locationTooltip('Backlog')).toBe('Returned from offshore, awaiting inspection');
    expect(locationTooltip('Limited_Service')).toBe(
      'Does not meet the specification or the operator requirements',
    );
    expect(locationTooltip('ReqVTI')).toContain('visual tubular inspection');
  });

  it('has a tooltip for every location and total column', () => {
    for (const key of [
      ...INVENTORY_LOCATION_COLUMNS,
      'Total_Yard',
      'Total_Yard_with_Rejects',
      'Total_Item',
    ]) {
      expect(locationTooltip(key)).toMatch(/\w/);
    }
  });

  it('gives null for other columns', () => {
    expect(locationTooltip('Item_No')).toBeNull();
    expect(locationTooltip('constructor')).toBeNull();
  });
});
