// The worked example of docs/data-contract.md must import as the document says it does, and its inventory
// must come out as the document works it out by hand.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { formatProblem } from '../../app/server/importer/import-problem.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { fleetInventory } from '../../app/server/services/inventory.server.js';
import { actorFor, NORTHWIND } from '../helpers/actors.js';
import { DIALECTS, useTestDatabase } from '../helpers/test-database.js';

const EXAMPLE = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'data-contract-example');

describe.each(DIALECTS)("the data contract's worked example on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it('should import cleanly, manifest and snapshots included', async () => {
    const { handle, store } = database();
    const report = await importFolder(handle, store, EXAMPLE);
    expect(report.ok ? [] : report.problems.map(formatProblem)).toEqual([]);
    expect(report).toEqual({
      ok: true,
      // documents/orders/40211.pdf and documents/certificates/550DP.12-1.pdf
      documents: 2,
      rows: {
        'customers.json': 1,
        'users.json': 1,
        'items.json': 1,
        'racks.json': 1,
        'serials.json': 4,
        'orders.json': 1,
        'tallies.json': 2,
        'class_limits.json': 2,
      },
    });
  });

  it('should derive the inventory row the document works out', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, EXAMPLE);
    const rows = await fleetInventory(createScopedDb(handle, actorFor(NORTHWIND)));
    expect(rows).toHaveLength(1);
    // 2 Rig Ready, 1 Scrap, 1 Shipped: Total_Yard 2, with rejects 2 + 1 = 3, Total_Item 3 + 1 = 4.
    expect(rows[0]).toMatchObject({
      Item_No: '550DP.12',
      Asset: 'Rig A',
      Site: 'Tananger',
      Rig_Ready: 2,
      Scrap: 1,
      Shipped: 1,
      Total_Yard: 2,
      Total_Yard_with_Rejects: 3,
      Total_Item: 4,
    });
  });
});
