import type { Readable } from 'node:stream';
import type { DeliveryLineRow } from '../../../db/contract-rows.server.js';
import type {
  BhaDeliveryTicketDocument,
  DeliveryTicketDocument,
  ShippedSerial,
} from '../../content/document-delivery-ticket.server.js';
import { type DocumentContext, displayDate } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';

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
      fields: [
        { label: 'DT No', value: ticket.DT_No },
        { label: 'DT date', value: displayDate(ticket.Date) },
        { label: 'Sent to', value: ticket.Sent_To },
        { label: 'Rig', value: ticket.Rig },
        { label: 'Asset', value: ticket.Asset },
        { label: 'Joints', value: ticket.serials.length },
      ],
      tables: [
        {
          heading: 'Lines',
          columns: [
            { label: 'Item No', width: 1.4, value: (line: DeliveryLineRow) => line.Item_No },
            {
              label: 'Quantity',
              width: 0.8,
              align: 'right',
              value: (line: DeliveryLineRow) => line.Quantity,
            },
            { label: 'Equipment', width: 1.4, value: (line: DeliveryLineRow) => line.Equipment },
            { label: 'Weight', width: 0.8, value: (line: DeliveryLineRow) => line.Weight },
            { label: 'Grade', width: 0.8, value: (line: DeliveryLineRow) => line.Grade },
            { label: 'Connection', width: 1.1, value: (line: DeliveryLineRow) => line.DT_Connection },
            { label: 'Ref', width: 1.2, value: (line: DeliveryLineRow) => line.Ref },
          ],
          rows: ticket.lines,
          totals: { 'Item No': 'Total', Quantity: ticket.totalQuantity },
        },
        {
          heading: 'Serials shipped',
          columns: [
            { label: 'Serial Number', width: 1.5, value: (serial: ShippedSerial) => serial.Serial_Number },
            { label: 'Item No', width: 1.2, value: (serial: ShippedSerial) => serial.Item_No },
            { label: 'String No', width: 1, value: (serial: ShippedSerial) => serial.String_Number },
            {
              label: 'Length (m)',
              width: 0.9,
              align: 'right',
              value: (serial: ShippedSerial) => serial.KWP_Length?.toFixed(2),
            },
            {
              label: 'Shipped',
              width: 1,
              value: (serial: ShippedSerial) => displayDate(serial.Shipped_Date),
            },
            { label: 'Class', width: 1, value: (serial: ShippedSerial) => serial.Class },
          ],
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
      fields: [
        { label: 'DT No', value: ticket.DT_No },
        { label: 'DT date', value: displayDate(ticket.Date) },
        { label: 'Receiver', value: ticket.Receiver },
        { label: 'Rig', value: ticket.Rig },
        { label: 'Asset', value: ticket.Asset },
      ],
      tables: [
        {
          heading: 'Delivery',
          columns: [
            { label: 'DT No', width: 1, value: (row: BhaDeliveryTicketDocument) => row.DT_No },
            { label: 'Receiver', width: 1.5, value: (row: BhaDeliveryTicketDocument) => row.Receiver },
            { label: 'Rig', width: 1, value: (row: BhaDeliveryTicketDocument) => row.Rig },
            {
              label: 'Total equipment',
              width: 1,
              align: 'right',
              value: (row: BhaDeliveryTicketDocument) => row.Total_Equipment,
            },
          ],
          rows: [ticket],
        },
      ],
    },
    context,
  );
}
