import type { Kysely } from 'kysely';
import type { Database, NotificationEventsTable } from '../db/schema.server.js';
import type { OutboxEvent } from '../outbox/read-outbox.server.js';
import { eventRecord } from './event-record.server.js';

/** A notification of a customer action, with what decides who hears of it besides the usual rules. */
export interface ActionEvent {
  event: NotificationEventsTable;
  /** The assets of the request's joints and tools (null for one without): a listener reaches every one. */
  assets: (string | null)[];
  /** Told only to the users who may approve: they are the ones who can answer it. */
  approversOnly: boolean;
}

/** The statuses a customer is told of, and the kind of each. */
const STATUS_KINDS = {
  acknowledged: 'request-acknowledged',
  declined: 'request-declined',
  done: 'request-done',
} as const;

const isToldStatus = (status: unknown): status is keyof typeof STATUS_KINDS =>
  typeof status === 'string' && Object.hasOwn(STATUS_KINDS, status);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The distinct assets of a request's joints and tools, or null when there is no such request. */
async function requestAssets(db: Kysely<Database>, number: string): Promise<(string | null)[] | null> {
  const request = await db
    .selectFrom('requests')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirst();
  if (!request) return null;
  const items = await db
    .selectFrom('request_items')
    .select('asset')
    .where('request_id', '=', request.id)
    .orderBy('position')
    .execute();
  return [...new Set(items.map((item) => item.asset))];
}

/** The one asset a request's joints and tools share, else null (the event is then customer-wide). */
const sharedAsset = (assets: readonly (string | null)[]) =>
  assets.length === 1 ? (assets[0] ?? null) : null;

function statusEvent(outbox: OutboxEvent, assets: (string | null)[]): ActionEvent | null {
  const { to, comment } = outbox.data;
  if (!isToldStatus(to)) return null;
  const number = outbox.subject;
  const reason = text(comment);
  const title =
    to === 'declined'
      ? `Request ${number} declined${reason ? `: ${reason}` : ''}`
      : `Request ${number} ${to}`;
  const identity = {
    kind: STATUS_KINDS[to],
    customer: outbox.customer,
    entity: 'requests',
    asset: sharedAsset(assets),
    key: [number],
  };
  return {
    event: eventRecord(identity, title, `/requests/${number}`, null, outbox.occurredAt),
    assets,
    approversOnly: false,
  };
}

function approvalEvent(outbox: OutboxEvent, assets: (string | null)[]): ActionEvent {
  const number = outbox.subject;
  const quote = outbox.data.subject === 'quote';
  // The approval's title says what it is of, and a quote's its price and validity.
  const title = text(outbox.data.title);
  const line = quote ? `${title} (${number})` : `Approval asked: ${title} (${number})`;
  const identity = {
    kind: quote ? 'quote-posted' : 'approval-asked',
    customer: outbox.customer,
    entity: 'approvals',
    asset: sharedAsset(assets),
    key: [number],
  } as const;
  return {
    event: eventRecord(identity, line, `/approvals/${number}`, null, outbox.occurredAt),
    assets,
    approversOnly: true,
  };
}

/**
 * The notifications of a page of outbox events: a request acknowledged, declined (with its reason) or done
 * tells its customer ('Request RQ-2026-0001 acknowledged', linking /requests/RQ-2026-0001); an approval
 * asked tells the customer's approvers, as a quote posted when it is a request's quote ('Quote for request
 * RQ-2026-0001 (2 joints): 12500.00 NOK, valid until 31.12.2026 (AP-2026-0001)'), else as an approval asked
 * ('Approval asked: Pre-invoice of order 41038 (AP-2026-0002)'), linking /approvals/<number>. Other events (a request made, put in progress; decisions; counts recorded)
 * tell no one: the customer made them. Each event's id is deterministic, so deriving the page again adds nothing.
 *
 * @example
 * const events = await actionEvents(handle.db, (await readOutbox(handle, { after: 0, limit: 500 })).events);
 */
export async function actionEvents(
  db: Kysely<Database>,
  outbox: readonly OutboxEvent[],
): Promise<ActionEvent[]> {
  const events: ActionEvent[] = [];
  for (const entry of outbox) {
    if (entry.type === 'request.status-changed') {
      const assets = await requestAssets(db, entry.subject);
      const event = assets ? statusEvent(entry, assets) : null;
      if (event) events.push(event);
    } else if (entry.type === 'approval.requested') {
      const requestNumber = text(entry.data.requestNumber);
      const assets = requestNumber ? await requestAssets(db, requestNumber) : [];
      if (assets) events.push(approvalEvent(entry, assets));
    }
  }
  return events;
}
