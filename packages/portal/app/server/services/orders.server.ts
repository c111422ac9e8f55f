import { RETURNED_PIPE_EQUIPMENT, type ReturnedPipeList } from '../../shared/returned-pipe-lists.js';
import type { BhaOrderRow, OrderLineRow } from '../db/contract-rows.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

type Priority = { value: number; name: string; color: string | null };

/** A tubular order line as /getOrderconfirm answers it (legacy names; documents become COC flags). */
export type TubularOrderAnswer = Omit<OrderLineRow, 'Customer' | 'documents' | 'Priority'> & {
  Priority: Priority | null;
  COC_Machining: string | null;
  COC_Hardbanding: string | null;
};

/** A BHA order as /getOrderconfirmBHA answers it. */
export type BhaOrderAnswer = Omit<BhaOrderRow, 'Customer' | 'documents'>;

/** One line of a returned-pipe list (/getdp, /gethw, /getdc, /getoctg), mapped per docs/data-contract.md. */
export interface ReturnedPipeAnswer {
  Order_No: string;
  Returned_From: string | null;
  Returned_Date: string | null;
  Inspection_Date: string | null;
  Ref: string | null;
  Quantity: number | null;
  Item_No: string;
  Weight: string | null;
  Grade: string | null;
  Connection: string | null;
  Spec: string | null;
  Equipment: string | null;
  String_Number: string | null;
  Asset: string | null;
}

/** One dashboard row: an ongoing order line with its priority and stage flags. */
export interface DashboardAnswer {
  Priority: Priority | null;
  Order_No: string;
  Return_Date: { value: string; name: string } | null;
  PO: string | null;
  String_No: string | null;
  Item_No: string;
  Equipment: string | null;
  QTY: number | null;
  Inspection: string | null;
  Machining: string | null;
  Hardbanding: string | null;
  DT: string | null;
}

/** One order of the item inspection history list (/getAllOrders). */
export interface OrderListAnswer {
  scope: string | null;
  spec: string | null;
  orderno: string;
  itemno: string;
  equipment: string | null;
}

function parsed<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function priorityOf(row: OrderLineRow): Priority | null {
  const priority = parsed<Priority>(row.Priority);
  return priority ? { value: priority.value, name: priority.name, color: priority.color ?? null } : null;
}

/** Narrows an order list to the orders of one customer that name one request (`Request_No`). */
export interface RequestOrders {
  customer: string;
  requestNo: string;
}

async function orderLines(scoped: ScopedDb, only?: RequestOrders): Promise<OrderLineRow[]> {
  return (await scoped
    .selectFrom('orders')
    .selectAll()
    .$if(only !== undefined, (query) =>
      query.where('Customer', '=', only?.customer ?? '').where('Request_No', '=', only?.requestNo ?? ''),
    )
    .orderBy('Return_Date', 'desc')
    .orderBy('Order_No')
    .orderBy('Item_No')
    .execute()) as OrderLineRow[];
}

/**
 * The tubular order lines in the actor's scope, newest return first; with `only`, those naming one
 * request. Lines of excluded (or unlisted) assets are left out by the scope itself, which is the spec's excluded-asset filtering. A COC link field
 * holds the document's kind when the order has that certificate, so the screen can raise its error when
 * it is missing; the document itself is served by the download route.
 *
 * @example
 * const rows = await listTubularOrders(scoped);
 * rows.filter((row) => row.Completed !== 'Yes'); // the Ongoing view
 * await listTubularOrders(scoped, { customer: 'Northwind Drilling', requestNo: 'RQ-2026-0001' }); // its orders
 */
export async function listTubularOrders(
  scoped: ScopedDb,
  only?: RequestOrders,
): Promise<TubularOrderAnswer[]> {
  return (await orderLines(scoped, only)).map((line) => {
    const { Customer: _customer, documents, ...row } = line;
    const stored = parsed<Record<string, string | null>>(documents) ?? {};
    return {
      ...row,
      Priority: priorityOf(line),
      COC_Machining: stored.coc_machining ? 'coc_machining' : null,
      COC_Hardbanding: stored.coc_hardbanding ? 'coc_hardbanding' : null,
    };
  });
}

/**
 * The BHA orders in the actor's scope, newest return first; with `only`, those naming one request.
 *
 * @example
 * const rows = await listBhaOrders(scoped);
 */
export async function listBhaOrders(scoped: ScopedDb, only?: RequestOrders): Promise<BhaOrderAnswer[]> {
  const rows = (await scoped
    .selectFrom('bha_orders')
    .selectAll()
    .$if(only !== undefined, (query) =>
      query.where('Customer', '=', only?.customer ?? '').where('Request_No', '=', only?.requestNo ?? ''),
    )
    .orderBy('Return_Date', 'desc')
    .orderBy('Order_No')
    .execute()) as BhaOrderRow[];
  return rows.map(({ Customer: _customer, documents: _documents, ...row }) => row);
}

