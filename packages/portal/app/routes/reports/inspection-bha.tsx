import type { BhaReportParams } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo, useState } from 'react';
import { downloadBhaReportsZip } from '../../components/bha-reports-zip.js';
import { portalApi } from '../../components/portal-api.js';
import { SerialHistoryQrDialog } from '../../components/reports/serial-history-qr-dialog.js';
import { toolHref } from '../../components/serial-links.js';
import { useDocumentCall } from '../../components/use-document-call.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { serialHistoryLinkPrefix } from '../../server/pages/public-link.server.js';
import {
  type BhaReportAnswer,
  bhaInspectionLists,
  bhaInspectionOldLists,
} from '../../server/services/reports.server.js';
import { pdfColumn, textColumn } from '../../shared/table-columns.js';
import type { Route } from './+types/inspection-bha';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'BHA inspection · rigready' }];
}

// The browser client retries /inspectionBHA 5 times and then shows empty lists (core's behaviour); the page
// loads through the service once, and a failure there shows empty lists with a notice rather than an error.
// A customer that publishes its serial history also gets a QR code per report linking to that public page.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = pageScope(identity);
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const serialHistoryLink = serialHistoryLinkPrefix(identity.customer);
  try {
    const [current, old] = await Promise.all([bhaInspectionLists(scoped), bhaInspectionOldLists(scoped)]);
    const rows = [...Object.values(current), ...Object.values(old)].flat();
    return { query, rows, failed: false, serialHistoryLink };
  } catch {
    return { query, rows: [] as BhaReportAnswer[], failed: true, serialHistoryLink };
  }
}

/** The parameter set of a report for /getPDF and /getPDFmultipleBHA: its type and id. */
function reportParams(row: BhaReportAnswer): BhaReportParams {
  return {
    type: row.report_type ?? '',
    report_id: row.Report_ID,
    ...(row.Serial_No ? { serial_no: row.Serial_No } : {}),
  };
}

export default function InspectionBha({ loaderData }: Route.ComponentProps) {
  const run = useDocumentCall();
  const [qrSerial, setQrSerial] = useState<string | null>(null);
  const linkPrefix = loaderData.serialHistoryLink;
  const columns = useMemo<DataTableColumn<BhaReportAnswer>[]>(
    () => [
      textColumn('Order_No', 'Order No'),
      {
        ...textColumn('Serial_No', 'Serial No'),
        type: 'link',
        href: (row) => (row.Serial_No ? toolHref(row.Serial_No) : null),
      },
      { ...textColumn('Description', 'Description'), width: 200 },
      // The tool, its measured bore, when it was inspected and its report are in view at 1280 px; its
      // connections, the order's references, asset, spec and report type are one click away in Edit headers.
      { ...textColumn('Connection_1', 'Connection 1'), defaultVisible: false },
      { ...textColumn('Connection_2', 'Connection 2'), defaultVisible: false },
      { ...textColumn('ID', 'ID'), width: 90 },
      { ...textColumn('Min_ID', 'Min ID'), width: 90 },
      { ...textColumn('PO', 'PO'), defaultVisible: false },
      { ...textColumn('Ref', 'Ref'), defaultVisible: false },
      { ...textColumn('Asset', 'Asset'), defaultVisible: false },
      { ...textColumn('Inspection_Date', 'Inspection Date'), type: 'date', width: 96 },
      { ...textColumn('Spec', 'Spec'), defaultVisible: false },
      { ...textColumn('report_type', 'Report Type'), defaultVisible: false },
      pdfColumn<BhaReportAnswer>({
        value: (row) => row.Report_ID,
        width: 80,
        onOpen: (row) => void run(() => portalApi().then((api) => api.getPDF(reportParams(row)))),
      }),
      ...(linkPrefix === null
        ? []
        : [
            {
              id: 'QR',
              header: 'QR',
              accessor: (row: BhaReportAnswer) => row.Serial_No,
              type: 'action',
              actionLabel: () => 'QR',
              width: 80,
              filterable: false,
              searchable: false,
              onAction: (row: BhaReportAnswer) => setQrSerial(row.Serial_No ?? null),
            } satisfies DataTableColumn<BhaReportAnswer>,
          ]),
    ],
    [run, linkPrefix],
  );
  return (
    <div className="rr-page">
      <h1>BHA inspection</h1>
      {loaderData.failed ? (
        <p className="rr-form-alert" data-tone="error">
          The BHA reports could not be loaded; the lists are empty. Please try again later.
        </p>
      ) : null}
      <DataTable
        columnSettings
        label="BHA inspection reports"
        rows={loaderData.rows}
        columns={columns}
        initialQuery={loaderData.query}
        defaultSortColumnId="Inspection_Date"
        emptyMessage="No BHA reports"
        onDownloadSelected={(rows) => void run(async () => downloadBhaReportsZip(rows.map(reportParams)))}
      />
      {linkPrefix === null ? null : (
        <SerialHistoryQrDialog
          serialNo={qrSerial}
          linkPrefix={linkPrefix}
          onClose={() => setQrSerial(null)}
        />
      )}
    </div>
  );
}
