import { IN_SERVICE_LOCATIONS, type JointClass } from '@rigready/core';
import { data } from 'react-router';
import { byCodeUnit } from '../../shared/code-unit-order.js';
import { type FleetJointClass, jointKey } from '../joint-class/fleet-classes.server.js';

/** A class as an inventory URL names it (`?class=class-2`), as ClassChip's `data-class` does. */
export const CLASS_FILTERS = {
  premium: 'Premium',
  'class-2': 'Class 2',
  reject: 'Reject',
  none: null,
} as const;

/** The value of `?class=`: a class slug. */
export type ClassFilter = keyof typeof CLASS_FILTERS;

/**
 * The `class` filter of an inventory URL (`premium`, `class-2`, `reject` or `none` for joints not
 * classed), null when absent.
 *
 * @throws a 400 answer naming the allowed values for any other value.
 * @example
 * readClassFilter(new URLSearchParams('class=class-2')); // 'class-2'
 */
export function readClassFilter(params: URLSearchParams): ClassFilter | null {
  const value = params.get('class');
  if (value === null) return null;
  if (Object.hasOwn(CLASS_FILTERS, value)) return value as ClassFilter;
  throw data(
    {
      message: `class must be one of ${Object.keys(CLASS_FILTERS).join(', ')}; got ${JSON.stringify(value)}`,
    },
    { status: 400 },
  );
}

/**
 * The keys (`jointKey`) of the joints of one class, for narrowing a joint list.
 *
 * @example
 * const keys = jointsOfClass(classes, 'reject');
 */
export function jointsOfClass(classes: readonly FleetJointClass[], filter: ClassFilter): Set<string> {
  const wanted: JointClass | null = CLASS_FILTERS[filter];
  return new Set(
    classes.filter((joint) => joint.class === wanted).map((joint) => jointKey(joint.customer, joint.serial)),
  );
}

const FILTER_OF_CLASS = new Map(
  (Object.entries(CLASS_FILTERS) as [ClassFilter, JointClass | null][]).map(([slug, jointClass]) => [
    jointClass,
    slug,
  ]),
);

/** How many joints in service (Rig Ready and shipped) are of each class. */
export type ClassCounts = Record<ClassFilter, number>;

/**
 * The joints in service counted by class, as the inventory's class filter lists them.
 *
 * @example
 * classCounts(classes); // { premium: 8, 'class-2': 5, reject: 4, none: 1 }
 */
export function classCounts(classes: readonly FleetJointClass[]): ClassCounts {
  const counts: ClassCounts = { premium: 0, 'class-2': 0, reject: 0, none: 0 };
  const inService = new Set<string>(IN_SERVICE_LOCATIONS);
  for (const joint of classes) {
    if (!inService.has(joint.location)) continue;
    const slug = FILTER_OF_CLASS.get(joint.class);
    if (slug) counts[slug] += 1;
  }
  return counts;
}

/** The joints in service of one item or one string, counted by class. */
export interface ClassDistribution {
  /** The item number or the string number. */
  key: string;
  counts: ClassCounts;
}

/**
 * The joints in service counted by class for each item or string (`keyOf` names a joint's; joints it
 * gives null are left out), by key; a key without a joint in service is left out.
 *
 * @example
 * classCountsBy(classes, (joint) => joint.itemNo);
 * // [{ key: '550DP.21', counts: { premium: 5, 'class-2': 5, reject: 4, none: 1 } }, ...]
 */
export function classCountsBy(
  classes: readonly FleetJointClass[],
  keyOf: (joint: FleetJointClass) => string | null,
): ClassDistribution[] {
  const groups = new Map<string, FleetJointClass[]>();
  for (const joint of classes) {
    const key = keyOf(joint);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(joint);
    else groups.set(key, [joint]);
  }
  return [...groups]
    .map(([key, joints]) => ({ key, counts: classCounts(joints) }))
    .filter(({ counts }) => Object.values(counts).some((count) => count > 0))
    .sort((a, b) => byCodeUnit(a.key, b.key));
}
