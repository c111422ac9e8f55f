import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { calendarDay, formatDate } from '@rigready/core';
import { writeAudit } from '../../audit/audit-log.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { DocumentStore } from '../../document-store/document-store.server.js';
import { fileSha256 } from '../../importer/read-manifest.server.js';
import { appendOutboxEvent, takeOutboxLock } from '../../outbox/append-outbox-event.server.js';
import { ActionError } from '../action-error.server.js';
import { nextNumber } from '../next-number.server.js';
import { resolveApprovalSubject } from './approval-subject.server.js';
import { type QuoteTerms, readQuoteTerms } from './quote-terms.server.js';

/** The provider admin who asks. */
export interface Asker {
  userId: string;
  email: string;
  name: string | null;
}

/** The document put to the customer: a checked local file, its download name and type. */
export interface ApprovalDocument {
  path: string;
  name: string;
  contentType: string;
}

/** What an ask answered: the approval (new, or the pending one it repeats) and the one it supersedes. */
export interface AskedApproval {
  number: string;
  customer: string;
  version: number;
  supersedes: string | null;
  sha256: string;
  /** False when the same document on the same terms was pending already: nothing was written. */
  changed: boolean;
}

/** What an ask names, as a form sends it. */
export interface ApprovalAsk {
  customer: unknown;
  subject: unknown;
  requestNumber?: unknown;
  subjectRef?: unknown;
  amount?: unknown;
  currency?: unknown;
  validUntil?: unknown;
}

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? 'bin';
}

async function customerNamed(handle: DatabaseHandle, customer: unknown): Promise<string> {
  const name = typeof customer === 'string' ? customer.trim() : '';
  if (!name) throw new ActionError(400, 'Choose the customer to ask');
  const row = await handle.db
    .selectFrom('customers')
    .select('customer')
    .where('customer', '=', name)
    .executeTakeFirst();
  if (!row) throw new ActionError(400, `No customer ${name}`);
  return name;
}

const sameTerms = (
  row: { amount: string | null; currency: string | null; valid_until: string | null },
  terms: QuoteTerms | null,
) =>
  row.amount === (terms?.amount ?? null) &&
  row.currency === (terms?.currency ?? null) &&
  row.valid_until === (terms?.validUntil ?? null);

/**
 * Asks `customer` to approve a quote on one of its requests, one of its reports or a pre-invoice, as a
 * provider admin. The document's exact bytes go to the document store under a key of their own with
 * their SHA-256; the approval is numbered `AP-<year>-<nnnn>` and, when an earlier version of the same
 * subject exists, becomes its next version and marks that one superseded (a pending one can no longer be
 * decided; a decided one keeps its decision record). Audited (`admin.approval.ask`) with an outbox event
 * (`approval.requested`). Asking again with the same bytes and terms while that version is pending
 * answers it and writes nothing, so a resent form adds no version.
 *
 * @throws {@link ActionError} 400 naming what is wrong with the customer, subject or terms.
 * @example
 * await askForApproval(handle, store, admin, { customer: 'Northwind Drilling', subject: 'quote',
 *   requestNumber: 'RQ-2026-0001', amount: '12500.00', currency: 'NOK', validUntil: '2026-12-31' },
 *   { path, name: 'Quote 118.pdf', contentType: 'application/pdf' }, new Date(), 'Europe/Oslo');
 * // { number: 'AP-2026-0001', version: 1, supersedes: null, changed: true, ... }
 */
export async function askForApproval(
  handle: DatabaseHandle,
  store: DocumentStore,
  asker: Asker,
  ask: ApprovalAsk,
  document: ApprovalDocument,
  now: Date,
  timeZone: string,
): Promise<AskedApproval> {
  const customer = await customerNamed(handle, ask.customer);
  const subject = await resolveApprovalSubject(handle, customer, ask);
  const terms = subject.subject === 'quote' ? readQuoteTerms(ask, calendarDay(now, timeZone)) : null;
  const title = terms
    ? `${subject.title}: ${terms.amount} ${terms.currency}, valid until ${formatDate(terms.validUntil)}`
    : subject.title;
  const sha256 = await fileSha256(document.path);
  const { size } = await stat(document.path);
  const id = randomUUID();
  const fileKey = `approvals/${id}.${extensionOf(document.name)}`;
  await store.putFile(fileKey, document.path);
  let kept = false;
  try {
    const answer = await handle.db.transaction().execute(async (trx) => {
      const inTransaction = { ...handle, db: trx };
      await takeOutboxLock(inTransaction);
      const previous = await trx
        .selectFrom('approvals')
        .selectAll()
        .where('Customer', '=', customer)
        .where('subject', '=', subject.subject)
        .where(
          subject.requestId ? 'request_id' : 'subject_ref',
          '=',
          subject.requestId ?? subject.subjectRef ?? '',
        )
        .orderBy('version', 'desc')
        .executeTakeFirst();
      if (previous?.status === 'pending' && previous.sha256 === sha256 && sameTerms(previous, terms)) {
        const before = previous.supersedes_id
          ? await trx
              .selectFrom('approvals')
              .select('number')
              .where('id', '=', previous.supersedes_id)
              .executeTakeFirst()
          : undefined;
        return {
          number: previous.number,
          customer,
          version: Number(previous.version),
          supersedes: before?.number ?? null,
          sha256,
          changed: false,
        };
      }
      const number = await nextNumber(
        inTransaction,
        'approvals',
        `AP-${calendarDay(now, timeZone).slice(0, 4)}-`,
      );
      const version = previous ? Number(previous.version) + 1 : 1;
      if (previous && previous.status !== 'superseded') {
        const marked = await trx
          .updateTable('approvals')
          .set({ status: 'superseded' })
          .where('id', '=', previous.id)
          .where('status', '=', previous.status)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1)
          throw new ActionError(409, `${previous.number} changed while this was asked: ask again`);
      }
      const askedAt = now.toISOString();
      await trx
        .insertInto('approvals')
        .values({
          id,
          number,
          Customer: customer,
          subject: subject.subject,
          request_id: subject.requestId,
          subject_ref: subject.subjectRef,
          title,
          amount: terms?.amount ?? null,
          currency: terms?.currency ?? null,
          valid_until: terms?.validUntil ?? null,
          version,
          supersedes_id: previous?.id ?? null,
          file_key: fileKey,
          file_name: document.name,
          content_type: document.contentType,
          size,
          sha256,
          status: 'pending',
          asked_by: asker.userId,
          asked_at: askedAt,
          decided_by: null,
          decided_name: null,
          decided_email: null,
          decided_at: null,
          decided_at_local: null,
          decision_comment: null,
        })
        .execute();
      const supersedes = previous?.number ?? null;
      await writeAudit(
        inTransaction,
        {
          action: 'admin.approval.ask',
          actorUserId: asker.userId,
          customer,
          details: { number, title, version, supersedes, sha256 },
        },
        now,
      );
      await appendOutboxEvent(
        inTransaction,
        {
          type: 'approval.requested',
          customer,
          subject: number,
          payload: {
            number,
            subject: subject.subject,
            requestNumber: subject.requestNumber,
            subjectRef: subject.subjectRef,
            title,
            amount: terms?.amount ?? null,
            currency: terms?.currency ?? null,
            validUntil: terms?.validUntil ?? null,
            version,
            supersedes,
            sha256,
            fileName: document.name,
            askedAt,
          },
        },
        now,
      );
      return { number, customer, version, supersedes, sha256, changed: true };
    });
    kept = answer.changed;
    return answer;
  } finally {
    if (!kept) await store.delete(fileKey);
  }
}
