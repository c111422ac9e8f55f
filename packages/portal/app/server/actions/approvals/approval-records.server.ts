import type { DatabaseHandle } from '../../db/database.server.js';
import type { ApprovalStatus, ApprovalSubject, ApprovalsTable } from '../../db/schema.server.js';

/** One approval as a list shows it. */
export interface ApprovalListEntry {
  number: string;
  customer: string;
  subject: ApprovalSubject;
  title: string;
  status: ApprovalStatus;
  version: number;
  askedAt: string;
  decidedAt: string | null;
}

/** Who decided an approval, and when: the record kept with it. */
export interface DecisionRecord {
  /** What was decided; for a superseded approval, what it was before a newer version replaced it. */
  decision: 'approved' | 'rejected';
  name: string | null;
  email: string | null;
  at: string;
  /** The instant on the provider's clock: '26.11.2026 08:14 (Europe/Oslo)'. */
  atLocal: string | null;
  comment: string | null;
}

/** One approval with everything its page shows. */
export interface ApprovalRecord extends ApprovalListEntry {
  requestNumber: string | null;
  subjectRef: string | null;
  amount: string | null;
  currency: string | null;
  validUntil: string | null;
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The number of the version this one replaced, and of the version that replaced it. */
  supersedes: string | null;
  supersededBy: string | null;
  decision: DecisionRecord | null;
}

const ORDER = { pending: 0, approved: 1, rejected: 1, superseded: 2 } as const;

/** The columns an approval's list entry is made of, in a list and on the approval's page alike. */
const LISTED = [
  'number',
  'Customer',
  'subject',
  'title',
  'status',
  'version',
  'asked_at',
  'decided_at',
] as const;

function listEntry(row: Pick<ApprovalsTable, (typeof LISTED)[number]>): ApprovalListEntry {
  return {
    number: row.number,
    customer: row.Customer,
    subject: row.subject,
    title: row.title,
    status: row.status,
    version: Number(row.version),
    askedAt: row.asked_at,
    decidedAt: row.decided_at,
  };
}

/**
 * The approvals of `customer` (every customer's for null, as a provider admin viewing none sees them):
 * pending first, then the newest asked first.
 *
 * @example
 * await listApprovals(handle, 'Northwind Drilling'); // [{ number: 'AP-2026-0002', status: 'pending', ... }]
 */
export async function listApprovals(
  handle: DatabaseHandle,
  customer: string | null,
): Promise<ApprovalListEntry[]> {
  let query = handle.db.selectFrom('approvals').select(LISTED);
  if (customer !== null) query = query.where('Customer', '=', customer);
  const rows = await query.orderBy('asked_at', 'desc').orderBy('number', 'desc').execute();
  return rows.map(listEntry).sort((left, right) => ORDER[left.status] - ORDER[right.status]);
}

async function decidedBeforeSuperseded(
  handle: DatabaseHandle,
  customer: string,
  number: string,
): Promise<'approved' | 'rejected' | null> {
  const event = await handle.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('type', '=', 'approval.decided')
    .where('Customer', '=', customer)
    .where('subject', '=', number)
    .executeTakeFirst();
  const decision = event ? (JSON.parse(event.payload) as { decision?: unknown }).decision : null;
  return decision === 'approved' || decision === 'rejected' ? decision : null;
}

/**
 * Approval `number` of `customer` (of any customer for null), or null. A superseded approval that had
 * been decided keeps its decision record; what it decided is read from its `approval.decided` event, since
 * its status now says superseded.
 *
 * @example
 * const approval = await findApproval(handle, 'Northwind Drilling', 'AP-2026-0001');
 */
export async function findApproval(
  handle: DatabaseHandle,
  customer: string | null,
  number: string,
): Promise<ApprovalRecord | null> {
  let query = handle.db.selectFrom('approvals').selectAll().where('number', '=', number);
  if (customer !== null) query = query.where('Customer', '=', customer);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [request, before, after] = await Promise.all([
    row.request_id
      ? handle.db.selectFrom('requests').select('number').where('id', '=', row.request_id).executeTakeFirst()
      : undefined,
    row.supersedes_id
      ? handle.db
          .selectFrom('approvals')
          .select('number')
          .where('id', '=', row.supersedes_id)
          .executeTakeFirst()
      : undefined,
    handle.db.selectFrom('approvals').select('number').where('supersedes_id', '=', row.id).executeTakeFirst(),
  ]);
  const decided =
    row.status === 'approved' || row.status === 'rejected'
      ? row.status
      : row.decided_at
        ? await decidedBeforeSuperseded(handle, row.Customer, row.number)
        : null;
  return {
    ...listEntry(row),
    requestNumber: request?.number ?? null,
    subjectRef: row.subject_ref,
    amount: row.amount,
    currency: row.currency,
    validUntil: row.valid_until,
    fileKey: row.file_key,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    supersedes: before?.number ?? null,
    supersededBy: after?.number ?? null,
    decision:
      decided && row.decided_at
        ? {
            decision: decided,
            name: row.decided_name,
            email: row.decided_email,
            at: row.decided_at,
            atLocal: row.decided_at_local,
            comment: row.decision_comment,
          }
        : null,
  };
}
