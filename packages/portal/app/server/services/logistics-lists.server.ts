import { formatDate } from '@rigready/core';
import type {
  BhaDeliveryRow,
  BhaPreInvoiceRow,
  DeliveryLineRow,
  PreInvoiceLineRow,
  ReceivedLineRow,
} from '../db/contract-rows.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';

/** A tubular delivery-ticket line as the shipping table lists it (legacy names). */
export interface DeliveryListRow {
  DT_No: string;
  Date: string | null;
  DT_Date: string | null;
  Date_Formatted: string;
  Sent_To: string | null;
  Item_No: string;
  Quantity: number | null;
  /** Joints of the line's item that left on this ticket. */
  Shipped: number;
  Rig: string | null;
  Equipment: string | null;
  Weight: string | null;
  Grade: string | null;
  DT_Connection: string | null;
  Ref: string | null;
  Customer_Name: string;
  Returned: boolean | null;
  Offshore: boolean | null;
  Asset: string | null;
  /** Which stored documents the line has (`attachment`, `wiresling`): the caller turns them into links. */
  documents: string[];
}

function flag(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  return value === true || Number(value) === 1;
}

function documentNames(json: string | null): string[] {
  if (!json) return [];
  const map = JSON.parse(json) as Record<string, string | null>;
  return Object.keys(map).filter((name) => typeof map[name] === 'string' && map[name] !== '');
}

/**
 * The actor's tubular delivery-ticket lines (/getDelivery), newest ticket first; `itemNo` narrows them
 * to the lines that shipped one item (/showShippedList).
 *
 * @example
 * const lines = await deliveryLines(scoped);
 * const ofItem = await deliveryLines(scoped, '550DP.12');
 */
export async function deliveryLines(scoped: ScopedDb, itemNo?: string): Promise<DeliveryListRow[]> {
  let query = scoped.selectFrom('deliveries').selectAll();
  if (itemNo !== undefined) query = query.where('Item_No', '=', itemNo);
  const lines = (await query
    .orderBy('Date', 'desc')
    .orderBy('DT_No', 'desc')
    .orderBy('Item_No')
    .execute()) as DeliveryLineRow[];
  const shipped = await scoped
    .selectFrom('serials')
    .select(['Customer', 'DT_No', 'Item_No'])
    .where('DT_No', 'is not', null)
    .execute();
  const counts = new Map<string, number>();
  for (const joint of shipped) {
    const key = `${joint.Customer}\0${joint.DT_No}\0${joint.Item_No}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return lines.map((line) => ({
    DT_No: line.DT_No,
    Date: line.Date,
    DT_Date: line.Date,
    Date_Formatted: line.Date ? formatDate(line.Date) : '',
    Sent_To: line.Sent_To,
    Item_No: line.Item_No,
    Quantity: line.Quantity === null ? null : Number(line.Quantity),
    Shipped: counts.get(`${line.Customer}\0${line.DT_No}\0${line.Item_No}`) ?? 0,
    Rig: line.Rig,
    Equipment: line.Equipment,
    Weight: line.Weight,
    Grade: line.Grade,
    DT_Connection: line.DT_Connection,
    Ref: line.Ref,
    Customer_Name: line.Customer,
    Returned: flag(line.Returned),
    Offshore: flag(line.Offshore),
    Asset: line.Asset,
    documents: documentNames(line.documents),
  }));
}

/**
 * The actor's BHA delivery tickets (/getDeliveryBHA), newest first.
 *
 * @example
 * const tickets = await bhaDeliveries(scoped);
 */
export async function bhaDeliveries(scoped: ScopedDb): Promise<Omit<BhaDeliveryRow, 'Customer'>[]> {
  const rows = (await scoped
    .selectFrom('bha_deliveries')
    .selectAll()
    .orderBy('Date', 'desc')
    .orderBy('DT_No', 'desc')
    .execute()) as BhaDeliveryRow[];
  return rows.map(({ Customer: _customer, Total_Equipment, ...row }) => ({
    ...row,
    Total_Equipment: Total_Equipment === null ? null : Number(Total_Equipment),
  }));
}

/**
 * The actor's received-goods lines (/getReceived), newest first; the stored documents each has (`freight_papers`).
 *
 * @example
 * const received = await receivedLines(scoped);
 */
export async function receivedLines(
  scoped: ScopedDb,
): Promise<(Omit<ReceivedLineRow, 'Customer' | 'documents'> & { documents: string[] })[]> {
  const rows = (await scoped
    .selectFrom('received')
    .selectAll()
    .orderBy('Returned_Date', 'desc')
    .orderBy('Receive_No', 'desc')
    .orderBy('Item_No')
    .execute()) as ReceivedLineRow[];
  return rows.map(({ Customer: _customer, documents, Quantity_Tubular, ...row }) => ({
    ...row,
    Quantity_Tubular: Quantity_Tubular === null ? null : Number(Quantity_Tubular),
    documents: documentNames(documents),
  }));
}

/**
 * The actor's tubular pre-invoice lines (/getPreinv), newest first.
 *
 * @example
 * const lines = await preInvoiceLines(scoped);
 */
export async function preInvoiceLines(scoped: ScopedDb): Promise<Omit<PreInvoiceLineRow, 'Customer'>[]> {
  const rows = (await scoped
    .selectFrom('preinvoices')
    .selectAll()
    .orderBy('Return_Date', 'desc')
    .orderBy('Order_No', 'desc')
    .orderBy('Item_Number')
    .execute()) as PreInvoiceLineRow[];
  return rows.map(({ Customer: _customer, ...row }) => row);
}

/**
 * The actor's BHA pre-invoices (/getPreInvoiceBHA), newest first.
 *
 * @example
 * const preInvoices = await bhaPreInvoices(scoped);
 */
export async function bhaPreInvoices(scoped: ScopedDb): Promise<Omit<BhaPreInvoiceRow, 'Customer'>[]> {
  const rows = (await scoped
    .selectFrom('bha_preinvoices')
    .selectAll()
    .orderBy('Return_Date', 'desc')
    .orderBy('Order_No', 'desc')
    .execute()) as BhaPreInvoiceRow[];
  return rows.map(({ Customer: _customer, ...row }) => row);
}
