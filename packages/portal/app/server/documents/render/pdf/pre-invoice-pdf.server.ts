import type { Readable } from 'node:stream';
import type { BhaPreInvoiceRow, PreInvoiceLineRow } from '../../../db/contract-rows.server.js';
import type { PreInvoiceDocument } from '../../content/document-orders.server.js';
import { type DocumentContext, displayDate } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';

/**
 * The tubular pre-invoice as a PDF (/getPreinvPDF `orderno`): order, returned from, return date and ref in
 * the header, and its lines (Item_Number, equipment, weight, grade, connection, inspection specification).
 *
 * @example
 * const pdf = renderPreInvoicePdf(preInvoice, context);
 */
export function renderPreInvoicePdf(preInvoice: PreInvoiceDocument, context: DocumentContext): Readable {
  const first = preInvoice.lines[0] as PreInvoiceLineRow;
  return renderTablePdf(
    {
      title: 'Pre-invoice',
      reference: `Order ${preInvoice.Order_No}`,
      customer: preInvoice.Customer,
      fields: [
        { label: 'Order No', value: preInvoice.Order_No },
        { label: 'Return date', value: displayDate(first.Return_Date) },
        { label: 'Returned from', value: first.Returned_From },
        { label: 'Ref', value: first.Ref },
        { label: 'Asset', value: first.Asset },
      ],
      tables: [
        {
          heading: 'Lines',
          columns: [
            { label: 'Item Number', width: 1.2, value: (line: PreInvoiceLineRow) => line.Item_Number },
            { label: 'Equipment', width: 1.3, value: (line: PreInvoiceLineRow) => line.Equipment },
            { label: 'Weight', width: 0.7, value: (line: PreInvoiceLineRow) => line.Weight },
            { label: 'Grade', width: 0.7, value: (line: PreInvoiceLineRow) => line.Grade },
            { label: 'Connection', width: 1, value: (line: PreInvoiceLineRow) => line.Connection },
            {
              label: 'Inspection specification',
              width: 1.6,
              value: (line: PreInvoiceLineRow) => line.Inspection_Specification,
            },
          ],
          rows: preInvoice.lines,
        },
      ],
    },
    context,
  );
}

/**
 * The BHA pre-invoice as a PDF: order, returned from, return date, PO and ref.
 *
 * @example
 * const pdf = renderBhaPreInvoicePdf(preInvoice, context);
 */
export function renderBhaPreInvoicePdf(preInvoice: BhaPreInvoiceRow, context: DocumentContext): Readable {
  return renderTablePdf(
    {
      title: 'BHA pre-invoice',
      reference: `Order ${preInvoice.Order_No}`,
      customer: preInvoice.Customer,
      fields: [
        { label: 'Order No', value: preInvoice.Order_No },
        { label: 'Return date', value: displayDate(preInvoice.Return_Date) },
        { label: 'Asset', value: preInvoice.Asset },
      ],
      tables: [
        {
          heading: 'Pre-invoice',
          columns: [
            { label: 'Order No', width: 1, value: (row: BhaPreInvoiceRow) => row.Order_No },
            { label: 'Returned from', width: 1.4, value: (row: BhaPreInvoiceRow) => row.Returned_From },
            { label: 'PO', width: 1, value: (row: BhaPreInvoiceRow) => row.PO },
            { label: 'Ref', width: 1, value: (row: BhaPreInvoiceRow) => row.Ref },
          ],
          rows: [preInvoice],
        },
      ],
    },
    context,
  );
}
