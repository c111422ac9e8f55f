import type { Readable } from 'node:stream';
import type { DeliveryLineRow } from '../../../db/contract-rows.server.js';
import type {
  BhaDeliveryTicketDocument,
  DeliveryTicketDocument,
  ShippedSerial,
} from '../../content/document-delivery-ticket.server.js';
import type { DocumentContext } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';
import { fieldColumns, headerFields, lineTotals } from './printed-fields.server.js';

/**
 * The tubular delivery ticket as a PDF (/generateDeliveryPDF `id_no`): DT_No, date, sent to and rig in the
 * header; the lines (Item_No, quantity, equipment, weight, grade, connection, ref) with the total quantity;
 * then the serials shipped on it.
 *
 * @example
 * const pdf = renderDeliveryTicketPdf(ticket, context);
 */
export function renderDeliveryTicketPdf(ticket: DeliveryTicketDocument, context: DocumentContext): Readable {
  return renderTablePdf(
    {
      title: 'Delivery ticket',
      reference: `DT ${ticket.DT_No}`,
      customer: ticket.Customer,
      fields: headerFields({
        DT_No: ticket.DT_No,
        DT_Date: ticket.Date,
        Sent_To: ticket.Sent_To,
        Rig: ticket.Rig,
        Asset: ticket.Asset,
        Joints: ticket.serials.length,
      }),
      tables: [
        {
          heading: 'Lines',
          columns: fieldColumns<DeliveryLineRow>({
            Item_No: 1.4,
            Quantity: 0.8,
            Equipment: 1.4,
            Weight: 0.8,
            Grade: 0.8,
            DT_Connection: 1.1,
            Ref: 1.2,
          }),
          rows: ticket.lines,
          totals: lineTotals('Quantity', ticket.totalQuantity),
        },
        {
          heading: 'Serials shipped',
          columns: fieldColumns<ShippedSerial>({
            Serial_Number: 1.5,
            Item_No: 1.2,
            String_Number: 1,
            KWP_Length: 0.9,
            Shipped_Date: 1,
            Class: 1,
          }),
          rows: ticket.serials,
          emptyText: 'No serials are recorded on this delivery ticket.',
        },
      ],
    },
    context,
  );
}

/**
 * The BHA delivery ticket as a PDF: DT_No, date, receiver, rig and total equipment.
 *
 * @example
 * const pdf = renderBhaDeliveryTicketPdf(ticket, context);
 */
export function renderBhaDeliveryTicketPdf(
  ticket: BhaDeliveryTicketDocument,
  context: DocumentContext,
): Readable {
  return renderTablePdf(
    {
      title: 'BHA delivery ticket',
      reference: `DT ${ticket.DT_No}`,
      customer: ticket.Customer,
      fields: headerFields({
        DT_No: ticket.DT_No,
        DT_Date: ticket.Date,
        Receiver: ticket.Receiver,
        Rig: ticket.Rig,
        Asset: ticket.Asset,
      }),
      tables: [
        {
          heading: 'Delivery',
          columns: fieldColumns<BhaDeliveryTicketDocument>({
            DT_No: 1,
            Receiver: 1.5,
            Rig: 1,
            Total_Equipment: 1,
          }),
          rows: [ticket],
        },
      ],
    },
    context,
  );
}
