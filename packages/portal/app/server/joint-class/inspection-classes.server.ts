import { type ClassFigures, classifyInspection } from '@rigready/core';
import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { itemLimits, jointKey, NOT_CLASSED } from './fleet-classes.server.js';

/** An inspection (a tally row) of a customer's joint of an item, with the figures a class rests on. */
type Inspection = ClassFigures & { Customer: string; Item_No: string | null };

/**
 * Each inspection with the class its own figures give against its item's limits (core's
 * `classifyInspection`, as the joint page's inspection list shows it), `Not classed` where they give none:
 * for the reports of one order's tally, where the class is the one found on that order.
 *
 * @example
 * const joints = await withInspectionClasses(scoped, getPortalRuntime().env.jointClass, tallies);
 * joints[0]?.Class; // 'Class 2'
 */
export async function withInspectionClasses<T extends Inspection>(
  scoped: ScopedDb,
  settings: JointClassSettings,
  inspections: readonly T[],
): Promise<(T & { Class: string })[]> {
  const itemNos = [
    ...new Set(
      inspections.flatMap((inspection) => (inspection.Item_No === null ? [] : [inspection.Item_No])),
    ),
  ];
  if (itemNos.length === 0) return inspections.map((inspection) => ({ ...inspection, Class: NOT_CLASSED }));
  const [items, limitRows] = await Promise.all([
    scoped
      .selectFrom('items')
      .select(['Customer', 'Item_No', 'Connection', 'Tube_OD', 'Weight', 'Grade'])
      .where('Item_No', 'in', itemNos)
      .execute(),
    scoped.provider.selectFrom('class_limits').selectAll().execute(),
  ]);
  const limitsByItem = itemLimits(items, limitRows);
  return inspections.map((inspection) => {
    const limits =
      inspection.Item_No === null
        ? null
        : (limitsByItem.get(jointKey(inspection.Customer, inspection.Item_No)) ?? null);
    const jointClass = classifyInspection(inspection, limits, settings.thresholds).overall;
    return { ...inspection, Class: jointClass ?? NOT_CLASSED };
  });
}
