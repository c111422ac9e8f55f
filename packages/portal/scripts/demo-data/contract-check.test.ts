import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDataSet } from './contract-check.js';

const customer = { customer: 'Acme Drilling AS', customer_id: 'C1', org_no: '1', assets: ['Rig A'] };
const item = {
  Customer: 'Acme Drilling AS',
  Item_No: '500DP.01',
  Equipment: 'Drill Pipe',
  Description: 'DP',
  Tube_OD: 5,
  Connection: 'NC50',
  TJ_OD: 6.625,
  TJ_ID: 3.25,
  Weight: 19.5,
  Grade: 'S-135',
  Range: 2,
  Wall_Thickness: 0.362,
  elevator_shank_od: null,
  upset_type: null,
  KSI: 135,
  Part_No: 'P1',
  certificates: [],
};
const serial = {
  Customer: 'Acme Drilling AS',
  Serial_Number: 'A1',
  Item_No: '500DP.01',
  Asset: 'Rig A',
  Site: 'Yard',
  String_Number: 'S1',
  Current_Location: 'Rig Ready',
  Rack_Position: 'R1',
  Position: 1,
  KWP_Length: 9.4,
  TC_TBA: 'TC',
  Date_Inspected: '2026-01-02',
  Completion_Date: null,
  Description: 'DP',
  Order_No: null,
  DT_No: null,
  Shipped_Date: null,
};
const rack = { Site: 'Yard', Rack_ID: 'R1', Maxrowcount: 2, Capacity: 2, isOCTG: false, colors: {} };

describe('given the contract check', () => {
  let dir: string;
  const write = async (file: string, rows: object[]) =>
    writeFile(
      join(dir, file),
      file.endsWith('.ndjson') ? rows.map((row) => JSON.stringify(row)).join('\n') : JSON.stringify(rows),
    );

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-check-'));
    await write('customers.json', [customer]);
    await write('items.json', [item]);
    await write('racks.json', [rack]);
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('should find nothing wrong with a small valid folder', async () => {
    await write('serials.ndjson', [serial, { ...serial, Serial_Number: 'A2', Position: 2 }]);
    expect(await checkDataSet(dir)).toEqual([]);
  });

  it('should report each broken reference with file, row and field', async () => {
    await write('serials.ndjson', [
      serial,
      { ...serial, Serial_Number: 'A2', Item_No: '600DP.09' },
      { ...serial, Serial_Number: 'A3', Customer: 'Nobody AS', Rack_Position: null },
      { ...serial, Serial_Number: 'A4', Date_Inspected: '02.01.2026', Position: 3 },
      { ...serial, Serial_Number: 'A4', Rack_Position: null, Asset: 'Rig Z' },
    ]);
    const problems = await checkDataSet(dir);
    expect(problems).toContain('serials.ndjson:2 Item_No: no item 600DP.09');
    expect(problems).toContain('serials.ndjson:2 Position: rack position taken twice: Yard|R1|1');
    expect(problems).toContain('serials.ndjson:3 Customer: unknown customer Nobody AS');
    expect(problems).toContain('serials.ndjson:4 Date_Inspected: not a YYYY-MM-DD date: 02.01.2026');
    expect(problems).toContain("serials.ndjson:4 Position: outside the rack's capacity: 3");
    expect(problems).toContain('serials.ndjson:5 Customer+Serial_Number: duplicate key Acme Drilling AS|A4');
    expect(problems).toContain('serials.ndjson:5 Asset: not an asset of Acme Drilling AS: Rig Z');
  });

  it('should report missing fields, missing documents and negative counts', async () => {
    await mkdir(join(dir, 'documents'));
    await writeFile(join(dir, 'documents', 'there.pdf'), '%PDF-1.3');
    const { Part_No: _dropped, ...withoutPartNo } = item;
    await write('items.json', [
      { ...withoutPartNo, certificates: [{ file: 'documents/there.pdf', date: '2025-01-01' }] },
      { ...item, Item_No: '500DP.02', certificates: [{ file: 'documents/gone.pdf', date: '2025-01-01' }] },
      { ...item, Item_No: 'DP500' },
    ]);
    await write('racks.json', [{ ...rack, Capacity: -1 }]);
    const problems = await checkDataSet(dir);
    expect(problems).toEqual([
      'items.json:1 Part_No: missing',
      'racks.json:1 Capacity: not a non-negative count: -1',
      'items.json:2 certificates: document not found: documents/gone.pdf',
      'items.json:3 Item_No: does not match the pattern: DP500',
    ]);
  });

  it("should hold rows to the contract's vocabularies and limits, and let its optional fields be absent", async () => {
    await write('racks.json', [
      { ...rack, colors: { a: '#1', b: '#2', c: '#3', d: '#4', e: '#5', f: '#6' } },
    ]);
    await write('serials.ndjson', [{ ...serial, Current_Location: 'In Orbit' }]);
    await write('orders.json', [
      {
        Customer: 'Acme Drilling AS',
        Order_No: '40211',
        Return_Date: null,
        Returned_From: null,
        Completed: 'No',
        Check_Inspection: null,
        Check_Machining: null,
        Check_Hardbanding: null,
        Asset: null,
        PO: null,
        Ref: null,
        Item_No: '500DP.01',
        Equipment: 'Drill Pipe',
        Weight: null,
        Grade: null,
        Connection_Rec: null,
        Inspection_Spec: null,
        Scope_Of_Work: null,
        QTY_Recived: 2,
        Receive_No: null,
        String_No: null,
        Job_Completed_Date: null,
        Inspection_Completed_DATE: null,
        Hardbaning_Completed_Date: null,
        Machinig_Completed_Date: null,
        DT_No: null,
      },
    ]);
    const problems = await checkDataSet(dir);
    expect(problems).toContain('racks.json:1 colors: at most 5 colours');
    expect(problems).toContain(
      'serials.ndjson:1 Current_Location: not one of Rig Ready, Req VTI, Inspection, Booked, Backlog, Machining, Hardbanding, Scrap, Limited Service, IPC, On Hold, Shipped Scrap, Shipped: In Orbit',
    );
    expect(problems).toContain('orders.json:1 Priority: missing');
    expect(problems.filter((problem) => problem.startsWith('orders.json'))).toEqual([
      'orders.json:1 Priority: missing',
    ]);
  });
});
