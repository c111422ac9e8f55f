import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';

/**
 * What the audit log records. Admin changes by other screens use `admin.<what>` (e.g. admin.user.edit).
 *
 * @example
 * const action: AuditAction = 'sign-in.failed';
 */
export type AuditAction =
  | 'sign-in'
  | 'sign-in.failed'
  | 'sign-in.rate-limited'
  | 'sign-in.link-requested'
  | 'sign-in.user-created'
  | 'sign-in.disabled'
  | 'invitation.accepted'
  | 'sign-out'
  | 'session.ended'
  | 'session.others-ended'
  | 'password.changed'
  | 'password.change-failed'
  | 'password.reset-requested'
  | 'password.reset'
  | 'second-factor.enrolled'
  | 'second-factor.removed'
  | 'second-factor.failed'
  | 'second-factor.rate-limited'
  | 'second-factor.recovery-used'
  | 'second-factor.recovery-regenerated'
  | 'view-as.started'
  | 'view-as.ended'
  | 'data.import'
  | 'data.import-refused'
  | 'change-history.removed'
  | 'import.pushed'
  | 'import.archive-refused'
  | 'import.checked'
  | 'import-key.refused'
  | 'export.document'
  | 'export.data'
  | 'upload.order-documents'
  | 'upload.refused'
  | 'required-class.set'
  | 'request.created'
  | 'request.status'
  | 'request.attached'
  | 'approval.decided'
  | 'ncr.decided'
  | 'field-count.recorded'
  | 'integration-key.refused'
  | `admin.${string}`;

/** One audit entry to write. */
export interface AuditEntry {
  action: AuditAction;
  actorUserId: string | null;
  /** The customer the action concerned, if any. */
  customer?: string | null;
  /** Plain values only (e-mail attempted, address, target); never a password or token. */
  details?: Record<string, unknown>;
}

/** One audit entry as read back. */
export interface AuditRecord {
  id: string;
  at: string;
  action: string;
  actorUserId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  customer: string | null;
  details: string | null;
}

/**
 * Appends an entry to the audit log.
 *
 * @example
 * await writeAudit(handle, { action: 'sign-in', actorUserId: user.id, details: { address } }, new Date());
 */
export async function writeAudit(handle: DatabaseHandle, entry: AuditEntry, now: Date): Promise<void> {
  await handle.db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      actor_user_id: entry.actorUserId,
      action: entry.action,
      Customer: entry.customer ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/** Which entries a page of the audit log holds: all, or one customer's entries of some actions. */
export interface AuditFilter {
  customer?: string;
  actions?: readonly string[];
}

/**
 * One page of the audit log, newest first, with the actor's e-mail and name, and the total number of
 * entries; only one customer's entries of the given actions when `filter` says so.
 *
 * @example
 * const { entries, total } = await listAudit(handle, { page: 1, pageSize: 50 });
 * await listAudit(handle, { page: 1, pageSize: 50 }, { customer: 'Northwind Drilling', actions: ['admin.user.disable'] });
 */
export async function listAudit(
  handle: DatabaseHandle,
  options: { page: number; pageSize: number },
  filter: AuditFilter = {},
): Promise<{ entries: AuditRecord[]; total: number }> {
  const { customer, actions } = filter;
  const { count } = await handle.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$if(customer !== undefined, (query) => query.where('audit_log.Customer', '=', customer ?? ''))
    .$if(actions !== undefined, (query) => query.where('audit_log.action', 'in', [...(actions ?? [])]))
    .executeTakeFirstOrThrow();
  const rows = await handle.db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.actor_user_id',
      'users.email',
      'users.name',
      'audit_log.Customer',
      'audit_log.details',
    ])
    .$if(customer !== undefined, (query) => query.where('audit_log.Customer', '=', customer ?? ''))
    .$if(actions !== undefined, (query) => query.where('audit_log.action', 'in', [...(actions ?? [])]))
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    total: Number(count),
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      actorUserId: row.actor_user_id,
      actorEmail: row.email,
      actorName: row.name,
      customer: row.Customer,
      details: row.details,
    })),
  };
}
