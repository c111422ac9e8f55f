import {
  type BhaOrderRow,
  type BhaPreInvoiceRow,
  type OrderLineRow,
  type PreInvoiceLineRow,
  type ReceivedLineRow,
  singleCustomer,
} from '../../db/contract-rows.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';

/** A tubular order confirmation: the order's header (from its first line) and its lines by Item_No. */
export interface OrderConfirmationDocument {
  Customer: string;
  Order_No: string;
  lines: OrderLineRow[];
  totalQuantity: number;
}

/** A tubular pre-invoice: its lines by Item_Number. */
export interface PreInvoiceDocument {
  Customer: string;
  Order_No: string;
  lines: PreInvoiceLineRow[];
}

/** A received note: the goods received under one Receive_No, by Item_No. */
export interface ReceivedNoteDocument {
  Customer: string;
  Receive_No: string;
  lines: ReceivedLineRow[];
  totalQuantity: number;
}

/**
 * The tubular order confirmation of `orderNo`, or null when no line of it is in the actor's scope.
 *
 * @example
 * const order = await orderConfirmationDocument(scoped, '40211');
 */
export async function orderConfirmationDocument(
  scoped: ScopedDb,
  orderNo: string,
): Promise<OrderConfirmationDocument | null> {
  const lines = (await scoped
    .selectFrom('orders')
    .selectAll()
    .where('Order_No', '=', orderNo)
    .orderBy('Item_No')
    .execute()) as OrderLineRow[];
  if (lines.length === 0) return null;
  return {
    Customer: singleCustomer(lines, `Order ${orderNo}`),
    Order_No: orderNo,
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + (line.QTY_Recived ?? 0), 0),
  };
}

/**
 * The BHA order `orderNo` for its confirmation, or null outside the actor's scope.
 *
 * @example
 * const order = await bhaOrderConfirmationDocument(scoped, 'NW-B1');
 */
export async function bhaOrderConfirmationDocument(
  scoped: ScopedDb,
  orderNo: string,
): Promise<BhaOrderRow | null> {
  const rows = (await scoped
    .selectFrom('bha_orders')
    .selectAll()
    .where('Order_No', '=', orderNo)
    .execute()) as BhaOrderRow[];
  if (rows.length === 0) return null;
  singleCustomer(rows, `BHA order ${orderNo}`);
  return rows[0] as BhaOrderRow;
}

/**
 * The tubular pre-invoice of `orderNo`, or null outside the actor's scope.
 *
 * @example
 * const preInvoice = await preInvoiceDocument(scoped, 'NW-PI1');
 */
export async function preInvoiceDocument(
  scoped: ScopedDb,
  orderNo: string,
): Promise<PreInvoiceDocument | null> {
  const lines = (await scoped
    .selectFrom('preinvoices')
    .selectAll()
    .where('Order_No', '=', orderNo)
    .orderBy('Item_Number')
    .execute()) as PreInvoiceLineRow[];
  if (lines.length === 0) return null;
  return { Customer: singleCustomer(lines, `Pre-invoice ${orderNo}`), Order_No: orderNo, lines };
}

/**
 * The BHA pre-invoice of `orderNo`, or null outside the actor's scope.
 *
 * @example
 * const preInvoice = await bhaPreInvoiceDocument(scoped, 'NW-BPI1');
 */
export async function bhaPreInvoiceDocument(
  scoped: ScopedDb,
  orderNo: string,
): Promise<BhaPreInvoiceRow | null> {
  const rows = (await scoped
    .selectFrom('bha_preinvoices')
    .selectAll()
    .where('Order_No', '=', orderNo)
    .execute()) as BhaPreInvoiceRow[];
  if (rows.length === 0) return null;
  singleCustomer(rows, `BHA pre-invoice ${orderNo}`);
  return rows[0] as BhaPreInvoiceRow;
}

/**
 * The received note of `receiveNo` (/getReceivedPDF `receivednr`), or null outside the actor's scope.
 *
 * @example
 * const note = await receivedNoteDocument(scoped, 'NW-RC1');
 */
export async function receivedNoteDocument(
  scoped: ScopedDb,
  receiveNo: string,
): Promise<ReceivedNoteDocument | null> {
  const lines = (await scoped
    .selectFrom('received')
    .selectAll()
    .where('Receive_No', '=', receiveNo)
    .orderBy('Item_No')
    .execute()) as ReceivedLineRow[];
  if (lines.length === 0) return null;
  return {
    Customer: singleCustomer(lines, `Received note ${receiveNo}`),
    Receive_No: receiveNo,
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + (line.Quantity_Tubular ?? 0), 0),
  };
}
