import { describe, expect, it } from 'vitest';
import {
  CURRENT_LOCATION_COLUMNS,
  INVENTORY_COUNT_COLUMNS,
  INVENTORY_LOCATION_COLUMNS,
  INVENTORY_TOTALS,
  inventoryTotals,
  isInventoryCountColumn,
  SERIAL_LOCATIONS,
} from './inventory-locations.js';

describe('inventory locations', () => {
  it('maps every serial location to its own column', () => {
    // The 13 location columns of docs/data-contract.md, each named after the Current_Location it counts.
    expect(CURRENT_LOCATION_COLUMNS).toEqual({
      'Rig Ready': 'Rig_Ready',
      'Req VTI': 'ReqVTI',
      Inspection: 'Inspection',
      Booked: 'Booked',
      Backlog: 'Backlog',
      Machining: 'Machining',
      Hardbanding: 'Hardbanding',
      Scrap: 'Scrap',
      'Limited Service': 'Limited_Service',
      IPC: 'IPC',
      'On Hold': 'On_Hold',
      'Shipped Scrap': 'Shipped_Scrap',
      Shipped: 'Shipped',
    });
    expect(INVENTORY_LOCATION_COLUMNS).toEqual([
      'Rig_Ready',
      'ReqVTI',
      'Inspection',
      'Booked',
      'Backlog',
      'Machining',
      'Hardbanding',
      'Scrap',
      'Limited_Service',
      'IPC',
      'On_Hold',
      'Shipped_Scrap',
      'Shipped',
    ]);
  });

  it('defines the totals as docs/data-contract.md does', () => {
    const yard = [
      'Rig_Ready',
      'ReqVTI',
      'Inspection',
      'Booked',
      'Backlog',
      'Machining',
      'Hardbanding',
      'IPC',
      'On_Hold',
    ];
    expect(INVENTORY_TOTALS).toEqual({
      Total_Yard: yard,
      Total_Yard_with_Rejects: [...yard, 'Scrap', 'Limited_Service'],
      Total_Item: [...yard, 'Scrap', 'Limited_Service', 'Shipped'],
    });
  });
});

describe('inventoryTotals', () => {
  it('adds each location to the right totals and leaves Shipped_Scrap out', () => {
    expect(
      inventoryTotals({
        Rig_Ready: 4,
        On_Hold: 1,
        Scrap: 1,
        Limited_Service: 2,
        Shipped: 3,
        Shipped_Scrap: 5,
      }),
    ).toEqual({ Total_Yard: 5, Total_Yard_with_Rejects: 8, Total_Item: 11 });
  });

  it('gives zeros for an empty row', () => {
    expect(inventoryTotals({})).toEqual({ Total_Yard: 0, Total_Yard_with_Rejects: 0, Total_Item: 0 });
  });

  it('rejects negative and fractional counts', () => {
    expect(() => inventoryTotals({ Scrap: -1 })).toThrow('Scrap must be a non-negative integer, got -1');
    expect(() => inventoryTotals({ IPC: 1.5 })).toThrow(RangeError);
  });
});

describe('SERIAL_LOCATIONS', () => {
  it("lists docs/data-contract.md's thirteen Current_Location values in column order", () => {
    expect(SERIAL_LOCATIONS).toEqual([
      'Rig Ready',
      'Req VTI',
      'Inspection',
      'Booked',
      'Backlog',
      'Machining',
      'Hardbanding',
      'Scrap',
      'Limited Service',
      'IPC',
      'On Hold',
      'Shipped Scrap',
      'Shipped',
    ]);
  });
});

describe('INVENTORY_COUNT_COLUMNS', () => {
  it('gives each count column, in display order, the Current_Location values docs/data-contract.md counts in it', () => {
    const yard = [
      'Rig Ready',
      'Req VTI',
      'Inspection',
      'Booked',
      'Backlog',
      'Machining',
      'Hardbanding',
      'IPC',
      'On Hold',
    ];
    expect(Object.entries(INVENTORY_COUNT_COLUMNS)).toEqual([
      ['Rig_Ready', ['Rig Ready']],
      ['ReqVTI', ['Req VTI']],
      ['Inspection', ['Inspection']],
      ['Booked', ['Booked']],
      ['Backlog', ['Backlog']],
      ['Machining', ['Machining']],
      ['Hardbanding', ['Hardbanding']],
      ['Scrap', ['Scrap']],
      ['Limited_Service', ['Limited Service']],
      ['IPC', ['IPC']],
      ['On_Hold', ['On Hold']],
      ['Shipped_Scrap', ['Shipped Scrap']],
      ['Shipped', ['Shipped']],
      ['Total_Yard', yard],
      ['Total_Yard_with_Rejects', [...yard, 'Scrap', 'Limited Service']],
      ['Total_Item', [...yard, 'Scrap', 'Limited Service', 'Shipped']],
    ]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(INVENTORY_COUNT_COLUMNS)).toBe(true);
    expect(Object.isFrozen(INVENTORY_COUNT_COLUMNS.Total_Item)).toBe(true);
  });
});

describe('isInventoryCountColumn', () => {
  it('accepts the location and total columns and nothing else', () => {
    expect(isInventoryCountColumn('Limited_Service')).toBe(true);
    expect(isInventoryCountColumn('Total_Yard_with_Rejects')).toBe(true);
    expect(isInventoryCountColumn('Limited Service')).toBe(false);
    expect(isInventoryCountColumn('Item_No')).toBe(false);
    expect(isInventoryCountColumn('toString')).toBe(false);
  });
});
