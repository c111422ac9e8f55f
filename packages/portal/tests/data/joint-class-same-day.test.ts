// Two inspections of one joint on one day: the later order number is the later inspection, on the joint's
// page and in the fleet's classes alike, whatever order the database answers them in.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fleetJointClasses } from '../../app/server/joint-class/fleet-classes.server.js';
import { jointClassView } from '../../app/server/joint-class/joint-class.server.js';
import { getPortalRuntime } from '../../app/server/runtime/portal-runtime.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor } from '../helpers/actors.js';
import { useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const KESTREL = 'Kestrel Drilling';

// KD-01 of Kestrel is Premium on order K-1003 of 2026-02-16 (wall 80 %). A second tally of that day under
// the earlier order K-1002, with a 60 % wall, is written after it in the file, so the database tends to
// answer it last: by order number, K-1003 stays the latest and KD-01 stays Premium.
const root = mkdtempSync(join(tmpdir(), 'rigready-same-day-'));
const folder = join(root, 'data');
cpSync(FIXTURES.jointClass, folder, { recursive: true });
const talliesFile = join(folder, 'tallies.json');
const tallies = JSON.parse(readFileSync(talliesFile, 'utf8')) as Record<string, unknown>[];
const kd01 = tallies.find((tally) => tally.Customer === KESTREL && tally.Serial_Number === 'KD-01');
tallies.push({ ...kd01, Order_No: 'K-1002', Wall: 60, TU_Tube: 'Reject', Pipe_Status: 'Scrap' });
writeFileSync(talliesFile, JSON.stringify(tallies));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each(DIALECTS)('two inspections of a joint on one day on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, folder);

  it('should class KD-01 by its later order number, K-1003, on its page and in the fleet', async () => {
    const { handle } = portal().database;
    const scoped = createScopedDb(handle, actorFor(KESTREL));
    const settings = getPortalRuntime().env.jointClass;
    const view = await jointClassView(handle, scoped, 'KD-01', null, settings);
    expect(view?.class.overall).toBe('Premium');
    expect(view?.inspections.map((inspection) => [inspection.orderNo, inspection.class])).toEqual([
      ['K-1002', 'Reject'],
      ['K-1003', 'Premium'],
    ]);
    const fleet = await fleetJointClasses(scoped, settings);
    expect(fleet.find((joint) => joint.serial === 'KD-01')?.class).toBe('Premium');
  });
});
