import { IN_SERVICE_LOCATIONS, type JointClass } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import { type RequiredClass, requiredClassesOf } from './asset-required-class.server.js';
import { type FleetJointClass, jointKey } from './fleet-classes.server.js';

/** How good a class is: a joint meets a requirement when its rank is at least the requirement's. */
const RANK: Record<JointClass, number> = { Premium: 2, 'Class 2': 1, Reject: 0 };

/**
 * The joints in service whose asset requires a class they are below: a lower class, or none at all (a
 * joint not classed is not shown to meet any class). `required` is keyed by `jointKey(customer, asset)`, as
 * `requiredClassesOf` gives it, so a joint is held only to its own customer's setting.
 *
 * @example
 * belowRequiredClass(classes, new Map([[jointKey('Kestrel Drilling', 'Rig K1'), 'Premium']]));
 * // the Class 2, Reject and not classed joints in service at Rig K1
 */
export function belowRequiredClass(
  classes: readonly FleetJointClass[],
  required: ReadonlyMap<string, RequiredClass>,
): FleetJointClass[] {
  const inService = new Set<string>(IN_SERVICE_LOCATIONS);
  return classes.filter((joint) => {
    if (joint.asset === null || !inService.has(joint.location)) return false;
    const wanted = required.get(jointKey(joint.customer, joint.asset));
    return wanted !== undefined && (joint.class === null || RANK[joint.class] < RANK[wanted]);
  });
}

/**
 * {@link belowRequiredClass} by the settings of the customers whose joints `classes` holds (the caller's
 * scope): the list `/inventory?below=required` opens and the figures that count it.
 *
 * @example
 * const below = await jointsBelowRequiredClass(handle, await fleetJointClasses(scoped, settings));
 */
export async function jointsBelowRequiredClass(
  handle: DatabaseHandle,
  classes: readonly FleetJointClass[],
): Promise<FleetJointClass[]> {
  const customers = [...new Set(classes.map((joint) => joint.customer))];
  return belowRequiredClass(classes, await requiredClassesOf(handle, customers));
}
