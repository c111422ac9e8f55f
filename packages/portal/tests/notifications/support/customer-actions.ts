import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../app/server/db/database.server.js';
import { appendOutboxEvent } from '../../../app/server/outbox/append-outbox-event.server.js';

/** A request as a test writes it: its number, customer and the joints it names with their assets. */
export interface TestRequest {
  number: string;
  customer: string;
  createdBy: string;
  joints: readonly { serial: string; asset: string | null }[];
}

/**
 * Writes a submitted request with its joints and its request.created outbox event, as the request action
 * writes them, so the notification job can be tested on its own.
 *
 * @example
 * await recordRequest(handle, { number: 'RQ-2026-0001', customer: 'Northwind Drilling', createdBy: carl,
 *   joints: [{ serial: 'NW-0001', asset: 'Rig A' }] }, new Date());
 */
export async function recordRequest(handle: DatabaseHandle, request: TestRequest, now: Date): Promise<void> {
  const id = randomUUID();
  const at = now.toISOString();
  await handle.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('requests')
      .values({
        id,
        number: request.number,
        Customer: request.customer,
        kind: 'recut',
        status: 'submitted',
        pipe_type: 'Tubular',
        asset: request.joints[0]?.asset ?? null,
        needed_by: null,
        destination: null,
        contact: null,
        inspection_spec: null,
        notes: null,
        decline_reason: null,
        created_by: request.createdBy,
        created_at: at,
        updated_at: at,
        client_key: randomUUID(),
      })
      .execute();
    await trx
      .insertInto('request_items')
      .values(
        request.joints.map((joint, position) => ({
          request_id: id,
          position,
          kind: 'joint',
          serial: joint.serial,
          item_no: null,
          asset: joint.asset,
        })),
      )
      .execute();
    await appendOutboxEvent(
      { ...handle, db: trx },
      {
        type: 'request.created',
        customer: request.customer,
        subject: request.number,
        payload: { number: request.number },
      },
      now,
    );
  });
}

/** An approval asked of a customer, as its outbox event carries it. */
export interface TestApproval {
  number: string;
  customer: string;
  subject: 'quote' | 'report' | 'pre-invoice';
  requestNumber: string | null;
  title: string;
  amount: string | null;
  currency: string | null;
}

/**
 * Appends the approval.requested event of an approval asked, with the payload the approvals action writes.
 *
 * @example
 * await recordApprovalAsked(handle, { number: 'AP-2026-0001', customer, subject: 'quote',
 *   requestNumber: 'RQ-2026-0001', title: 'Quote for request RQ-2026-0001 (1 joint): 12500.00 NOK, valid until 31.12.2026',
 *   amount: '12500.00', currency: 'NOK' }, now);
 */
export async function recordApprovalAsked(
  handle: DatabaseHandle,
  approval: TestApproval,
  now: Date,
): Promise<void> {
  await handle.db.transaction().execute((trx) =>
    appendOutboxEvent(
      { ...handle, db: trx },
      {
        type: 'approval.requested',
        customer: approval.customer,
        subject: approval.number,
        payload: {
          number: approval.number,
          subject: approval.subject,
          requestNumber: approval.requestNumber,
          subjectRef: null,
          title: approval.title,
          amount: approval.amount,
          currency: approval.currency,
          validUntil: null,
          version: 1,
          supersedes: null,
          sha256: 'a'.repeat(64),
          fileName: 'quote.pdf',
          askedAt: now.toISOString(),
        },
      },
      now,
    ),
  );
}
