import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { GenerationMemo } from '../db/generation-memo.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { type FleetJointClass, fleetJointClasses } from './fleet-classes.server.js';

/**
 * Memory the kept classes of one process may hold: a 400,000-joint customer takes about 54 MB, five
 * 40,000-joint customers about 27 MB.
 */
export const CACHED_CLASSES_BUDGET_BYTES = 96 * 1024 * 1024;

// A joint's entry as the heap holds it: an object of eight fields and its serial, the other strings shared
// (fleetJointClasses). Measured: 132 bytes a joint over the 400,000 joints of the scale bench's largest
// customer.
const BYTES_PER_JOINT = 136;

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

/**
 * Above this many serials a list takes its joints' classes from the scope's kept classes: its own pass
 * would read, on every visit, much of what the scope's pass reads once a data generation.
 */
const OWN_PASS_MAX_SERIALS = 1000;

/**
 * The classes of the scope's joints of these serial numbers (every customer's joint of a serial the scope
 * holds): a short list is classed on its own, a long one is picked from {@link cachedFleetJointClasses}.
 *
 * @example
 * const classOf = classLookup(await jointClassesOf(runtime.handle, scoped, settings, serials));
 */
export async function jointClassesOf(
  handle: DatabaseHandle,
  scoped: ScopedDb,
  settings: JointClassSettings,
  serials: readonly string[],
): Promise<readonly FleetJointClass[]> {
  if (serials.length <= OWN_PASS_MAX_SERIALS) return fleetJointClasses(scoped, settings, serials);
  const wanted = new Set(serials);
  const classes = await cachedFleetJointClasses(handle, scoped, settings);
  return classes.filter((joint) => wanted.has(joint.serial));
}
