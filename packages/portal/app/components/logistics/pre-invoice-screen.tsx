import type { PreInvoiceBha, PreInvoiceTubular } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { assetColumn, dateColumn, pdfColumn, textColumn } from '../../shared/table-columns.js';
import { portalApi } from '../portal-api.js';
import { useDocumentCall } from '../use-document-call.js';
import { downloadSelectedZip } from './download-selected-zip.js';

/** What the /preinvoice loader answers, by pipe type. */
export type PreInvoiceScreenData =
  | { pipeType: 'Tubular'; fleet: boolean; tubular: PreInvoiceTubular[] }
  | { pipeType: 'BHA'; fleet: boolean; bha: PreInvoiceBha[] };

/**
 * The tubular pre-invoice columns (spec part 1 §3) with the pre-invoice PDF of each order; the Asset
 * column is the spec's own and stays in every mode.
 *
 * @example
 * preInvoiceColumns(openPdf).map((column) => column.header);
 */
export function preInvoiceColumns(onPdf: (line: PreInvoiceTubular) => void) {
  return [
    textColumn<PreInvoiceTubular>('Order_No', 'Order No'),
    textColumn<PreInvoiceTubular>('Returned_From', 'Returned From'),
    dateColumn<PreInvoiceTubular>('Return_Date', 'Return Date'),
    textColumn<PreInvoiceTubular>('Ref', 'Ref'),
    textColumn<PreInvoiceTubular>('Item_Number', 'Item Number'),
    // The pipe's details, which Item Number already names, and the Asset (Returned From names the rig)
    // are one click away in Edit headers: what was done and its PDF stay in view at 1280 px.
    { ...textColumn<PreInvoiceTubular>('Equipment', 'Equipment'), defaultVisible: false },
    { ...textColumn<PreInvoiceTubular>('Weight', 'Weight'), defaultVisible: false },
    { ...textColumn<PreInvoiceTubular>('Grade', 'Grade'), defaultVisible: false },
    { ...textColumn<PreInvoiceTubular>('Connection', 'Connection'), defaultVisible: false },
    textColumn<PreInvoiceTubular>('Inspection_Specification', 'Inspection Specification'),
    { ...textColumn<PreInvoiceTubular>('Asset', 'Asset'), defaultVisible: false },
    pdfColumn<PreInvoiceTubular>({ onOpen: onPdf }),
  ] satisfies DataTableColumn<PreInvoiceTubular>[];
}

/**
 * The BHA pre-invoice columns: Order No, Returned From, Return Date, PO, Ref, the Asset in fleet mode and
 * the PDF.
 *
 * @example
 * bhaPreInvoiceColumns(true, openPdf).map((column) => column.id);
 */
export function bhaPreInvoiceColumns(fleet: boolean, onPdf: (preInvoice: PreInvoiceBha) => void) {
  return [
    textColumn<PreInvoiceBha>('Order_No', 'Order No'),
    textColumn<PreInvoiceBha>('Returned_From', 'Returned From'),
    dateColumn<PreInvoiceBha>('Return_Date', 'Return Date'),
    textColumn<PreInvoiceBha>('PO', 'PO'),
    textColumn<PreInvoiceBha>('Ref', 'Ref'),
    ...assetColumn<PreInvoiceBha>(fleet),
    pdfColumn<PreInvoiceBha>({ onOpen: onPdf }),
  ] satisfies DataTableColumn<PreInvoiceBha>[];
}

/**
 * /preinvoice: the tubular pre-invoice lines, or with the BHA switch the BHA pre-invoices with 'select
 * all' and 'Download Selected' (one zip); each row opens its pre-invoice PDF.
 *
 * @example
 * <PreInvoiceScreen data={loaderData} />
 */
export function PreInvoiceScreen({ data }: { data: PreInvoiceScreenData }) {
  const run = useDocumentCall();
  const { tubularColumns, bhaColumns } = useMemo(() => {
    const open = (orderNo: string | number) =>
      void run(() => portalApi().then((api) => api.getPreinvPDF({ orderno: orderNo })));
    return {
      tubularColumns: preInvoiceColumns((line) => open(line.Order_No)),
      bhaColumns: bhaPreInvoiceColumns(data.fleet, (preInvoice) => open(preInvoice.Order_No)),
    };
  }, [data.fleet, run]);
  return (
    <div className="rr-page rr-preinvoice">
      <h1>Pre Invoice {data.pipeType === 'BHA' ? 'BHA' : 'Tubular'}</h1>
      {data.pipeType === 'BHA' ? (
        <DataTable
          label="Pre Invoice BHA"
          rows={data.bha}
          columns={bhaColumns}
          defaultSortColumnId="Return_Date"
          csvFileName="PreInvoiceBHA.csv"
          onDownloadSelected={(selected) =>
            void run(async () =>
              downloadSelectedZip(
                '/preinvoice/zip',
                selected.map((preInvoice) => String(preInvoice.Order_No)),
              ),
            )
          }
        />
      ) : (
        <DataTable
          columnSettings
          label="Pre Invoice"
          rows={data.tubular}
          columns={tubularColumns}
          defaultSortColumnId="Return_Date"
          csvFileName="PreInvoice.csv"
        />
      )}
    </div>
  );
}
