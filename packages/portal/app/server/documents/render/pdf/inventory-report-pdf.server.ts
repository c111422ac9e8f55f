import type { Readable } from 'node:stream';
import { PRINTED_LABELS } from '../../../../shared/field-labels.js';
import type { InventoryReportDocument } from '../../content/document-inventory-report.server.js';
import type { DocumentContext } from '../document-context.server.js';
import { type PdfColumn, renderTablePdf } from './pdf-table-document.server.js';
import { headerFields } from './printed-fields.server.js';

const ALL_SITES = 'All sites';

function filtersText(report: InventoryReportDocument): string {
  const labelOf = new Map(report.columns.map((column) => [column.id, column.label]));
  const parts = Object.entries(report.view.filters)
    .filter(([, values]) => values.length > 0)
    .map(([id, values]) => `${labelOf.get(id) ?? id}: ${values.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : 'None';
}

/**
 * The inventory report as a landscape PDF (/getInventoryPDF): the header says what was chosen (asset,
 * site, search, filters), then one line per row the screen showed, with the screen's chosen columns in
 * their order and its cell texts, and a line of totals under the count columns. Nothing is cut: columns
 * are sized to their content and long texts wrap.
 *
 * @example
 * const pdf = renderInventoryReportPdf(report, context);
 */
export function renderInventoryReportPdf(
  report: InventoryReportDocument,
  context: DocumentContext,
): Readable {
  const columns: PdfColumn<string[]>[] = report.columns.map((column, index) => ({
    label: column.label,
    width: 1,
    ...(column.count ? { align: 'right' as const } : {}),
    value: (row) => row[index],
  }));
  const totals: Record<string, string | number> = {};
  report.columns.forEach((column, index) => {
    if (column.count) totals[column.label] = report.totals[column.id] ?? 0;
    else if (index === 0) totals[column.label] = PRINTED_LABELS.Total;
  });
  return renderTablePdf(
    {
      title: 'Inventory report',
      reference: report.asset,
      customer: report.Customer ?? 'All customers',
      landscape: true,
      fields: headerFields({
        Asset: report.asset,
        Site: report.view.site ?? ALL_SITES,
        Search: report.view.query.trim() === '' ? 'None' : report.view.query,
        Filters: filtersText(report),
        Rows: report.rows.length,
      }),
      tables: [
        {
          heading: 'Inventory',
          columns,
          rows: report.rows,
          totals,
          emptyText: 'No pipe matches this view.',
          wrap: true,
        },
      ],
    },
    context,
  );
}
