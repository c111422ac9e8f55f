import type { BodyThresholds } from '@rigready/core';
import type { Kysely } from 'kysely';
import type { ContractTableName } from '../db/contract-tables.server.js';
import type {
  Database,
  NotificationEventsTable,
  NotificationKindName,
  RecordChangesTable,
} from '../db/schema.server.js';
import { eventRecord } from './event-record.server.js';
import { jointDowngrades } from './joint-downgrades.server.js';

type Change = Pick<
  RecordChangesTable,
  'entity' | 'customer' | 'record_key' | 'field' | 'kind' | 'asset' | 'old_value' | 'new_value'
>;

/** The changes of one record (entity, customer, key) in one run. */
interface RecordChanges {
  entity: string;
  customer: string;
  key: string[];
  asset: string | null;
  added: boolean;
  fields: Map<string, { old: string | null; new: string | null }>;
}

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';
const isYes = (value: string | null | undefined) => value === 'Yes';
const CLOSED = /^closed$/i;

function byRecord(changes: readonly Change[]): RecordChanges[] {
  const records = new Map<string, RecordChanges>();
  for (const change of changes) {
    const id = JSON.stringify([change.entity, change.customer, change.record_key]);
    let record = records.get(id);
    if (!record) {
      const key: unknown = JSON.parse(change.record_key);
      record = {
        entity: change.entity,
        customer: change.customer,
        key: Array.isArray(key) ? key.map(String) : [String(key)],
        asset: change.asset,
        added: false,
        fields: new Map(),
      };
      records.set(id, record);
    }
    if (change.kind === 'added') record.added = true;
    if (change.kind === 'changed')
      record.fields.set(change.field, { old: change.old_value, new: change.new_value });
  }
  return [...records.values()];
}

/** Records of one entity that name one thing: an order, a ticket, a receipt; `count` records of it. */
interface RecordGroup {
  customer: string;
  asset: string | null;
  first: string;
  count: number;
}

/** Records of one entity, grouped by (customer, asset, first key column): an order, a ticket, a receipt. */
function groups(
  records: readonly RecordChanges[],
  entity: string,
  which: (record: RecordChanges) => boolean,
) {
  const found = new Map<string, RecordGroup>();
  for (const record of records) {
    if (record.entity !== entity || !which(record)) continue;
    const first = record.key[0] ?? '';
    const id = JSON.stringify([record.customer, record.asset, first]);
    const group = found.get(id) ?? { customer: record.customer, asset: record.asset, first, count: 0 };
    group.count += 1;
    found.set(id, group);
  }
  return [...found.values()];
}

function becameCompleted(record: RecordChanges): boolean {
  const completed = record.fields.get('Completed');
  const jobDate = record.fields.get('Job_Completed_Date');
  return (
    record.added ||
    (completed !== undefined && isYes(completed.new) && !isYes(completed.old)) ||
    (jobDate !== undefined && !blank(jobDate.new) && blank(jobDate.old))
  );
}

function becameClosed(record: RecordChanges): boolean {
  const status = record.fields.get('Status');
  const closed = record.fields.get('Date_Closed');
  return (
    (status !== undefined &&
      CLOSED.test(status.new?.trim() ?? '') &&
      !CLOSED.test(status.old?.trim() ?? '')) ||
    (closed !== undefined && !blank(closed.new) && blank(closed.old))
  );
}

/** Orders whose every row is completed now (Completed = Yes, or for tubular orders a job completion date). */
async function completedOrders(
  db: Kysely<Database>,
  table: 'orders' | 'bha_orders',
  customer: string,
  orderNo: string,
): Promise<boolean> {
  const rows =
    table === 'orders'
      ? await db
          .selectFrom('orders')
          .select(['Completed', 'Job_Completed_Date'])
          .where('Customer', '=', customer)
          .where('Order_No', '=', orderNo)
          .execute()
      : await db
          .selectFrom('bha_orders')
          .select(['Completed', (eb) => eb.val<string | null>(null).as('Job_Completed_Date')])
          .where('Customer', '=', customer)
          .where('Order_No', '=', orderNo)
          .execute();
  return (
    rows.length > 0 &&
    rows.every(
      (row) => isYes(row.Completed as string | null) || !blank(row.Job_Completed_Date as string | null),
    )
  );
}

