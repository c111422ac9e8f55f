import type { Readable } from 'node:stream';
import type { ReturnedPipeList } from '../../../../shared/returned-pipe-lists.js';
import type { OrderLineRow } from '../../../db/contract-rows.server.js';
import type { ClassedTallyRow, OrderTallyDocument } from '../../content/document-order-tally.server.js';
import type { DocumentContext } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';
import { fieldColumns, headerFields } from './printed-fields.server.js';

const LIST_TITLES: Record<ReturnedPipeList, string> = {
  dp: 'Drill pipe inspection report',
  hw: 'Heavy weight inspection report',
  dc: 'Drill collar inspection report',
  octg: 'OCTG inspection report',
};

/**
 * A returned-pipe list report as a landscape PDF (/getdpPDF, /gethwPDF, /getdcPDF, /getoctgPDF `orderno`):
 * the order's header (returned from, returned and inspection dates, ref, PO, spec), its lines of that
 * equipment and the inspection result of every joint (IPC, wall, tong space, OD, tube and tool joint,
 * status, and the class that inspection's figures give).
 *
 * @example
 * const pdf = renderOrderTallyPdf(report, context);
 */
export function renderOrderTallyPdf(report: OrderTallyDocument, context: DocumentContext): Readable {
  const first = report.lines[0] as OrderLineRow;
  return renderTablePdf(
    {
      title: LIST_TITLES[report.list],
      reference: `Order ${report.Order_No}`,
      customer: report.Customer,
      landscape: true,
      fields: headerFields({
        Order_No: report.Order_No,
        Returned_From: first.Returned_From,
        Returned_Date: first.Return_Date,
        Inspection_Completed_DATE: first.Inspection_Completed_DATE,
        Ref: first.Ref,
        PO: first.PO,
        Spec: first.Inspection_Spec,
        Joints: report.joints.length,
      }),
      tables: [
        {
          heading: 'Returned pipe',
          columns: fieldColumns<OrderLineRow>({
            Item_No: 1.2,
            Equipment: 1.2,
            QTY_Recived: { width: 0.7, label: 'Quantity' },
            Weight: 0.7,
            Grade: 0.7,
            Connection_Rec: 1,
            Inspection_Spec: { width: 0.9, label: 'Spec' },
            String_No: 0.8,
          }),
          rows: report.lines,
        },
        {
          heading: 'Joint tally',
          columns: fieldColumns<ClassedTallyRow>({
            Serial_Number: 1.3,
            Item_No: 1,
            Inspection_Date: 0.9,
            IPC: 0.4,
            Wall: 0.6,
            TS_Pin: 0.6,
            TS_Box: 0.6,
            OD_Box: 0.6,
            TU_Tube: 0.6,
            TJ_Tooljoint: 0.7,
            Pipe_Status: 0.9,
            Class: 0.8,
          }),
          rows: report.joints,
          emptyText: 'No joint results are recorded for this order yet.',
        },
      ],
    },
    context,
  );
}
