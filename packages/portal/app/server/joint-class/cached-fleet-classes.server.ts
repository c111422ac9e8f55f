import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { GenerationMemo } from '../db/generation-memo.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { type FleetJointClass, fleetJointClasses } from './fleet-classes.server.js';

/** Memory the kept classes of one process may hold: five 40,000-joint customers take about 50 MB. */
export const CACHED_CLASSES_BUDGET_BYTES = 64 * 1024 * 1024;

// A joint's entry (an object of eight fields, its serial and location strings) as the heap holds it.
const BYTES_PER_JOINT = 256;

const memo = new GenerationMemo<readonly FleetJointClass[]>(
  CACHED_CLASSES_BUDGET_BYTES,
  (classes) => classes.length * BYTES_PER_JOINT,
);

/**
 * {@link fleetJointClasses} of the whole scope, kept until the data generation moves (an import, an edit
 * of serials, tallies, items or class limits): classing every joint costs hundreds of milliseconds on a
 * 40,000-joint fleet, and the home page asks on every visit. Kept by the scope's rules (customer, assets
 * allowed and excluded, the chosen asset) and the class settings, so two scopes never share an entry.
 * The list is shared: callers must not change it.
 *
 * @example
 * const classes = await cachedFleetJointClasses(runtime.handle, pageScope(identity), runtime.env.jointClass);
 */
export function cachedFleetJointClasses(
  handle: DatabaseHandle,
  scoped: ScopedDb,
  settings: JointClassSettings,
): Promise<readonly FleetJointClass[]> {
  const key = JSON.stringify({ rules: scoped.rules, settings });
  return memo.value(handle, key, () => fleetJointClasses(scoped, settings));
}
