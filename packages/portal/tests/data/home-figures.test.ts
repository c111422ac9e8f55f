import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import {
  jointFigures,
  latestDeliveries,
  orderFigures,
  toolInspectionFigures,
} from '../../app/server/services/home-figures.server.js';
import { listJoints } from '../../app/server/services/joint-lists.server.js';
import { actorFor } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

// The home data set on 01.12.2026 (see tests/fixtures/home/expected-figures.ts for the hand-worked
// figures): inspections before 01.06.2026 are overdue, those up to 30.06.2026 expire by 31.12.2026.
const BOUNDS = { overdueBefore: '2026-06-01', dueBefore: '2026-07-01' };
const DECEMBER = { first: '2026-12-01', next: '2027-01-01' };
const HARBOUR = 'Harbour Drilling';
const hanna = (overrides = {}) => actorFor(HARBOUR, { excludedAssets: ['Rig Hidden'], ...overrides });

describe.each(DIALECTS)('the home figures on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function scopedAs(actor: ReturnType<typeof actorFor>) {
    const { handle, store } = database();
    await importFolder(handle, store, FIXTURES.home);
    return createScopedDb(handle, actor);
  }

  it('should count the fleet without the excluded asset or another customer', async () => {
    const scoped = await scopedAs(hanna());
    expect(await jointFigures(scoped, BOUNDS)).toEqual({
      rigReady: {
        total: 6,
        byItem: [
          { itemNo: '550DP.1', label: '5 1/2 in · S-135 · NC50', count: 5 },
          { itemNo: '500HW.2', label: '5 in · NC50', count: 1 },
        ],
        byAsset: [
          { asset: 'Rig North', count: 5 },
          { asset: 'Rig South', count: 1 },
        ],
      },
      shop: { Backlog: 1, Inspection: 1, Machining: 2, Hardbanding: 1 },
      inspection: { due: 2, overdue: 2 },
    });
    expect(await orderFigures(scoped, 'Tubular', DECEMBER, { singleAsset: false })).toEqual({
      inProgress: 2,
      completedThisMonth: 1,
    });
    expect(await latestDeliveries(scoped, 'Tubular', 5)).toEqual([
      { dtNo: 'D-2', date: '2026-11-28', lines: 1, quantity: 6 },
      { dtNo: 'D-1', date: '2026-11-25', lines: 2, quantity: 14 },
    ]);
    expect(await toolInspectionFigures(scoped, BOUNDS)).toEqual({ due: 1, overdue: 1 });
  });

  it('should count one asset as its lists do', async () => {
    const scoped = await scopedAs(hanna({ selection: { kind: 'asset', asset: 'Rig South' } }));
    const figures = await jointFigures(scoped, BOUNDS);
    expect(figures.rigReady.total).toBe(1);
    expect(figures.shop).toEqual({ Backlog: 0, Inspection: 1, Machining: 1, Hardbanding: 1 });
    expect(figures.inspection).toEqual({ due: 0, overdue: 0 });
    expect(await orderFigures(scoped, 'Tubular', DECEMBER, { singleAsset: true })).toEqual({
      inProgress: 1,
      completedThisMonth: 1,
    });
  });

  it('should list exactly the joints each joint figure counts', async () => {
    const scoped = await scopedAs(hanna());
    const serials = async (selection: Parameters<typeof listJoints>[1]) =>
      (await listJoints(scoped, selection)).map((joint) => joint.Serial_Number);
    expect(await serials({ location: 'Rig_Ready' })).toEqual([
      'HB-05',
      'HB-01',
      'HB-02',
      'HB-03',
      'HB-04',
      'HB-09',
    ]);
    expect(await serials({ location: 'Rig_Ready', itemNo: '500HW.2' })).toEqual(['HB-05']);
    expect(await serials({ location: 'Rig_Ready', asset: 'Rig South' })).toEqual(['HB-09']);
    expect(await serials({ location: 'Machining' })).toEqual(['HB-12', 'HB-07']);
    expect(await serials({ inspection: { status: 'due', bounds: BOUNDS } })).toEqual(['HB-02', 'HB-03']);
    expect(await serials({ inspection: { status: 'overdue', bounds: BOUNDS } })).toEqual(['HB-08', 'HB-01']);
  });
});
