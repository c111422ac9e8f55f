import type { Readable } from 'node:stream';
import type { ReceivedLineRow } from '../../../db/contract-rows.server.js';
import type { ReceivedNoteDocument } from '../../content/document-orders.server.js';
import type { DocumentContext } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';
import { fieldColumns, headerFields, lineTotals } from './printed-fields.server.js';

/**
 * The received note as a PDF (/getReceivedPDF `receivednr`): receive number, returned date, returned from
 * and location in the header; the lines (Item_No, equipment, quantity) with the total.
 *
 * @example
 * const pdf = renderReceivedNotePdf(note, context);
 */
export function renderReceivedNotePdf(note: ReceivedNoteDocument, context: DocumentContext): Readable {
  const first = note.lines[0] as ReceivedLineRow;
  return renderTablePdf(
    {
      title: 'Received note',
      reference: `Received ${note.Receive_No}`,
      customer: note.Customer,
      fields: headerFields({
        Receive_No: note.Receive_No,
        Returned_Date: first.Returned_Date,
        Returned_From: first.Returned_From,
        Location: first.Location,
        Asset: first.Asset,
      }),
      tables: [
        {
          heading: 'Goods received',
          columns: fieldColumns<ReceivedLineRow>({ Item_No: 1.3, Equipment: 1.6, Quantity_Tubular: 0.8 }),
          rows: note.lines,
          totals: lineTotals('Quantity', note.totalQuantity),
        },
      ],
    },
    context,
  );
}
