import { describe, expect, it } from 'vitest';
import {
  CURRENT_LOCATION_COLUMNS,
  INVENTORY_LOCATION_COLUMNS,
  INVENTORY_TOTALS,
  inventoryTotals,
} from './inventory-locations.js';

describe('inventory locations', () => {
  it('maps every serial location to its own column', () => {
    const columns = Object.values(CURRENT_LOCATION_COLUMNS);
    expect(new Set(columns).size).toBe(13);
    expect([...columns].sort()).toEqual([...INVENTORY_LOCATION_COLUMNS].sort());
  });

  it('defines the totals as data-format.md does', () => {
    expect(INVENTORY_TOTALS.Total_Yard).toHaveLength(9);
    expect(INVENTORY_TOTALS.Total_Yard).not.toContain('Scrap');
    expect(INVENTORY_TOTALS.Total_Yard_with_Rejects).toEqual([
      ...INVENTORY_TOTALS.Total_Yard,
      'Scrap',
      'Limited_Service',
    ]);
    expect(INVENTORY_TOTALS.Total_Item).toEqual([...INVENTORY_TOTALS.Total_Yard_with_Rejects, 'Shipped']);
    expect(INVENTORY_TOTALS.Total_Item).not.toContain('Shipped_Scrap');
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
