import type { JointClassSettings } from '../config/joint-class-settings.server.js';
import { classLookup, fleetJointClasses } from '../joint-class/fleet-classes.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import type { PipeRow } from './pipe-rows.server.js';

/** A pipe row with the class of the joint's latest inspection (`Not classed` when it has none). */
export type ClassedPipeRow = PipeRow & { Class: string };

/**
 * Pipe rows, each with its joint's class as the fleet's classes give it, for the pipe lists and their
 * ExcelTally.csv export.
 *
 * @example
 * const rows = await classedPipeRows(scoped, getPortalRuntime().env.jointClass, serials.map(toPipeRow));
 * rows[0]?.Class; // 'Premium'
 */
export async function classedPipeRows(
  scoped: ScopedDb,
  settings: JointClassSettings,
  rows: readonly PipeRow[],
): Promise<ClassedPipeRow[]> {
  const classOf = classLookup(
    await fleetJointClasses(
      scoped,
      settings,
      rows.map((row) => row.Serial_Number),
    ),
  );
  return rows.map((row) => ({ ...row, Class: classOf(row.Customer_Name, row.Serial_Number) }));
}
