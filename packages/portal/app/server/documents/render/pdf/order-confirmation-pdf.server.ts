import type { Readable } from 'node:stream';
import type { BhaOrderRow, OrderLineRow } from '../../../db/contract-rows.server.js';
import type { OrderConfirmationDocument } from '../../content/document-orders.server.js';
import type { DocumentContext } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';
import { fieldColumns, headerFields, lineTotals } from './printed-fields.server.js';

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
      fields: headerFields({
        Order_No: order.Order_No,
        Return_Date: first.Return_Date,
        Returned_From: first.Returned_From,
        Asset: first.Asset,
        PO: first.PO,
        Ref: first.Ref,
        Completed: first.Completed,
        Receive_No: first.Receive_No,
      }),
      tables: [
        {
          heading: 'Order lines',
          columns: fieldColumns<OrderLineRow>({
            Item_No: 1.2,
            Equipment: 1.3,
            Weight: 0.7,
            Grade: 0.7,
            Connection_Rec: 1,
            Inspection_Spec: 1,
            Scope_Of_Work: 1.3,
            String_No: 0.8,
            QTY_Recived: 0.6,
          }),
          rows: order.lines,
          totals: lineTotals('QTY_Recived', order.totalQuantity),
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
      fields: headerFields({
        Order_No: order.Order_No,
        Return_Date: order.Return_Date,
        Returned_From: order.Returned_From,
        Customer_Rep: order.Customer_Rep,
        Asset: order.Asset,
        Receive_No: order.Receive_No,
      }),
      tables: [
        {
          heading: 'Order',
          columns: fieldColumns<BhaOrderRow>({ Order_No: 1, PO: 1, Ref: 1, Completed: 0.8, QTY: 0.6 }),
          rows: [order],
        },
      ],
    },
    context,
  );
}