/**
 * The order lines of one returned-pipe list (dp = Drill Pipe, hw = Heavy Weight, dc = Drill Collar,
 * octg = OCTG and Tubing), mapped as docs/data-contract.md says: Returned_Date = Return_Date, Inspection_Date =
 * Inspection_Completed_DATE, Quantity = QTY_Recived, Spec = Inspection_Spec, Connection = Connection_Rec,
 * String_Number = String_No.
 *
 * @example
 * const drillPipe = await listReturnedPipe(scoped, 'dp');
 */
export async function listReturnedPipe(
  scoped: ScopedDb,
  list: ReturnedPipeList,
): Promise<ReturnedPipeAnswer[]> {
  const rows = (await scoped
    .selectFrom('orders')
    .selectAll()
    .where('Equipment', 'in', [...RETURNED_PIPE_EQUIPMENT[list]])
    .orderBy('Return_Date', 'desc')
    .orderBy('Order_No')
    .orderBy('Item_No')
    .execute()) as OrderLineRow[];
  return rows.map((row) => ({
    Order_No: row.Order_No,
    Returned_From: row.Returned_From,
    Returned_Date: row.Return_Date,
    Inspection_Date: row.Inspection_Completed_DATE,
    Ref: row.Ref,
    Quantity: row.QTY_Recived,
    Item_No: row.Item_No,
    Weight: row.Weight,
    Grade: row.Grade,
    Connection: row.Connection_Rec,
    Spec: row.Inspection_Spec,
    Equipment: row.Equipment,
    String_Number: row.String_No,
    Asset: row.Asset,
  }));
}

/**
 * The dashboard: the ongoing order lines (Completed not Yes) by priority, highest (lowest value) first,
 * lines without a priority last. The stage columns carry the Check_* flags; DT the delivery ticket.
 *
 * @example
 * const rows = await listDashboard(scoped);
 * rows[0]?.Priority?.name; // 'High'
 */
export async function listDashboard(scoped: ScopedDb): Promise<DashboardAnswer[]> {
  const rows = (await orderLines(scoped)).filter((row) => row.Completed !== 'Yes');
  const answer = rows.map((row) => ({
    Priority: priorityOf(row),
    Order_No: row.Order_No,
    Return_Date: row.Return_Date ? { value: row.Return_Date, name: row.Return_Date } : null,
    PO: row.PO,
    String_No: row.String_No,
    Item_No: row.Item_No,
    Equipment: row.Equipment,
    QTY: row.QTY_Recived,
    Inspection: row.Check_Inspection,
    Machining: row.Check_Machining,
    Hardbanding: row.Check_Hardbanding,
    DT: row.DT_No,
  }));
  const rank = (row: DashboardAnswer) => row.Priority?.value ?? Number.POSITIVE_INFINITY;
  return answer.sort((a, b) => rank(a) - rank(b));
}

/**
 * The order lines for the item inspection history's order chooser, newest first. The screen keeps the
 * Rig Return NS2/NS2_VTI and DS1_Cat5 ones (core's `itemHistoryOrders`); the server sends them all.
 *
 * @example
 * const orders = await listHistoryOrders(scoped);
 */
export async function listHistoryOrders(scoped: ScopedDb): Promise<OrderListAnswer[]> {
  return (await orderLines(scoped)).map((row) => ({
    scope: row.Scope_Of_Work,
    spec: row.Inspection_Spec,
    orderno: row.Order_No,
    itemno: row.Item_No,
    equipment: row.Equipment,
  }));
}

/** A completed tubular order line's lead-time fields (core's `ReadyEstimateLine`). */
export interface LeadTimeLineAnswer {
  Scope_Of_Work: string | null;
  Return_Date: string | null;
  Completed: string | null;
  Job_Completed_Date: string | null;
}

/**
 * The completed tubular order lines of the actor's scope with what lead time reads: the basis of the
 * expected ready dates (core's `leadTimeBases`).
 *
 * @example
 * const bases = leadTimeBases(await completedLeadTimeLines(scoped));
 */
export async function completedLeadTimeLines(scoped: ScopedDb): Promise<LeadTimeLineAnswer[]> {
  return (await scoped
    .selectFrom('orders')
    .select(['Scope_Of_Work', 'Return_Date', 'Completed', 'Job_Completed_Date'])
    .where('Completed', '=', 'Yes')
    .execute()) as LeadTimeLineAnswer[];
}
