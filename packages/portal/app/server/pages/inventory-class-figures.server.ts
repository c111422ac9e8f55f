import type { FleetJointClass } from '../joint-class/fleet-classes.server.js';
import {
  type ClassCounts,
  type ClassDistribution,
  classCounts,
  classCountsBy,
} from './class-filter.server.js';

/** The class figures /inventory shows: the scope's joints in service by class, per item and per string. */
export interface InventoryClassFigures {
  classCounts: ClassCounts;
  classByItem: ClassDistribution[];
  classByString: ClassDistribution[];
}

// By list: the scope's kept classes (cachedFleetJointClasses) are one list a data generation, and their
// figures go with them when the list is dropped.
const figuresOfList = new WeakMap<readonly FleetJointClass[], InventoryClassFigures>();

/**
 * {@link classCounts} and {@link classCountsBy} item and string of a list of classes, counted once a list:
 * three passes over a 400,000-joint scope took about 150 ms of every /inventory visit. The answer is
 * shared: callers must not change it.
 *
 * @example
 * const { classByItem } = inventoryClassFigures(await cachedFleetJointClasses(handle, scoped, settings));
 */
export function inventoryClassFigures(classes: readonly FleetJointClass[]): InventoryClassFigures {
  const kept = figuresOfList.get(classes);
  if (kept) return kept;
  const figures = {
    classCounts: classCounts(classes),
    classByItem: classCountsBy(classes, (joint) => joint.itemNo),
    classByString: classCountsBy(classes, (joint) => joint.stringNumber),
  };
  figuresOfList.set(classes, figures);
  return figures;
}
