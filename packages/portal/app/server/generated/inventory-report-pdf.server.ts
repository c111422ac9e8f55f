import type { Readable } from 'node:stream';
import type { InventoryReportDocument } from '../services/document-inventory-report.server.js';
import type { InventoryRow } from '../services/inventory.server.js';
import type { InventoryCountColumn } from '../services/inventory-columns.server.js';
import type { DocumentContext } from './document-context.server.js';
import { type PdfColumn, renderTablePdf } from './pdf-table-document.server.js';

/** The count columns of the report, in screen order, with the spec's labels (part 1 §9). */
const COUNT_COLUMNS: readonly [InventoryCountColumn, string, number][] = [
  ['Rig_Ready', 'Rig Ready', 0.9],
  ['ReqVTI', 'Req VTI', 0.9],
  ['Inspection', 'Inspection', 1.05],
  ['Booked', 'Booked', 0.9],
  ['Backlog', 'Backlog', 0.9],
  ['Machining', 'Machining', 1.05],
  ['Hardbanding', 'Hardbanding', 1.3],
  ['IPC', 'IPC', 0.7],
  ['On_Hold', 'On Hold', 0.9],
  ['Scrap', 'Scrap', 0.9],
  ['Limited_Service', 'Limited Service', 0.9],
  ['Total_Yard', 'Total Onshore', 0.9],
  ['Total_Yard_with_Rejects', 'Total Yard incl. Rejects', 0.9],
  ['Shipped', 'Shipped', 0.9],
  ['Total_Item', 'Total Items', 0.9],
];

/**
 * The inventory report of an asset (or the fleet) as a landscape PDF (/getInventoryPDF `asset`): one line
 * per item, asset and site with its counts by location and the totals, and a totals line.
 *
 * @example
 * const pdf = renderInventoryReportPdf(report, context);
 */
export function renderInventoryReportPdf(
  report: InventoryReportDocument,
  context: DocumentContext,
): Readable {
  const columns: PdfColumn<InventoryRow>[] = [
    { label: 'Item No', width: 1.3, value: (row) => row.Item_No },
    { label: 'Equipment', width: 1.3, value: (row) => row.Equipment },
    { label: 'Site', width: 1, value: (row) => row.Site },
    { label: 'Asset', width: 1, value: (row) => row.Asset },
    ...COUNT_COLUMNS.map(
      ([column, label, width]): PdfColumn<InventoryRow> => ({
        label,
        width,
        align: 'right',
        value: (row) => row[column],
      }),
    ),
  ];
  const totals: Record<string, string | number> = { 'Item No': 'Total' };
  for (const [column, label] of COUNT_COLUMNS) totals[label] = report.totals[column];
  return renderTablePdf(
    {
      title: 'Inventory report',
      reference: report.asset,
      customer: report.Customer ?? 'All customers',
      landscape: true,
      fields: [
        { label: 'Asset', value: report.asset },
        { label: 'Inventory rows', value: report.rows.length },
      ],
      tables: [
        { heading: 'Inventory', columns, rows: report.rows, totals, emptyText: 'No pipe in this inventory.' },
      ],
    },
    context,
  );
}
