import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { findScopedJoint } from '../scoping/scoped-joint.server.js';
import { changeEvents, type PlaceFields, recordChanges } from './change-events.server.js';
import { type HistoryKept, historyCutNote } from './history-cut.server.js';
import { knownFacts, markReturns, sortTimeline, type TimelineEvent } from './timeline.server.js';

/** A tubular joint as it is now: its item and where it lies, what it was last inspected and shipped on. */
export interface JointState {
  serial: string;
  itemNo: string | null;
  equipment: string | null;
  description: string | null;
  size: string | null;
  grade: string | null;
  connection: string | null;
  weight: string | null;
  asset: string | null;
  site: string | null;
  location: string | null;
  rack: string | null;
  position: number | null;
  string: string | null;
  length: number | null;
  lastInspection: string | null;
  orderNo: string | null;
  dtNo: string | null;
  shippedDate: string | null;
}

/** A joint's page: its present state and its life in date order. */
export interface JointHistory {
  /** Whose joint it is. */
  customer: string;
  /**
   * The other customers that have a joint of this serial number: only an admin who views as no customer
   * sees more than one, and picks one with `customer`.
   */
  otherCustomers: string[];
  joint: JointState;
  events: TimelineEvent[];
  /** Said where the events start when the oldest recorded changes may be gone (see {@link historyCutNote}). */
  historyNote: string | null;
}

/** Where a joint lies, as its record_changes name the fields. */
export const SERIAL_PLACE: PlaceFields = {
  place: ['Site', 'Rack_Position', 'Position'],
  location: 'Current_Location',
  slotWord: 'position',
};

const present = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value !== '')),
];

/** Every value a field of the joint had: now, and before and after each recorded change. */
function everyValue(now: string | null, changes: Awaited<ReturnType<typeof recordChanges>>, field: string) {
  return present([now, ...changes.filter((c) => c.field === field).flatMap((c) => [c.oldValue, c.newValue])]);
}

async function readJoint(scoped: ScopedDb, serial: string, customer: string | null) {
  const found = await findScopedJoint(scoped, serial, customer);
  if (!found) return null;
  const { joint, item, others } = found;
  const owner = joint.Customer;
  const [tallies, changes] = await Promise.all([
    scoped
      .selectFrom('tallies')
      .selectAll()
      .where('Customer', '=', owner)
      .where('Serial_Number', '=', serial)
      .orderBy('Inspection_Date')
      .execute(),
    recordChanges(scoped, owner, 'serials', [serial]),
  ]);
  const items = present([joint.Item_No, ...tallies.map((tally) => tally.Item_No)]);
  const orderNos = present([
    ...everyValue(joint.Order_No, changes, 'Order_No'),
    ...tallies.map((tally) => tally.Order_No),
  ]);
  const dtNos = everyValue(joint.DT_No, changes, 'DT_No');
  const [orders, deliveries] = await Promise.all([
    orderNos.length === 0 || items.length === 0
      ? []
      : scoped
          .selectFrom('orders')
          .selectAll()
          .where('Customer', '=', owner)
          .where('Order_No', 'in', orderNos)
          .where('Item_No', 'in', items)
          .execute(),
    dtNos.length === 0 || items.length === 0
      ? []
      : scoped
          .selectFrom('deliveries')
          .selectAll()
          .where('Customer', '=', owner)
          .where('DT_No', 'in', dtNos)
          .where('Item_No', 'in', items)
          .execute(),
  ]);
  const receiveNos = present(orders.map((order) => order.Receive_No));
  const received =
    receiveNos.length === 0
      ? []
      : await scoped
          .selectFrom('received')
          .selectAll()
          .where('Customer', '=', owner)
          .where('Receive_No', 'in', receiveNos)
          .where('Item_No', 'in', items)
          .execute();
  return { joint, others, item, tallies, changes, orders, deliveries, received };
}

type Read = NonNullable<Awaited<ReturnType<typeof readJoint>>>;

function receiptEvents({ orders, received }: Read): TimelineEvent[] {
  return orders.flatMap((order) => {
    const receipt = received.find(
      (row) => row.Receive_No === order.Receive_No && row.Item_No === order.Item_No,
    );
    const date = order.Return_Date ?? receipt?.Returned_Date ?? null;
    if (date === null) return [];
    const from = order.Returned_From ?? receipt?.Returned_From ?? null;
    return [
      {
        date,
        kind: 'received' as const,
        title: from ? `Received from ${from}` : 'Received',
        facts: knownFacts([
          ['Order', order.Order_No],
          ['Receive No', order.Receive_No],
          ['Scope of work', order.Scope_Of_Work],
          ['Received at', receipt?.Location],
        ]),
        action: null,
      },
    ];
  });
}