/** How many rows a report table holds now for each order number of a customer. */
async function rowsPerOrder(
  db: Kysely<Database>,
  table: 'tallies' | 'chiksan',
  customer: string,
  orderNos: readonly string[],
): Promise<Map<string, number>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['Order_No', (eb) => eb.fn.countAll<number | string>().as('rows')])
    .where('Customer', '=', customer)
    .where('Order_No', 'in', [...orderNos])
    .groupBy('Order_No')
    .execute();
  return new Map(rows.map((row) => [String(row.Order_No), Number(row.rows)]));
}

const ORDER_TABLES = [
  ['orders', '/completedorders'],
  ['bha_orders', '/completedorders'],
] as const;
const REPORT_TABLES = [
  [
    'tallies',
    'Inspection report for order',
    (order: string) => `/inspection-view/${encodeURIComponent(order)}`,
  ],
  ['chiksan', 'Chiksan inspection report for order', () => '/chiksan'],
] as const;
const TICKET_TABLES: readonly ContractTableName[] = ['deliveries', 'bha_deliveries'];

/**
 * The events one import run set off, read from its record_changes: orders whose last item was completed,
 * delivery tickets issued, goods received, NCRs opened or closed, new inspection reports (tallies or
 * chiksan rows for an order that had none, BHA reports), joints whose class an added or corrected
 * inspection lowered (by the provider's wall thresholds). Reads the contract tables as they are after the
 * run, so call it in the run's wake, before the next run (the job derives runs in order).
 *
 * @example
 * const events = await runEvents(db, run.id, run.finished_at, env.jointClass.thresholds);
 */
export async function runEvents(
  db: Kysely<Database>,
  runId: string,
  at: string,
  thresholds: BodyThresholds,
): Promise<NotificationEventsTable[]> {
  const changes = await db
    .selectFrom('record_changes')
    .select(['entity', 'customer', 'record_key', 'field', 'kind', 'asset', 'old_value', 'new_value'])
    .where('run_id', '=', runId)
    .execute();
  const records = byRecord(changes);
  const events: NotificationEventsTable[] = [];
  // An event is one group of records: its customer, asset and first key column name it.
  const event = (
    kind: NotificationKindName,
    entity: string,
    group: RecordGroup,
    title: string,
    link: string,
  ) =>
    events.push(
      eventRecord(
        { kind, customer: group.customer, entity, asset: group.asset, key: [group.first] },
        title,
        link,
        runId,
        at,
      ),
    );

  for (const [table, link] of ORDER_TABLES) {
    for (const group of groups(records, table, becameCompleted)) {
      if (!(await completedOrders(db, table, group.customer, group.first))) continue;
      event('order-completed', table, group, `Order ${group.first} completed`, link);
    }
  }
  for (const table of TICKET_TABLES) {
    for (const group of groups(records, table, (record) => record.added)) {
      event('delivery-issued', table, group, `Delivery ticket ${group.first} issued`, '/delivery');
    }
  }
  for (const group of groups(records, 'received', (record) => record.added)) {
    const items = group.count === 1 ? '1 item' : `${group.count} items`;
    event('goods-received', 'received', group, `Goods received under ${group.first} (${items})`, '/received');
  }
  for (const group of groups(records, 'ncr', (record) => record.added)) {
    event('ncr-opened', 'ncr', group, `NCR ${group.first} opened`, '/NCR');
  }
  for (const group of groups(records, 'ncr', (record) => !record.added && becameClosed(record))) {
    event('ncr-closed', 'ncr', group, `NCR ${group.first} closed`, '/NCR');
  }
  for (const [table, title, link] of REPORT_TABLES) {
    for (const group of groups(records, table, (record) => record.added)) {
      const now = await rowsPerOrder(db, table, group.customer, [group.first]);
      // Rows added to a report that existed before the run are not a new report.
      if ((now.get(group.first) ?? 0) > group.count) continue;
      event('inspection-report', table, group, `${title} ${group.first}`, link(group.first));
    }
  }
  for (const group of groups(records, 'bha_reports', (record) => record.added)) {
    event(
      'inspection-report',
      'bha_reports',
      group,
      `BHA inspection report ${group.first}`,
      '/inspectionBHA',
    );
  }
  const tallies = records.filter(
    (record) => record.entity === 'tallies' && (record.added || record.fields.size > 0),
  );
  events.push(...(await jointDowngrades(db, tallies, thresholds, runId, at)));
  return events;
}
