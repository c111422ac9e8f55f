import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { ScopeError } from '../../app/server/scoping/actor.server.js';
import { CUSTOMER_TABLES, createScopedDb, type ScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor, adminActor, NORTHWIND, POLAR } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

function tenantOf(table: string, row: Record<string, unknown>): unknown {
  return table === 'customers' ? row.customer : row.Customer;
}

// Compile-time proof: these lines must not type-check, so a service cannot reach tenant rows unscoped.
export function unscopedReadsDoNotCompile(scoped: ScopedDb) {
  // @ts-expect-error customer-owned tables are not on the provider view
  scoped.provider.selectFrom('serials');
  // @ts-expect-error a scoped query cannot join another customer table unscoped
  scoped.selectFrom('serials').innerJoin('items', 'items.Item_No', 'serials.Item_No');
  // @ts-expect-error provider tables are not customer tables
  scoped.selectFrom('racks');
}

describe.each(DIALECTS)('tenant scoping on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function rowsFor(scoped: ScopedDb, table: (typeof CUSTOMER_TABLES)[number]) {
    return (await scoped.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
  }

  it('should cover every customer-owned table of the contract', () => {
    expect([...CUSTOMER_TABLES].sort()).toEqual(
      [
        'bha_deliveries',
        'bha_items',
        'bha_orders',
        'bha_preinvoices',
        'bha_reports',
        'chiksan',
        'customers',
        'deliveries',
        'items',
        'ncr',
        'orders',
        'preinvoices',
        'received',
        'serials',
        'tallies',
        'tcp',
      ].sort(),
    );
  });

  it('should never show one customer the rows of another, in any customer-owned table', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const northwind = createScopedDb(handle, actorFor(NORTHWIND));
    const polar = createScopedDb(handle, actorFor(POLAR));
    for (const table of CUSTOMER_TABLES) {
      const seenByNorthwind = await rowsFor(northwind, table);
      const seenByPolar = await rowsFor(polar, table);
      expect(seenByNorthwind.length, `${table} rows of Northwind`).toBeGreaterThan(0);
      expect(seenByPolar.length, `${table} rows of Polar`).toBeGreaterThan(0);
      expect(new Set(seenByNorthwind.map((row) => tenantOf(table, row))), table).toEqual(
        new Set([NORTHWIND]),
      );
      expect(new Set(seenByPolar.map((row) => tenantOf(table, row))), table).toEqual(new Set([POLAR]));
    }
  });

  it('should show an admin every customer, and only the viewed customer when viewing as one', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const all = await rowsFor(createScopedDb(handle, adminActor()), 'serials');
    const viewAs = await rowsFor(createScopedDb(handle, adminActor(POLAR)), 'serials');
    expect(all).toHaveLength(27);
    expect(viewAs).toHaveLength(5);
    expect(new Set(viewAs.map((row) => row.Customer))).toEqual(new Set([POLAR]));
  });

  it('should narrow to the allowed assets in fleet mode and hide rows with no asset then', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const restricted = createScopedDb(
      handle,
      actorFor(NORTHWIND, { allowedAssets: ['Rig A', 'Rig B', 'Fleet Inventory'] }),
    );
    const assets = new Set((await rowsFor(restricted, 'serials')).map((row) => row.Asset));
    expect(assets).toEqual(new Set(['Rig A', 'Rig B']));
    const unrestricted = createScopedDb(handle, actorFor(NORTHWIND, { allowedAssets: ['Fleet Inventory'] }));
    const everything = new Set((await rowsFor(unrestricted, 'serials')).map((row) => row.Asset));
    expect(everything).toEqual(new Set(['Rig A', 'Rig B', 'Field C', null]));
  });

  it('should show only the chosen asset, and never an excluded one', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const rigB = createScopedDb(
      handle,
      actorFor(NORTHWIND, { selection: { kind: 'asset', asset: 'Rig B' } }),
    );
    expect(new Set((await rowsFor(rigB, 'serials')).map((row) => row.Asset))).toEqual(new Set(['Rig B']));
    const excluding = createScopedDb(handle, actorFor(NORTHWIND, { excludedAssets: ['Field C'] }));
    const assets = new Set((await rowsFor(excluding, 'serials')).map((row) => row.Asset));
    expect(assets).toEqual(new Set(['Rig A', 'Rig B', null]));
  });

  it('should refuse an asset outside the list, an excluded asset and a user without a customer', () => {
    const { handle } = database();
    const guest = actorFor(NORTHWIND, {
      allowedAssets: ['Rig A'],
      selection: { kind: 'asset', asset: 'Rig B' },
    });
    expect(() => createScopedDb(handle, guest)).toThrow(ScopeError);
    const excluded = actorFor(NORTHWIND, {
      excludedAssets: ['Rig A'],
      selection: { kind: 'asset', asset: 'Rig A' },
    });
    expect(() => createScopedDb(handle, excluded)).toThrow(ScopeError);
    expect(() => createScopedDb(handle, actorFor(null))).toThrow('belongs to no customer');
  });

  it('should show tables without an Asset column to an asset-restricted user of the customer', async () => {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.twoCustomers);
    const guest = createScopedDb(handle, actorFor(NORTHWIND, { allowedAssets: ['Rig A'] }));
    expect((await rowsFor(guest, 'ncr')).map((row) => row.NCR_No)).toEqual(['NW-NCR1']);
  });
});

describe('services and the raw database', () => {
  it('should keep the raw database handle out of every service module', () => {
    const servicesDir = join(import.meta.dirname, '..', '..', 'app', 'server', 'services');
    const offenders = readdirSync(servicesDir)
      .filter((file) => file.endsWith('.ts'))
      .filter((file) =>
        /from '\.\.\/db\/database\.server/.test(readFileSync(join(servicesDir, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