function inspectionEvents({ tallies, orders }: Read): TimelineEvent[] {
  return tallies.flatMap((tally) => {
    const order = orders.find((line) => line.Order_No === tally.Order_No && line.Item_No === tally.Item_No);
    const date = tally.Inspection_Date ?? order?.Inspection_Completed_DATE ?? null;
    if (date === null) return [];
    return [
      {
        date,
        kind: 'inspected' as const,
        title: tally.Pipe_Status ? `Inspected: ${tally.Pipe_Status}` : 'Inspected',
        facts: knownFacts([
          ['Order', tally.Order_No],
          ['IPC', tally.IPC],
          ['Wall', tally.Wall === null ? null : `${tally.Wall} %`],
          ['Tong space pin', tally.TS_Pin === null ? null : `${tally.TS_Pin} in`],
          ['Tong space box', tally.TS_Box === null ? null : `${tally.TS_Box} in`],
          ['OD box', tally.OD_Box === null ? null : `${tally.OD_Box} in`],
          ['Tube', tally.TU_Tube],
          ['Tool joint', tally.TJ_Tooljoint],
          ['Machining pin', tally.Machining_Pin],
          ['Machining box', tally.Machining_Box],
          ['Hardbanding box', tally.Hardbanding_Box],
        ]),
        // The inspection screen opens only an order line the actor sees; no link where it would answer 404.
        action:
          order && tally.Item_No
            ? {
                kind: 'page' as const,
                href: `/inspection-view/${encodeURIComponent(tally.Order_No)}?item=${encodeURIComponent(tally.Item_No)}`,
                label: `Inspection of order ${tally.Order_No}`,
              }
            : null,
      },
    ];
  });
}

function shippingEvents({ joint, deliveries }: Read): TimelineEvent[] {
  const events: TimelineEvent[] = deliveries.flatMap((delivery) => {
    const date = delivery.Date ?? (delivery.DT_No === joint.DT_No ? joint.Shipped_Date : null);
    if (date === null) return [];
    const to = delivery.Sent_To ?? delivery.Rig;
    return [
      {
        date,
        kind: 'shipped' as const,
        title: to ? `Shipped to ${to}` : 'Shipped',
        facts: knownFacts([
          ['Delivery ticket', delivery.DT_No],
          ['Rig', delivery.Rig],
          ['Offshore', delivery.Offshore ? 'Yes' : null],
          ['Returned', delivery.Returned ? 'Yes' : null],
        ]),
        action: null,
      },
    ];
  });
  const ticketed = deliveries.some((delivery) => delivery.DT_No === joint.DT_No);
  if (!ticketed && joint.Shipped_Date)
    events.push({
      date: joint.Shipped_Date,
      kind: 'shipped',
      title: 'Shipped',
      facts: knownFacts([['Delivery ticket', joint.DT_No]]),
      action: null,
    });
  return events;
}

function jointState({ joint, item }: Read): JointState {
  return {
    serial: joint.Serial_Number,
    itemNo: joint.Item_No,
    equipment: item?.Equipment ?? null,
    description: item?.Description ?? joint.Description ?? null,
    size: item?.Tube_OD ?? null,
    grade: item?.Grade ?? null,
    connection: item?.Connection ?? null,
    weight: item?.Weight ?? null,
    asset: joint.Asset,
    site: joint.Site,
    location: joint.Current_Location,
    rack: joint.Rack_Position,
    position: joint.Position,
    string: joint.String_Number,
    length: joint.KWP_Length,
    lastInspection: joint.Date_Inspected,
    orderNo: joint.Order_No,
    dtNo: joint.DT_No,
    shippedDate: joint.Shipped_Date,
  };
}

/**
 * The page of one tubular joint of the actor ("cradle to grave"): its present state, and in date order
 * its receipts (order lines' Return_Date with their Receive_No, returns from a rig after a shipment), each
 * inspection's tally results with a link to the inspection screen, the moves, location and other changes
 * imports recorded (dated by their run's day in `timeZone`) and its shipments. Orders and delivery tickets
 * are the joint's present ones, those of its tallies and every one its recorded changes name. Null when the
 * actor cannot see the joint: another customer's, an excluded asset's and an unknown serial are alike.
 * Where the actor sees several customers' joints of the serial (an admin), `customer` picks one, else the
 * first by name; every row read is that customer's. With `kept` (the change history kept for some months),
 * `historyNote` says when the joint's oldest changes may be gone.
 *
 * @example
 * const history = await jointHistory(scoped, 'NW-0001', 'Europe/Oslo');
 * history?.events.map((event) => event.kind); // ['received', 'inspected', 'moved', 'shipped']
 */
export async function jointHistory(
  scoped: ScopedDb,
  serial: string,
  timeZone: string,
  customer: string | null = null,
  kept: HistoryKept | null = null,
): Promise<JointHistory | null> {
  const read = await readJoint(scoped, serial, customer);
  if (!read) return null;
  const { joint } = read;
  const now = {
    Site: joint.Site,
    Rack_Position: joint.Rack_Position,
    Position: joint.Position === null ? null : String(joint.Position),
    Current_Location: joint.Current_Location,
  };
  const events = sortTimeline([
    ...receiptEvents(read),
    ...inspectionEvents(read),
    ...changeEvents(read.changes, now, SERIAL_PLACE, timeZone),
    ...shippingEvents(read),
  ]);
  return {
    customer: joint.Customer,
    otherCustomers: read.others,
    joint: jointState(read),
    events: markReturns(events),
    historyNote: historyCutNote(read.changes, kept),
  };
}
