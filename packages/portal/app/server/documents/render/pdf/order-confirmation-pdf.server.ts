import type { Readable } from 'node:stream';
import type { BhaOrderRow, OrderLineRow } from '../../../db/contract-rows.server.js';
import type { OrderConfirmationDocument } from '../../content/document-orders.server.js';
import { type DocumentContext, displayDate } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';

/**
 * The tubular order confirmation as a PDF (/getOrderPDF `orderno`): the order's return date, asset, PO,
 * ref and status in the header, and its lines (Item_No, equipment, weight, grade, connection, inspection
 * spec, scope of work, quantity received) with the total quantity.
 *
 * @example
 * const pdf = renderOrderConfirmationPdf(order, context);
 */
export function renderOrderConfirmationPdf(
  order: OrderConfirmationDocument,
  context: DocumentContext,
): Readable {
  const first = order.lines[0] as OrderLineRow;
  return renderTablePdf(
    {
      title: 'Order confirmation',
      reference: `Order ${order.Order_No}`,
      customer: order.Customer,
      landscape: true,
      fields: [
        { label: 'Order No', value: order.Order_No },
        { label: 'Return date', value: displayDate(first.Return_Date) },
        { label: 'Returned from', value: first.Returned_From },
        { label: 'Asset', value: first.Asset },
        { label: 'PO', value: first.PO },
        { label: 'Ref', value: first.Ref },
        { label: 'Completed', value: first.Completed },
        { label: 'Receive No', value: first.Receive_No },
      ],
      tables: [
        {
          heading: 'Order lines',
          columns: [
            { label: 'Item No', width: 1.2, value: (line: OrderLineRow) => line.Item_No },
            { label: 'Equipment', width: 1.3, value: (line: OrderLineRow) => line.Equipment },
            { label: 'Weight', width: 0.7, value: (line: OrderLineRow) => line.Weight },
            { label: 'Grade', width: 0.7, value: (line: OrderLineRow) => line.Grade },
            { label: 'Connection', width: 1, value: (line: OrderLineRow) => line.Connection_Rec },
            { label: 'Inspection', width: 1, value: (line: OrderLineRow) => line.Inspection_Spec },
            { label: 'Scope of work', width: 1.3, value: (line: OrderLineRow) => line.Scope_Of_Work },
            { label: 'String No', width: 0.8, value: (line: OrderLineRow) => line.String_No },
            { label: 'QTY', width: 0.6, align: 'right', value: (line: OrderLineRow) => line.QTY_Recived },
          ],
          rows: order.lines,
          totals: { 'Item No': 'Total', QTY: order.totalQuantity },
        },
      ],
    },
    context,
  );
}

/**
 * The BHA order confirmation as a PDF: order number, return date, returned from, customer rep, ref, PO,
 * quantity and status.
 *
 * @example
 * const pdf = renderBhaOrderConfirmationPdf(order, context);
 */
export function renderBhaOrderConfirmationPdf(order: BhaOrderRow, context: DocumentContext): Readable {
  return renderTablePdf(
    {
      title: 'BHA order confirmation',
      reference: `Order ${order.Order_No}`,
      customer: order.Customer,
      fields: [
        { label: 'Order No', value: order.Order_No },
        { label: 'Return date', value: displayDate(order.Return_Date) },
        { label: 'Returned from', value: order.Returned_From },
        { label: 'Customer rep', value: order.Customer_Rep },
        { label: 'Asset', value: order.Asset },
        { label: 'Receive No', value: order.Receive_No },
      ],
      tables: [
        {
          heading: 'Order',
          columns: [
            { label: 'Order No', width: 1, value: (row: BhaOrderRow) => row.Order_No },
            { label: 'PO', width: 1, value: (row: BhaOrderRow) => row.PO },
            { label: 'Ref', width: 1, value: (row: BhaOrderRow) => row.Ref },
            { label: 'Completed', width: 0.8, value: (row: BhaOrderRow) => row.Completed },
            { label: 'QTY', width: 0.6, align: 'right', value: (row: BhaOrderRow) => row.QTY },
          ],
          rows: [order],
        },
      ],
    },
    context,
  );
}
