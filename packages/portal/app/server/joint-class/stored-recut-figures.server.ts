import type { RecutDrops } from '@rigready/core';
import { readTablesGeneration } from '../db/data-generation.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { RecutFiguresTable } from '../db/schema.server.js';

/** The tables a recut figure is worked out from: a write to either may change it. */
const INPUT_TABLES = ['tallies', 'items'] as const;

function dropsOf(row: RecutFiguresTable): RecutDrops {
  return {
    pin: row.pin_per_recut === null ? null : { perRecut: row.pin_per_recut, recuts: row.pin_recuts },
    box: row.box_per_recut === null ? null : { perRecut: row.box_per_recut, recuts: row.box_recuts },
  };
}

/**
 * The owner's median tong space per recut on a connection (`connectionKey`, the name as
 * `normalizeSearchText` gives it) as stored in `recut_figures`, or worked out
 * by `workOut` and stored when no row stands for the tallies and items as they are now. The write
 * counters of those two tables are read before `workOut` runs, so a stored figure is at least as new as
 * its stamp; a figure two processes work out at once is written twice, the same. The figures are the
 * owner's: the caller has shown that its scope holds a joint of the owner.
 *
 * @example
 * const drops = await storedRecutDrops(handle, 'Kestrel Drilling', 'nc50', () => workOutDrops());
 */
export async function storedRecutDrops(
  handle: DatabaseHandle,
  owner: string,
  connectionKey: string,
  workOut: () => Promise<RecutDrops>,
): Promise<RecutDrops> {
  const [stamp, row] = await Promise.all([
    readTablesGeneration(handle, INPUT_TABLES),
    handle.db
      .selectFrom('recut_figures')
      .selectAll()
      .where('Customer', '=', owner)
      .where('Connection', '=', connectionKey)
      .executeTakeFirst(),
  ]);
  if (row && row.inputs_generation === stamp) return dropsOf(row);
  const drops = await workOut();
  const figures = {
    pin_per_recut: drops.pin?.perRecut ?? null,
    pin_recuts: drops.pin?.recuts ?? 0,
    box_per_recut: drops.box?.perRecut ?? null,
    box_recuts: drops.box?.recuts ?? 0,
    inputs_generation: stamp,
  };
  await handle.db
    .insertInto('recut_figures')
    .values({ Customer: owner, Connection: connectionKey, ...figures })
    .onConflict((conflict) => conflict.columns(['Customer', 'Connection']).doUpdateSet(figures))
    .execute();
  return drops;
}
