import { INVENTORY_COUNT_COLUMNS, type InventoryCountColumn } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { fleetInventory } from '../../app/server/services/inventory.server.js';
import { serialsInCell } from '../../app/server/services/inventory-drilldown.server.js';
import { listRacks, rackView } from '../../app/server/services/racks.server.js';
import { actorFor, adminActor, NORTHWIND, POLAR } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const COUNT_COLUMNS = Object.keys(INVENTORY_COUNT_COLUMNS) as InventoryCountColumn[];

describe.each(DIALECTS)('inventory, drill-down and racks on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function imported() {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    return handle;
  }

  it('should count one joint per location and derive the three totals as the contract defines', async () => {
    const handle = await imported();
    const rows = await fleetInventory(createScopedDb(handle, actorFor(NORTHWIND)));
    const rigA = rows.find((row) => row.Item_No === '550DP.12' && row.Asset === 'Rig A');
    expect(rigA).toMatchObject({
      Rig_Ready: 3,
      ReqVTI: 1,
      Scrap: 1,
      Limited_Service: 1,
      Shipped_Scrap: 1,
      Shipped: 1,
      Total_Yard: 11,
      Total_Yard_with_Rejects: 13,
      Total_Item: 14,
      Tube_OD: '5 1/2',
      action: 'Certificate',
      certificates: [
        { PDF: 'documents/certificates/NW-550DP.12-1.pdf', Date: '2025-03-01' },
        { PDF: 'documents/certificates/NW-550DP.12-2.pdf', Date: '2025-09-15' },
      ],
    });
    const rigB = rows.find((row) => row.Item_No === '550DP.12' && row.Asset === 'Rig B');
    expect(rigB).toMatchObject({
      Rig_Ready: 1,
      Scrap: 1,
      Shipped: 1,
      Shipped_Scrap: 1,
      Total_Yard: 1,
      Total_Item: 3,
    });
    const heavyWeight = rows.find((row) => row.Item_No === '500HW.3' && row.Asset === null);
    expect(heavyWeight).toMatchObject({
      On_Hold: 1,
      Total_Yard: 1,
      action: 'No Certificate',
      certificates: [],
    });
  });

  it('should answer every count with exactly that many joints in its drill-down', async () => {
    const handle = await imported();
    const scoped = createScopedDb(handle, adminActor());
    const rows = await fleetInventory(scoped);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      for (const column of COUNT_COLUMNS) {
        const serials = await serialsInCell(scoped, { ...row, column });
        expect(serials.length, `${row.Customer} ${row.Item_No} ${row.Asset} ${column}`).toBe(row[column]);
      }
    }
  });

  it('should keep each customer inside its own inventory and drill-downs', async () => {
    const handle = await imported();
    const polar = createScopedDb(handle, actorFor(POLAR));
    const rows = await fleetInventory(polar);
    expect(rows.map((row) => [row.Customer, row.Item_No, row.Description, row.Total_Item])).toEqual([
      [POLAR, '550DP.12', "Polar's own 5 1/2in DP", 5],
    ]);
    const intoNorthwind = await serialsInCell(polar, {
      Customer: NORTHWIND,
      Item_No: '550DP.12',
      Asset: 'Rig A',
      Site: 'Tananger',
      column: 'Total_Item',
    });
    expect(intoNorthwind).toEqual([]);
  });

  it('should show another customer’s joints in a shared rack only as occupied', async () => {
    const handle = await imported();
    const view = await rackView(createScopedDb(handle, actorFor(POLAR)), 'Tananger', 'R1');
    expect(view?.rack).toEqual({
      Site: 'Tananger',
      Rack_ID: 'R1',
      Maxrowcount: 5,
      Capacity: 10,
      isOCTG: false,
      colors: { '550DP.12': '#1976d2' },
    });
    expect(view?.positions.map((position) => position.state)).toEqual([
      'occupied',
      'occupied',
      'occupied',
      'occupied',
      'empty',
      'own',
      'own',
      'empty',
      'empty',
      'empty',
    ]);
    expect(JSON.stringify(view)).not.toContain('NW-');
    const own = view?.positions[5];
    expect(own?.state === 'own' && own.serials.map((serial) => serial.Serial_Number)).toEqual(['PO-0001']);
  });

  it('should list the provider racks of a site for every customer alike', async () => {
    const handle = await imported();
    const forPolar = await listRacks(createScopedDb(handle, actorFor(POLAR)), 'Tananger');
    const forNorthwind = await listRacks(createScopedDb(handle, actorFor(NORTHWIND)), 'Tananger');
    expect(forPolar.map((rack) => rack.Rack_ID)).toEqual(['R1', 'R2']);
    expect(forNorthwind).toEqual(forPolar);
    expect(await rackView(createScopedDb(handle, actorFor(POLAR)), 'Tananger', 'R9')).toBeNull();
  });
});
