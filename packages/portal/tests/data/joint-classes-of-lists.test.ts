// The classes of a list of joints (jointClassesOf): a list of more than 1,000 serials takes them from the
// scope's kept classes, a shorter one classes its own joints, and fleetJointClasses reads a long list a
// thousand serials a statement; all give the hand-worked classes of expected-classes.ts, and none gives
// another customer's joint of a serial both customers use.
import { describe, expect, it } from 'vitest';
import { jointClassesOf } from '../../app/server/joint-class/cached-fleet-classes.server.js';
import { fleetJointClasses } from '../../app/server/joint-class/fleet-classes.server.js';
import { getPortalRuntime } from '../../app/server/runtime/portal-runtime.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { KESTREL, OSPREY_KD_01 } from '../fixtures/joint-class/expected-classes.js';
import { actorFor } from '../helpers/actors.js';
import { useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const KESTREL_SERIALS = Object.keys(KESTREL);
// 1,001 serials: Kestrel's 18 and 983 that no customer has.
const LONG_LIST = [...KESTREL_SERIALS, ...Array.from({ length: 983 }, (_, index) => `NONE-${index}`)];

describe.each(DIALECTS)('the classes of a list of joints on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  const classesOf = async (customer: string, serials: readonly string[]) => {
    const { handle } = portal().database;
    const classes = await jointClassesOf(
      handle,
      createScopedDb(handle, actorFor(customer)),
      getPortalRuntime().env.jointClass,
      serials,
    );
    return Object.fromEntries(classes.map((joint) => [`${joint.customer} ${joint.serial}`, joint.class]));
  };

  it("should give Kestrel's 18 joints their hand-worked classes from a long list and a short one", async () => {
    const expected = Object.fromEntries(
      Object.entries(KESTREL).map(([serial, joint]) => [`Kestrel Drilling ${serial}`, joint.overall]),
    );
    expect(LONG_LIST).toHaveLength(1001);
    expect(await classesOf('Kestrel Drilling', LONG_LIST)).toEqual(expected);
    expect(await classesOf('Kestrel Drilling', KESTREL_SERIALS)).toEqual(expected);
  });

  it('should class a list of 1,001 serials on its own a thousand a statement, as an export does', async () => {
    const { handle } = portal().database;
    const classes = await fleetJointClasses(
      createScopedDb(handle, actorFor('Kestrel Drilling')),
      getPortalRuntime().env.jointClass,
      LONG_LIST,
    );
    expect(Object.fromEntries(classes.map((joint) => [joint.serial, joint.class]))).toEqual(
      Object.fromEntries(Object.entries(KESTREL).map(([serial, joint]) => [serial, joint.overall])),
    );
  });

  it("should give Osprey its own KD-01 only, however many of Kestrel's serials it names", async () => {
    const osprey = { 'Osprey Energy KD-01': OSPREY_KD_01.overall };
    expect(await classesOf('Osprey Energy', LONG_LIST)).toEqual(osprey);
    expect(await classesOf('Osprey Energy', KESTREL_SERIALS)).toEqual(osprey);
  });
});
