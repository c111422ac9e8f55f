import type { Identity } from '../../access/identity.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { FieldCountKind, FieldCountsTable } from '../../db/schema.server.js';
import { countReach } from './count-reach.server.js';
import type { CountTotals } from './count-verdict.server.js';

/** One field count as a list shows it. */
export interface CountSummary extends CountTotals {
  number: string;
  customer: string;
  kind: FieldCountKind;
  site: string | null;
  rack: string | null;
  dtNo: string | null;
  startedAt: string;
  finishedAt: string;
  copyTakenAt: string;
  receivedAt: string;
  countedBy: { name: string | null; email: string | null };
}

type SummaryRow = Omit<FieldCountsTable, 'id' | 'client_key' | 'counted_by' | 'body_sha256'> & {
  name: string | null;
  email: string | null;
};

/**
 * A count's summary from its row and who counted.
 *
 * @example
 * countSummary(row).otherRack; // 2
 */
export function countSummary(row: SummaryRow): CountSummary {
  return {
    number: row.number,
    customer: row.Customer,
    kind: row.kind,
    site: row.site,
    rack: row.rack,
    dtNo: row.dt_no,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    copyTakenAt: row.copy_taken_at,
    receivedAt: row.received_at,
    found: Number(row.found),
    missing: Number(row.missing),
    unexpected: Number(row.unexpected),
    otherRack: Number(row.other_rack),
    extra: Number(row.extra),
    conflicts: Number(row.conflicts),
    countedBy: { name: row.name, email: row.email },
  };
}

/**
 * The columns of a count's summary, for {@link countSummary}.
 *
 * @example
 * handle.db.selectFrom('field_counts').leftJoin('users', 'users.id', 'field_counts.counted_by').select(SUMMARY_COLUMNS);
 */
export const SUMMARY_COLUMNS = [
  'field_counts.number',
  'field_counts.Customer',
  'field_counts.kind',
  'field_counts.site',
  'field_counts.rack',
  'field_counts.dt_no',
  'field_counts.started_at',
  'field_counts.finished_at',
  'field_counts.copy_taken_at',
  'field_counts.received_at',
  'field_counts.found',
  'field_counts.missing',
  'field_counts.unexpected',
  'field_counts.other_rack',
  'field_counts.extra',
  'field_counts.conflicts',
  'users.name',
  'users.email',
] as const;

/**
 * The field counts within the identity's reach (see `countReach`), newest first.
 *
 * @example
 * (await listFieldCounts(handle, identity))[0]?.number; // 'FC-2026-0002'
 */
export async function listFieldCounts(handle: DatabaseHandle, identity: Identity): Promise<CountSummary[]> {
  const rows = await handle.db
    .selectFrom('field_counts')
    .leftJoin('users', 'users.id', 'field_counts.counted_by')
    .select(SUMMARY_COLUMNS)
    .where(countReach(identity))
    .orderBy('field_counts.received_at', 'desc')
    .orderBy('field_counts.number', 'desc')
    .execute();
  return rows.map((row) => countSummary({ ...row, name: row.name ?? null, email: row.email ?? null }));
}
