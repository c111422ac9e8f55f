import { randomUUID } from 'node:crypto';
import { calendarDay } from '@rigready/core';
import { assetChoices } from '../../access/asset-choices.server.js';
import type { Identity } from '../../access/identity.server.js';
import { writeAudit } from '../../audit/audit-log.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import { appendOutboxEvent, takeOutboxLock } from '../../outbox/append-outbox-event.server.js';
import { createScopedDb } from '../../scoping/scoped-db.server.js';
import { ActionError } from '../action-error.server.js';
import { nextNumber } from '../next-number.server.js';
import { type RawRequestInput, type RequestDraft, readRequestInput } from './request-input.server.js';
import { type RequestItem, requestItems } from './request-items.server.js';
import { requestRefusal } from './request-refusal.server.js';

/** What {@link createRequest} answers: the request's number, and false for a repeat of a submitted form. */
export interface CreatedRequest {
  number: string;
  created: boolean;
}

async function existing(handle: DatabaseHandle, userId: string, clientKey: string) {
  return handle.db
    .selectFrom('requests')
    .select('number')
    .where('created_by', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

function outboxPayload(
  identity: Identity,
  number: string,
  customer: string,
  draft: RequestDraft,
  items: readonly RequestItem[],
  createdAt: string,
) {
  return {
    number,
    customer,
    kind: draft.kind,
    status: 'submitted',
    pipeType: draft.itemKind === 'joint' ? 'Tubular' : 'BHA',
    asset: draft.asset,
    neededBy: draft.neededBy,
    destination: draft.destination,
    contact: draft.contact,
    inspectionSpec: draft.inspectionSpec,
    notes: draft.notes,
    createdAt,
    createdBy: { name: identity.user.name, email: identity.user.email },
    items: items.map((item) => ({ ...item })),
  };
}

/**
 * Makes a request as a customer's own user who may request (see `permissionsOf`): checks its fields
 * ({@link readRequestInput}), finds its joints or tools in the user's scope across every asset the user
 * may see ({@link requestItems}), then in one transaction, after the outbox lock, numbers it
 * `RQ-<year>-<nnnn>` (the provider's calendar year), writes it, its items and its first history row
 * (submitted), audits `request.created` and appends `request.created` to the outbox. The same form
 * submitted again, one after the other or at once, answers the request it made and writes nothing more.
 *
 * @throws {@link ActionError} 403 for an admin, a guest or a user without the request permission, 400 for
 * a wrong field or a serial that is not the user's.
 * @example
 * await createRequest(handle, identity, { kind: 'recut', itemKind: 'joint', serials: ['NW-0001'], clientKey },
 *   { now: new Date(), timeZone: 'Europe/Oslo' }); // { number: 'RQ-2026-0001', created: true }
 */
export async function createRequest(
  handle: DatabaseHandle,
  identity: Identity,
  raw: RawRequestInput,
  clock: { now: Date; timeZone: string },
): Promise<CreatedRequest> {
  const refusal = await requestRefusal(handle, identity);
  if (refusal !== null) throw new ActionError(403, refusal);
  const customer = identity.user.customer as string;
  const today = calendarDay(clock.now, clock.timeZone);
  const draft = readRequestInput(raw, {
    today,
    assets: assetChoices(identity.user, identity.customer, false).assets,
  });
  const repeat = await existing(handle, identity.user.id, draft.clientKey);
  if (repeat) return { number: repeat.number, created: false };
  const fleet = createScopedDb(handle, { ...identity.actor, selection: { kind: 'fleet' } });
  const items = await requestItems(fleet, draft.itemKind, draft.serials);
  const at = clock.now.toISOString();
  return handle.db.transaction().execute(async (trx) => {
    const inTransaction = { ...handle, db: trx };
    await takeOutboxLock(inTransaction);
    const raced = await existing(inTransaction, identity.user.id, draft.clientKey);
    if (raced) return { number: raced.number, created: false };
    const number = await nextNumber(inTransaction, 'requests', `RQ-${today.slice(0, 4)}-`);
    const id = randomUUID();
    await trx
      .insertInto('requests')
      .values({
        id,
        number,
        Customer: customer,
        kind: draft.kind,
        status: 'submitted',
        pipe_type: draft.itemKind === 'joint' ? 'Tubular' : 'BHA',
        asset: draft.asset,
        needed_by: draft.neededBy,
        destination: draft.destination,
        contact: draft.contact,
        inspection_spec: draft.inspectionSpec,
        notes: draft.notes,
        decline_reason: null,
        created_by: identity.user.id,
        created_at: at,
        updated_at: at,
        client_key: draft.clientKey,
      })
      .execute();
    await trx
      .insertInto('request_items')
      .values(
        items.map((item, position) => ({
          request_id: id,
          position,
          kind: item.kind,
          serial: item.serial,
          item_no: item.itemNo,
          asset: item.asset,
        })),
      )
      .execute();
    await trx
      .insertInto('request_events')
      .values({
        id: randomUUID(),
        request_id: id,
        at,
        from_status: null,
        to_status: 'submitted',
        comment: null,
        actor_user_id: identity.user.id,
        actor_key: null,
      })
      .execute();
    await writeAudit(
      inTransaction,
      {
        action: 'request.created',
        actorUserId: identity.user.id,
        customer,
        details: { number, kind: draft.kind, items: items.length },
      },
      clock.now,
    );
    await appendOutboxEvent(
      inTransaction,
      {
        type: 'request.created',
        customer,
        subject: number,
        payload: outboxPayload(identity, number, customer, draft, items, at),
      },
      clock.now,
    );
    return { number, created: true };
  });
}
