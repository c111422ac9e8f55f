import type { Readable } from 'node:stream';
import type { ReceivedLineRow } from '../../../db/contract-rows.server.js';
import type { ReceivedNoteDocument } from '../../content/document-orders.server.js';
import { type DocumentContext, displayDate } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';

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
      fields: [
        { label: 'Receive No', value: note.Receive_No },
        { label: 'Returned date', value: displayDate(first.Returned_Date) },
        { label: 'Returned from', value: first.Returned_From },
        { label: 'Location', value: first.Location },
        { label: 'Asset', value: first.Asset },
      ],
      tables: [
        {
          heading: 'Goods received',
          columns: [
            { label: 'Item No', width: 1.3, value: (line: ReceivedLineRow) => line.Item_No },
            { label: 'Equipment', width: 1.6, value: (line: ReceivedLineRow) => line.Equipment },
            {
              label: 'Quantity',
              width: 0.8,
              align: 'right',
              value: (line: ReceivedLineRow) => line.Quantity_Tubular,
            },
          ],
          rows: note.lines,
          totals: { 'Item No': 'Total', Quantity: note.totalQuantity },
        },
      ],
    },
    context,
  );
}
