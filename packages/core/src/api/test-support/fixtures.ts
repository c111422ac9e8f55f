import type { InventoryRow } from '../schemas/inventory.js';
import type { PipeRow } from '../schemas/racks.js';

/** An inventory row whose counts follow docs/data-contract.md's totals. */
export function inventoryRow(overrides: Partial<InventoryRow> = {}): InventoryRow {
  return {
    Item_No: '550DP.12',
    Tube_OD: '5 1/2"',
    Connection: 'NC50',
    Weight: 21.9,
    Grade: 'S-135',
    Range: 2,
    Equipment: 'Drill Pipe',
    Site: 'Base A',
    Asset: 'Rig 7',
    Rig_Ready: 40,
    ReqVTI: 2,
    Inspection: 0,
    Booked: 0,
    Backlog: 5,
    Machining: 3,
    Hardbanding: 0,
    Scrap: 1,
    Limited_Service: 0,
    IPC: 0,
    On_Hold: 0,
    Shipped_Scrap: 2,
    Shipped: 10,
    Total_Yard: 50,
    Total_Yard_with_Rejects: 51,
    Total_Item: 61,
    action: 'Certificate',
    PDF: 'documents/items/550DP.12.pdf',
    Date1: '2026-01-15',
    ...overrides,
  };
}

/** A joint row in a rack. */
export function pipeRow(overrides: Partial<PipeRow> = {}): PipeRow {
  return {
    Serial_Number: 'DP-0001',
    KWP_Length: 9.4,
    Rack_Position: 'R12',
    Position: 3,
    Current_Location: 'Rig Ready',
    Date_Inspected: '2026-02-01',
    Item_No: '550DP.12',
    Description: '5 1/2" DP S-135',
    ...overrides,
  };
}

/** A BHA report row of the given type. */
export function bhaReportRow(report_type: string, Serial_No = 'JAR-77') {
  return {
    Order_No: 5120,
    Serial_No,
    Description: 'Drilling jar',
    report_type,
    Inspection_Date: '2026-02-10',
  };
}
