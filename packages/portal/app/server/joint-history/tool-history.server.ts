import type { ScopedDb } from '../scoping/scoped-db.server.js';
import { serialReports } from '../serial-history/serial-history.server.js';
import { changeEvents, type PlaceFields, recordChanges } from './change-events.server.js';
import { type HistoryKept, historyCutNote } from './history-cut.server.js';
import { knownFacts, markReturns, sortTimeline, type TimelineEvent } from './timeline.server.js';

/** A BHA tool as it is now. */
export interface ToolState {
  serial: string;
  alternativeSerial: string | null;
  materialNumber: string | null;
  description: string | null;
  equipmentType: string | null;
  connectionBox: string | null;
  connectionPin: string | null;
  asset: string | null;
  rig: string | null;
  site: string | null;
  location: string | null;
  rack: string | null;
  slot: string | null;
  lastInspection: string | null;
  orderNo: string | null;
  dtNo: string | null;
}

/** A tool's page: its present state and its life in date order. */
export interface ToolHistory {
  /** Whose joint it is. */
  customer: string;
  /**
   * The other customers that have a tool of this serial number: only an admin who views as no customer
   * sees more than one, and picks one with `customer`.
   */
  otherCustomers: string[];
  tool: ToolState;
  events: TimelineEvent[];
  /** Said where the events start when the oldest recorded changes may be gone (see {@link historyCutNote}). */
  historyNote: string | null;
}

/** Where a tool lies, as its record_changes name the fields. */
export const TOOL_PLACE: PlaceFields = {
  place: ['Site', 'Rack', 'Slot'],
  location: 'Current_Location',
  slotWord: 'slot',
};

const present = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value !== '')),
];

async function readTool(scoped: ScopedDb, serial: string, customer: string | null) {
  const tools = await scoped
    .selectFrom('bha_items')
    .selectAll()
    .where('Serial_No', '=', serial)
    .orderBy('Customer')
    .execute();
  const tool = tools.find((row) => row.Customer === customer) ?? tools[0];
  if (!tool) return null;
  const owner = tool.Customer;
  const [reports, changes] = await Promise.all([
    serialReports(scoped, serial, owner),
    recordChanges(scoped, owner, 'bha_items', [serial]),
  ]);
  const named = (field: string, now: string | null) =>
    present([now, ...changes.filter((c) => c.field === field).flatMap((c) => [c.oldValue, c.newValue])]);
  const orderNos = present([
    ...named('Order_No', tool.Order_No),
    ...reports.map((report) => report.Order_No),
  ]);
  const dtNos = named('DT_No', tool.DT_No);
  const [orders, deliveries] = await Promise.all([
    orderNos.length === 0
      ? []
      : scoped
          .selectFrom('bha_orders')
          .selectAll()
          .where('Customer', '=', owner)
          .where('Order_No', 'in', orderNos)
          .execute(),
    dtNos.length === 0
      ? []
      : scoped
          .selectFrom('bha_deliveries')
          .selectAll()
          .where('Customer', '=', owner)
          .where('DT_No', 'in', dtNos)
          .execute(),
  ]);
  const others = tools.filter((row) => row !== tool).map((row) => row.Customer);
  return { tool, others, reports, changes, orders, deliveries };
}

type Read = NonNullable<Awaited<ReturnType<typeof readTool>>>;

function otherEvents({ tool, reports, orders, deliveries }: Read): TimelineEvent[] {
  const receipts = orders.flatMap((order) =>
    order.Return_Date === null
      ? []
      : [
          {
            date: order.Return_Date,
            kind: 'received' as const,
            title: order.Returned_From ? `Received from ${order.Returned_From}` : 'Received',
            facts: knownFacts([
              ['Order', order.Order_No],
              ['Receive No', order.Receive_No],
              ['PO', order.PO],
            ]),
            action: null,
          },
        ],
  );
  const inspections = reports.flatMap((report) =>
    report.Inspection_Date === null
      ? []
      : [
          {
            date: report.Inspection_Date,
            kind: 'inspected' as const,
            title: `${report.report_type} report${report.Result ? `: ${report.Result}` : ''}`,
            facts: knownFacts([
              ['Order', report.Order_No],
              ['Spec', report.Spec],
              ['Connection 1', report.Conn1],
              ['Connection 2', report.Conn2],
            ]),
            action: {
              kind: 'report' as const,
              type: report.report_type,
              reportId: report.Report_ID,
              serialNo: tool.Serial_No,
            },
          },
        ],
  );
  const shipments = deliveries.flatMap((delivery) =>
    delivery.Date === null
      ? []
      : [
          {
            date: delivery.Date,
            kind: 'shipped' as const,
            title: delivery.Rig ? `Shipped to ${delivery.Rig}` : 'Shipped',
            facts: knownFacts([
              ['Delivery ticket', delivery.DT_No],
              ['Receiver', delivery.Receiver],
            ]),
            action: null,
          },
        ],
  );
  return [...receipts, ...inspections, ...shipments];
}

function toolState({ tool }: Read): ToolState {
  return {
    serial: tool.Serial_No,
    alternativeSerial: tool.Serial_No_Alt,
    materialNumber: tool.Material_Number,
    description: tool.Description,
    equipmentType: tool.Equipment_Type,
    connectionBox: tool.Connection_Box,
    connectionPin: tool.Connection_Pin,
    asset: tool.Asset,
    rig: tool.Rig,
    site: tool.Site,
    location: tool.Current_Location,
    rack: tool.Rack,
    slot: tool.Slot,
    lastInspection: tool.Last_Inspection_Date,
    orderNo: tool.Order_No,
    dtNo: tool.DT_No,
  };
}

/**
 * The page of one BHA tool of the actor: its present state, and in date order its receipts (its BHA
 * orders' Return_Date), its BHA reports (the serial history's rows, each opening its PDF), the moves,
 * location and other changes imports recorded (dated by their run's day in `timeZone`) and its shipments
 * (BHA delivery tickets). Null when the actor cannot see the tool; `customer` picks one customer's tool
 * and `kept` as for {@link jointHistory}.
 *
 * @example
 * const history = await toolHistory(scoped, 'NW-BHA1', 'Europe/Oslo');
 * history?.events.map((event) => event.kind); // ['received', 'inspected']
 */
export async function toolHistory(
  scoped: ScopedDb,
  serial: string,
  timeZone: string,
  customer: string | null = null,
  kept: HistoryKept | null = null,
): Promise<ToolHistory | null> {
  const read = await readTool(scoped, serial, customer);
  if (!read) return null;
  const { tool } = read;
  const now = { Site: tool.Site, Rack: tool.Rack, Slot: tool.Slot, Current_Location: tool.Current_Location };
  const events = sortTimeline([
    ...otherEvents(read),
    ...changeEvents(read.changes, now, TOOL_PLACE, timeZone),
  ]);
  return {
    customer: tool.Customer,
    otherCustomers: read.others,
    tool: toolState(read),
    events: markReturns(events),
    historyNote: historyCutNote(read.changes, kept),
  };
}
