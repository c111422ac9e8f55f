import type { ReceivedRow } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import { assetColumn, dateColumn, numberColumn, pdfColumn, textColumn } from '../../shared/table-columns.js';
import { portalApi } from '../portal-api.js';
import { useDocumentCall } from '../use-document-call.js';

/** A received-goods line as /received lists it: core's row and whether it has stored freight papers. */
export type ReceivedLine = ReceivedRow & { hasFreightPapers: boolean };

/** What the /received loader answers. */
export interface ReceivedScreenData {
  fleet: boolean;
  rows: ReceivedLine[];
}

/**
 * The received columns (spec part 1 §3), the Asset in fleet mode, the received note PDF and the freight
 * papers of each line.
 *
 * @example
 * receivedColumns(true, openNote, openPapers).map((column) => column.header);
 */
export function receivedColumns(
  fleet: boolean,
  onNote: (line: ReceivedLine) => void,
  onFreightPapers: (line: ReceivedLine) => void,
) {
  return [
    { ...textColumn<ReceivedLine>('Receive_No', FIELD_LABELS.Receive_No), pinned: true },
    { ...dateColumn<ReceivedLine>('Returned_Date', FIELD_LABELS.Returned_Date), primary: true },
    { ...textColumn<ReceivedLine>('Returned_From', FIELD_LABELS.Returned_From), primary: true },
    textColumn<ReceivedLine>('Location', FIELD_LABELS.Location),
    { ...textColumn<ReceivedLine>('Item_No', FIELD_LABELS.Item_No), primary: true },
    { ...numberColumn<ReceivedLine>('Quantity_Tubular', FIELD_LABELS.Quantity_Tubular), primary: true },
    // Returned From names the rig and Item No the pipe: Equipment and Asset are one click away in Edit
    // headers, so the documents stay in view at 1280 px.
    { ...textColumn<ReceivedLine>('Equipment', FIELD_LABELS.Equipment), defaultVisible: false },
    ...assetColumn<ReceivedLine>(fleet, false),
    { ...pdfColumn<ReceivedLine>({ onOpen: onNote }), primary: true },
    {
      id: 'Freight_Papers',
      header: 'Freight papers',
      accessor: (line) => (line.hasFreightPapers ? 'Freight papers' : ''),
      type: 'action',
      filterable: false,
      searchable: false,
      onAction: onFreightPapers,
    },
  ] satisfies DataTableColumn<ReceivedLine>[];
}

/**
 * /received: the caller's received-goods lines, each with its received note and freight papers; a
 * missing document shows the spec's 'document not found' snackbar.
 *
 * @example
 * <ReceivedScreen data={loaderData} />
 */
export function ReceivedScreen({ data }: { data: ReceivedScreenData }) {
  const run = useDocumentCall();
  const columns = useMemo(
    () =>
      receivedColumns(
        data.fleet,
        (line) =>
          void run(() => portalApi().then((api) => api.getReceivedPDF({ receivednr: line.Receive_No }))),
        (line) =>
          void run(() =>
            portalApi().then((api) => api.getReceivedFreightpapers({ receivednr: line.Receive_No })),
          ),
      ),
    [data.fleet, run],
  );
  return (
    <div className="rr-page rr-received">
      <h1>Received</h1>
      <DataTable
        columnSettings
        label="Received"
        rows={data.rows}
        columns={columns}
        defaultSortColumnId="Returned_Date"
        csvFileName="Received.csv"
      />
    </div>
  );
}
