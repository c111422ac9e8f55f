import type { Readable } from 'node:stream';
import type { ReturnedPipeList } from '../../../../shared/returned-pipe-lists.js';
import type { OrderLineRow } from '../../../db/contract-rows.server.js';
import type { ClassedTallyRow, OrderTallyDocument } from '../../content/document-order-tally.server.js';
import { type DocumentContext, displayDate } from '../document-context.server.js';
import { renderTablePdf } from './pdf-table-document.server.js';

const LIST_TITLES: Record<ReturnedPipeList, string> = {
  dp: 'Drill pipe inspection report',
  hw: 'Heavy weight inspection report',
  dc: 'Drill collar inspection report',
  octg: 'OCTG inspection report',
};

function measure(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

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
      fields: [
        { label: 'Order No', value: report.Order_No },
        { label: 'Returned from', value: first.Returned_From },
        { label: 'Returned date', value: displayDate(first.Return_Date) },
        { label: 'Inspection date', value: displayDate(first.Inspection_Completed_DATE) },
        { label: 'Ref', value: first.Ref },
        { label: 'PO', value: first.PO },
        { label: 'Spec', value: first.Inspection_Spec },
        { label: 'Joints', value: report.joints.length },
      ],
      tables: [
        {
          heading: 'Returned pipe',
          columns: [
            { label: 'Item No', width: 1.2, value: (line: OrderLineRow) => line.Item_No },
            { label: 'Equipment', width: 1.2, value: (line: OrderLineRow) => line.Equipment },
            {
              label: 'Quantity',
              width: 0.7,
              align: 'right',
              value: (line: OrderLineRow) => line.QTY_Recived,
            },
            { label: 'Weight', width: 0.7, value: (line: OrderLineRow) => line.Weight },
            { label: 'Grade', width: 0.7, value: (line: OrderLineRow) => line.Grade },
            { label: 'Connection', width: 1, value: (line: OrderLineRow) => line.Connection_Rec },
            { label: 'Spec', width: 0.9, value: (line: OrderLineRow) => line.Inspection_Spec },
            { label: 'String No', width: 0.8, value: (line: OrderLineRow) => line.String_No },
          ],
          rows: report.lines,
        },
        {
          heading: 'Joint tally',
          columns: [
            { label: 'Serial Number', width: 1.3, value: (joint: ClassedTallyRow) => joint.Serial_Number },
            { label: 'Item No', width: 1, value: (joint: ClassedTallyRow) => joint.Item_No },
            {
              label: 'Inspected',
              width: 0.9,
              value: (joint: ClassedTallyRow) => displayDate(joint.Inspection_Date),
            },
            { label: 'IPC', width: 0.4, value: (joint: ClassedTallyRow) => joint.IPC },
            {
              label: 'Wall %',
              width: 0.6,
              align: 'right',
              value: (joint: ClassedTallyRow) => measure(joint.Wall),
            },
            {
              label: 'TS Pin',
              width: 0.6,
              align: 'right',
              value: (joint: ClassedTallyRow) => measure(joint.TS_Pin),
            },
            {
              label: 'TS Box',
              width: 0.6,
              align: 'right',
              value: (joint: ClassedTallyRow) => measure(joint.TS_Box),
            },
            {
              label: 'OD Box',
              width: 0.6,
              align: 'right',
              value: (joint: ClassedTallyRow) => measure(joint.OD_Box),
            },
            { label: 'Tube', width: 0.6, value: (joint: ClassedTallyRow) => joint.TU_Tube },
            { label: 'Tool joint', width: 0.7, value: (joint: ClassedTallyRow) => joint.TJ_Tooljoint },
            { label: 'Status', width: 0.9, value: (joint: ClassedTallyRow) => joint.Pipe_Status },
            { label: 'Class', width: 0.8, value: (joint: ClassedTallyRow) => joint.Class },
          ],
          rows: report.joints,
          emptyText: 'No joint results are recorded for this order yet.',
        },
      ],
    },
    context,
  );
}
