import type { Readable } from 'node:stream';
import type { BhaPreInvoiceRow, PreInvoiceLineRow } from '../../../db/contract-rows.server.js';
import type { PreInvoiceDocument } from '../../content/document-orders.server.js';
import type { DocumentContext } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';
import { fieldColumns, headerFields } from './printed-fields.server.js';

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
      fields: headerFields({
        Order_No: preInvoice.Order_No,
        Return_Date: first.Return_Date,
        Returned_From: first.Returned_From,
        Ref: first.Ref,
        Asset: first.Asset,
      }),
      tables: [
        {
          heading: 'Lines',
          columns: fieldColumns<PreInvoiceLineRow>({
            Item_Number: 1.2,
            Equipment: 1.3,
            Weight: 0.7,
            Grade: 0.7,
            Connection: 1,
            Inspection_Specification: 1.6,
          }),
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
      fields: headerFields({
        Order_No: preInvoice.Order_No,
        Return_Date: preInvoice.Return_Date,
        Asset: preInvoice.Asset,
      }),
      tables: [
        {
          heading: 'Pre-invoice',
          columns: fieldColumns<BhaPreInvoiceRow>({ Order_No: 1, Returned_From: 1.4, PO: 1, Ref: 1 }),
          rows: [preInvoice],
        },
      ],
    },
    context,
  );
}
