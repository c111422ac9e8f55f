import { writeAudit } from '../audit/audit-log.server.js';
import { revokeUserSessions } from '../auth/session-store.server.js';
import type { DatabaseHandle } from '../db/database.server.js';

/** The account a disabling or enabling concerns, as read (and checked) by the caller. */
export interface DisablingTarget {
  id: string;
  email: string;
  customer: string | null;
}

/**
 * Disables or enables an account, as a provider admin or the customer's administrator (the caller has
 * checked that the actor may). Disabling sets `disabled_at`, ends every session of the account (so its
 * cookies and bearer tokens, which are tied to a session, are refused on the next request) and voids its
 * unused reset and sign-in links; enabling clears `disabled_at`. Audited as `admin.user.disable` or
 * `admin.user.enable` with the account's customer. One conditional update decides, so a repeat or a race
 * changes and audits once; answers whether this call changed the account.
 *
 * @example
 * await setUserDisabled(handle, { actorUserId: admin.id, target, disabled: true, now: new Date() });
 */
export async function setUserDisabled(
  handle: DatabaseHandle,
  change: { actorUserId: string; target: DisablingTarget; disabled: boolean; now: Date },
): Promise<{ changed: boolean }> {
  const { target, disabled, now } = change;
  const at = now.toISOString();
  return handle.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ disabled_at: disabled ? at : null })
      .where('id', '=', target.id)
      .where('disabled_at', disabled ? 'is' : 'is not', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { changed: false };
    const inTransaction = { ...handle, db: trx };
    const sessionsEnded = disabled ? await revokeUserSessions(inTransaction, target.id) : 0;
    if (disabled) {
      for (const table of ['password_reset_tokens', 'sign_in_links'] as const) {
        await trx.deleteFrom(table).where('user_id', '=', target.id).where('used_at', 'is', null).execute();
      }
    }
    await writeAudit(
      inTransaction,
      {
        action: disabled ? 'admin.user.disable' : 'admin.user.enable',
        actorUserId: change.actorUserId,
        customer: target.customer,
        details: disabled
          ? { userId: target.id, email: target.email, sessionsEnded }
          : { userId: target.id, email: target.email },
      },
      now,
    );
    return { changed: true };
  });
}
