import type { Identity } from '../../access/identity.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { FieldOutcome } from '../../db/schema.server.js';
import { countReach } from './count-reach.server.js';
import { type CountSummary, countSummary, SUMMARY_COLUMNS } from './list-field-counts.server.js';

/** One line of a count as its page shows it. */
export interface CountLineView {
  serial: string;
  itemKind: 'joint' | 'tool' | null;
  scannedAt: string | null;
  outcome: FieldOutcome;
  deviceOutcome: FieldOutcome | null;
  conflict: boolean;
  nowSite: string | null;
  nowRack: string | null;
  nowPosition: string | null;
}

/** A count with every line, in the order the server wrote them (scans, then the missing). */
export interface CountView extends CountSummary {
  lines: CountLineView[];
}

/**
 * One field count by number, with its lines, if it is within the identity's reach (see `countReach`);
 * null for one that is not or does not exist alike.
 *
 * @example
 * (await readFieldCount(handle, identity, 'FC-2026-0001'))?.lines.length; // 52
 */
export async function readFieldCount(
  handle: DatabaseHandle,
  identity: Identity,
  number: string,
): Promise<CountView | null> {
  const row = await handle.db
    .selectFrom('field_counts')
    .leftJoin('users', 'users.id', 'field_counts.counted_by')
    .select([...SUMMARY_COLUMNS, 'field_counts.id'])
    .where('field_counts.number', '=', number)
    .where(countReach(identity))
    .executeTakeFirst();
  if (!row) return null;
  const lines = await handle.db
    .selectFrom('field_count_lines')
    .selectAll()
    .where('count_id', '=', row.id)
    .orderBy('position')
    .execute();
  return {
    ...countSummary({ ...row, name: row.name ?? null, email: row.email ?? null }),
    lines: lines.map((line) => ({
      serial: line.serial,
      itemKind: line.item_kind,
      scannedAt: line.scanned_at,
      outcome: line.outcome,
      deviceOutcome: line.device_outcome,
      conflict: Number(line.conflict) === 1,
      nowSite: line.now_site,
      nowRack: line.now_rack,
      nowPosition: line.now_position,
    })),
  };
}
