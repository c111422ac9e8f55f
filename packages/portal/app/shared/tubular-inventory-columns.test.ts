import { describe, expect, it } from 'vitest';
import { tubularInventoryColumns } from './tubular-inventory-columns.js';

const options = {
  rangeColumn: false,
  stringNumberLabel: null,
  inspectionDateColouring: false,
  highlightRange3: false,
  fleet: false,
  now: '2026-11-26T09:00:00.000Z',
  onCount: () => {},
  onCertificate: () => {},
};

describe('tubularInventoryColumns', () => {
  it("should show docs/data-contract.md's thirteen location counts and three totals, in that order, with the spec's labels", () => {
    const counts = tubularInventoryColumns(options).filter((column) => column.type === 'count');
    expect(counts.map((column) => [column.id, column.header])).toEqual([
      ['Rig_Ready', 'Rig Ready'],
      ['ReqVTI', 'Req VTI'],
      ['Inspection', 'Inspection'],
      ['Booked', 'Booked'],
      ['Backlog', 'Backlog'],
      ['Machining', 'Machining'],
      ['Hardbanding', 'Hardbanding'],
      ['Scrap', 'Scrap'],
      ['Limited_Service', 'Limited Service'],
      ['IPC', 'IPC'],
      ['On_Hold', 'On Hold'],
      ['Shipped_Scrap', 'Shipped Scrap'],
      ['Shipped', 'Shipped'],
      ['Total_Yard', 'Total Onshore'],
      ['Total_Yard_with_Rejects', 'Total Yard incl. Rejects'],
      ['Total_Item', 'Total Items'],
    ]);
  });
});
