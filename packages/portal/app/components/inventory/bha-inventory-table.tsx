import { type BhaInventoryRow, inspectionDateColour, inspectionExpiry, monthsBetween } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { use, useMemo } from 'react';
import type { ClockReading } from '../../shared/clock-reading.js';
import { pdfColumn } from '../../shared/table-columns.js';
import { downloadBhaReportsZip } from '../bha-reports-zip.js';
import { portalApi } from '../portal-api.js';
import { toolHref } from '../serial-links.js';
import { useDocumentCall } from '../use-document-call.js';

/** The BHA parameter set of a tool's certificate: its latest report. */
function reportParams(row: BhaInventoryRow) {
  return {
    type: row.report_type ?? 'Multi',
    report_id: String(row.Report_ID ?? ''),
    serial_no: row.Serial_No,
  };
}

/**
 * The BHA inventory's columns (spec part 1 §2), the Asset column in fleet mode, the Last Inspection Date
 * with core's Overview Date circle (months to the server's now) and 'Days past due inspection' from core's
 * expiry rule (days to the server's today in the provider's zone).
 *
 * @example
 * bhaInventoryColumns(loaderData.clock, true, openCertificate).map((column) => column.header);
 */
export function bhaInventoryColumns(
  clock: ClockReading,
  fleet: boolean,
  onCertificate: (row: BhaInventoryRow) => void,
): DataTableColumn<BhaInventoryRow>[] {
  const text = (id: keyof BhaInventoryRow, header: string): DataTableColumn<BhaInventoryRow> => ({
    id,
    header,
    accessor: (row) => row[id],
  });
  const later = (column: DataTableColumn<BhaInventoryRow>) => ({ ...column, defaultVisible: false });
  // The tool, where it is, when it was last inspected, how overdue and its certificate are in view at
  // 1280 px; its other numbers, connections and the asset are one click away in Edit headers.
  return [
    { ...text('Serial_No', 'Serial Number'), type: 'link', href: (row) => toolHref(row.Serial_No) },
    later(text('Serial_No_Alt', 'Alternative Serial Number')),
    later(text('Material_Number', 'Material Number')),
    text('Description', 'Description'),
    later(text('Connection_Box', 'Connection Box')),
    later(text('Connection_Pin', 'Connection Pin')),
    text('Current_Location', 'Current Location'),
    ...(fleet ? [later(text('Asset', 'Asset'))] : []),
    {
      id: 'Last_Inspection_Date',
      header: 'Last Inspection Date',
      accessor: (row) => row.Last_Inspection_Date,
      type: 'colour',
      sortType: 'date',
      colour: (row) =>
        row.Last_Inspection_Date
          ? inspectionDateColour(monthsBetween(row.Last_Inspection_Date, clock.now), 'circle')
          : null,
    },
    {
      id: 'Days_Past_Due',
      header: 'Days past due inspection',
      accessor: (row) =>
        row.Last_Inspection_Date ? inspectionExpiry(row.Last_Inspection_Date, clock.today).label : '',
      sortType: 'number',
    },
    pdfColumn({
      id: 'Certificate',
      header: 'Certificate',
      value: (row) => (row.Report_ID ? 'Certificate' : 'No Certificate'),
      onOpen: onCertificate,
    }),
  ];
}

/**
 * The BHA inventory table: the certificate of each tool is its latest report; 'select all pdf' and
 * 'Download Selected' save the selected certificates as one zip.
 *
 * @example
 * <BhaInventoryTable rows={loaderData.bha} clock={loaderData.clock} fleet />
 */
export function BhaInventoryTable({
  rows,
  clock,
  fleet,
}: {
  rows: Promise<BhaInventoryRow[]>;
  clock: ClockReading;
  fleet: boolean;
}) {
  const tools = use(rows);
  const run = useDocumentCall();
  const columns = useMemo(
    () =>
      bhaInventoryColumns(
        clock,
        fleet,
        (row) => void run(() => portalApi().then((api) => api.getBHACertificate(reportParams(row)))),
      ),
    [clock, fleet, run],
  );
  return (
    <DataTable
      columnSettings
      label="BHA inventory"
      rows={tools}
      columns={columns}
      defaultSortColumnId="Last_Inspection_Date"
      csvFileName="InventoryTally.csv"
      onDownloadSelected={(selected) => {
        const sets = selected.filter((row) => row.Report_ID).map(reportParams);
        void run(async () => downloadBhaReportsZip(sets));
      }}
    />
  );
}
