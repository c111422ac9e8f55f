import {
  bhaInventoryAnswerSchema,
  inventoryAnswerSchema,
  pipeRowSchema,
  pipesAndRacksAnswerSchema,
  rackAnswerSchema,
  rackInfoSchema,
} from '@rigready/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as apiCall from '../../app/routes/api/call.js';
import { storedRackName } from '../../app/server/services/rack-pipes.server.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

// The columns the inventory shows before a user chooses (those that fit its table at 1280 px), under the
// spec's location labels (part 1 §6); every other column is the user's to choose.
const DEFAULT_HEADERS = [
  { value: 'Item_No', text: 'Item No' },
  { value: 'Asset', text: 'Asset' },
  { value: 'Site', text: 'Site' },
  { value: 'Rig_Ready', text: 'Rig Ready' },
  { value: 'Inspection', text: 'Inspection' },
  { value: 'Shipped', text: 'Shipped' },
  { value: 'Total_Yard', text: 'Total Onshore' },
  { value: 'Total_Item', text: 'Total Items' },
  { value: 'action', text: 'Certificate' },
];

describe.each(DIALECTS)('given the rack and inventory calls on %s', (dialect) => {
  useTestPortal(dialect);
  const get = (path: string, cookie: string) => runRoute(apiCall.loader, testRequest(path, { cookie }));
  const post = (path: string, cookie: string, json: unknown) =>
    runRoute(apiCall.action, testRequest(path, { cookie, json }));

  it('should list every rack holding the caller’s joints with others’ positions as numbers only', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await get('/api/getPipesAndRacks?username=Polar%20Energy', cookie);
    expect(response.status).toBe(200);
    const text = await response.text();
    const answer = pipesAndRacksAnswerSchema.parse(JSON.parse(text));
    // serials.ndjson: Northwind's NW-0001..NW-0004 lie in R1 at 1-4 (Rig A); Polar's PO-0001 and PO-0002
    // lie in R1 at 6 and 7. NW-0022 in R2 has no asset, so it is outside Carl's assets (Rig A, Rig B).
    expect(
      answer.racks.map((rack) => [
        rack.rackinfo.Rack_ID,
        rack.pipes.map((pipe) => [pipe.Serial_Number, pipe.Position]),
        rack.occupiedPositions,
      ]),
    ).toEqual([
      [
        'R1',
        [
          ['NW-0001', 1],
          ['NW-0002', 2],
          ['NW-0003', 3],
          ['NW-0004', 4],
        ],
        [6, 7],
      ],
    ]);
    expect(text).not.toContain('PO-');
    expect(text).not.toContain('Polar');
  });

  it('should answer one rack with a colour per item, and 404 for a rack that does not exist', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await get('/api/getPipes?rackname=R1', cookie);
    expect(response.status).toBe(200);
    const rack = rackAnswerSchema.parse(await response.json());
    expect(rack.rackinfo.Rack_ID).toBe('R1');
    // Only Northwind's 550DP.12 joints lie in R1, in the colour racks.json gives that item.
    expect(rack.number_of_items).toBe(1);
    expect(Object.keys(rack.colormap)).toEqual(['550DP.12']);
    expect(rack.colormap['550DP.12']?.color).toBe('#1976d2');
    expect(rack.pipes.map((pipe) => pipe.Serial_Number)).toEqual([
      'NW-0001',
      'NW-0002',
      'NW-0003',
      'NW-0004',
    ]);
    expect(rack.pipes.every((pipe) => pipe.Customer_Name === 'Northwind Drilling')).toBe(true);
    expect((await get('/api/getPipes?rackname=NOPE', cookie)).status).toBe(404);
    expect((await get('/api/getPipes?rackname=R1&isOCTG=maybe', cookie)).status).toBe(400);
    expect((await get('/api/getPipes', cookie)).status).toBe(400);
  });

  it('should read ScrapOCTG as the Scrap OCTG rack and name a missing rack in its 404', async () => {
    expect(storedRackName('ScrapOCTG')).toBe('Scrap OCTG');
    expect(storedRackName('Scrap')).toBe('Scrap');
    const cookie = await signIn(PERSONAS.customerA);
    const response = await get('/api/getPipes?rackname=ScrapOCTG&isOCTG=true', cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No rack named ScrapOCTG' });
  });

  it('should keep getAllRacks within core’s RackInfo schema', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const racks = z.array(rackInfoSchema).parse(await (await get('/api/getAllRacks', cookie)).json());
    expect(racks.map((rack) => rack.Rack_ID)).toEqual(['R1', 'R2']);
  });

  it('should answer the default columns and only the caller’s rows, with certificate links', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await get(
      `/api/getInventory?username=Polar%20Energy&user_email=${encodeURIComponent(PERSONAS.customerB)}`,
      cookie,
    );
    const text = await response.text();
    const answer = inventoryAnswerSchema.parse(JSON.parse(text));
    expect(answer.headers).toEqual(DEFAULT_HEADERS);
    // Carl's assets are Rig A and Rig B (users.json), which hold only 550DP.12 (serials.ndjson): on Rig A
    // NW-0001..NW-0015 less Shipped Scrap NW-0012 = 14 joints; on Rig B Rig Ready, Scrap and Shipped = 3.
    expect(answer.data.map((row) => [row.Item_No, row.Asset, row.Total_Item])).toEqual([
      ['550DP.12', 'Rig A', 14],
      ['550DP.12', 'Rig B', 3],
    ]);
    expect(text).not.toContain('Polar');
    const certified = answer.data.find((row) => row.Item_No === '550DP.12');
    expect(certified?.action).toBe('Certificate');
    expect(certified?.PDF).toMatch(/^\/api\/documents\//);
    expect(certified?.Date2).toBe('2025-09-15');
    expect(certified?.PDF3).toBeNull();
    expect(text).not.toContain('documents/certificates');
  });

  it('should save the caller’s own columns whatever user_email says, and refuse unknown ones', async () => {
    const carl = await signIn(PERSONAS.customerA);
    const pia = await signIn(PERSONAS.customerB);
    const saved = await post('/api/setUserInventoryHeader', carl, {
      user_email: PERSONAS.customerB,
      header: [{ value: 'Total_Item' }, { value: 'Item_No', text: '<script>' }],
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ status: 'OK' });
    const mine = inventoryAnswerSchema.parse(await (await get('/api/getInventory', carl)).json());
    expect(mine.headers).toEqual([
      { value: 'Total_Item', text: 'Total Items' },
      { value: 'Item_No', text: 'Item No' },
    ]);
    const hers = inventoryAnswerSchema.parse(await (await get('/api/getInventory', pia)).json());
    expect(hers.headers).toEqual(DEFAULT_HEADERS);
    const unknown = await post('/api/setUserInventoryHeader', carl, { header: [{ value: 'password_hash' }] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toContain('password_hash');
    const repeated = await post('/api/setUserInventoryHeader', carl, {
      header: [{ value: 'Item_No' }, { value: 'Item_No' }],
    });
    expect(repeated.status).toBe(400);
    const missing = await post('/api/setUserInventoryHeader', carl, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ parameter: 'header' });
  });

  it('should answer the BHA inventory with the caller’s tools in their slots', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const text = await (await get('/api/getInventoryBHA?username=Polar%20Energy', cookie)).text();
    const answer = bhaInventoryAnswerSchema.parse(JSON.parse(text));
    expect(answer.data.map((row) => row.Serial_No)).toEqual(['NW-BHA1']);
    expect(answer.data[0]?.Report_ID).toBe('NW-R1');
    expect(answer.racks.B1?.['12C']?.map((row) => row.Serial_No)).toEqual(['NW-BHA1']);
    expect(text).not.toContain('PO-');
  });

  it('should list the joints behind a count, and refuse a location that is no inventory column', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const rigReady = z
      .array(pipeRowSchema)
      .parse(await (await get('/api/showPipelist?itemnr=550DP.12', cookie)).json());
    // Rig Ready 550DP.12 joints on Carl's assets: NW-0001, NW-0014 and NW-0015 on Rig A, NW-0016 on Rig B.
    expect(rigReady.map((pipe) => pipe.Serial_Number).sort()).toEqual([
      'NW-0001',
      'NW-0014',
      'NW-0015',
      'NW-0016',
    ]);
    expect(rigReady.every((pipe) => pipe.Current_Location === 'Rig Ready')).toBe(true);
    expect(rigReady.every((pipe) => pipe.Customer_Name === 'Northwind Drilling')).toBe(true);
    const total = z
      .array(pipeRowSchema)
      .parse(await (await get('/api/createExcel?itemnr=550DP.12&location=Total_Item', cookie)).json());
    // Total Items: 14 on Rig A and 3 on Rig B, as the inventory row counts them.
    expect(total).toHaveLength(17);
    const bad = await get('/api/showOtherlist?itemnr=550DP.12&location=Cellar', cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('Rig_Ready');
    expect((await get('/api/showVTIlist', cookie)).status).toBe(400);
  });

  it('should give customer B only B’s joints for the item number both customers use', async () => {
    const cookie = await signIn(PERSONAS.customerB);
    const text = await (await get('/api/createExcelShippedSerials?itemnr=550DP.12', cookie)).text();
    const rows = z.array(pipeRowSchema).parse(JSON.parse(text));
    expect(rows.every((row) => row.Customer_Name === 'Polar Energy')).toBe(true);
    expect(text).not.toContain('NW-');
    const onTicket = await (await get('/api/showShippedDT?dt_no=NW-DT1', cookie)).json();
    expect(onTicket).toEqual([]);
  });
});
