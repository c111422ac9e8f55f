import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { portalApi } from '../portal-api.js';
import { assetColumn, dateColumn, pdfColumn, textColumn } from '../table-columns.js';
import { useDocumentCall } from '../use-document-call.js';
import { downloadSelectedZip } from './download-selected-zip.js';

/** A tubular pre-invoice line as /preinvoice lists it. */
export interface PreInvoiceLine {
  Order_No: string;
  Returned_From: string | null;
  Return_Date: string | null;
  Ref: string | null;
  Item_Number: string;
  Equipment: string | null;
  Weight: string | null;
  Grade: string | null;
  Connection: string | null;
  Inspection_Specification: string | null;
  Asset: string | null;
}

/** A BHA pre-invoice as /preinvoice lists it. */
export interface BhaPreInvoice {
  Order_No: string;
  Returned_From: string | null;
  Return_Date: string | null;
  PO: string | null;
  Ref: string | null;
  Asset: string | null;
}

/** What the /preinvoice loader answers, by pipe type. */
export type PreInvoiceScreenData =
  | { pipeType: 'Tubular'; fleet: boolean; tubular: PreInvoiceLine[] }
  | { pipeType: 'BHA'; fleet: boolean; bha: BhaPreInvoice[] };

/**
 * The tubular pre-invoice columns (spec part 1 §3) with the pre-invoice PDF of each order; the Asset
 * column is the spec's own and stays in every mode.
 *
 * @example
 * preInvoiceColumns(openPdf).map((column) => column.header);
 */
export function preInvoiceColumns(onPdf: (line: PreInvoiceLine) => void) {
  return [
    textColumn<PreInvoiceLine>('Order_No', 'Order No'),
    textColumn<PreInvoiceLine>('Returned_From', 'Returned From'),
    dateColumn<PreInvoiceLine>('Return_Date', 'Return Date'),
    textColumn<PreInvoiceLine>('Ref', 'Ref'),
    textColumn<PreInvoiceLine>('Item_Number', 'Item Number'),
    textColumn<PreInvoiceLine>('Equipment', 'Equipment'),
    textColumn<PreInvoiceLine>('Weight', 'Weight'),
    textColumn<PreInvoiceLine>('Grade', 'Grade'),
    textColumn<PreInvoiceLine>('Connection', 'Connection'),
    textColumn<PreInvoiceLine>('Inspection_Specification', 'Inspection Specification'),
    textColumn<PreInvoiceLine>('Asset', 'Asset'),
    pdfColumn<PreInvoiceLine>({ onOpen: onPdf }),
  ] satisfies DataTableColumn<PreInvoiceLine>[];
}

/**
 * The BHA pre-invoice columns: Order No, Returned From, Return Date, PO, Ref, the Asset in fleet mode and
 * the PDF.
 *
 * @example
 * bhaPreInvoiceColumns(true, openPdf).map((column) => column.id);
 */
export function bhaPreInvoiceColumns(fleet: boolean, onPdf: (preInvoice: BhaPreInvoice) => void) {
  return [
    textColumn<BhaPreInvoice>('Order_No', 'Order No'),
    textColumn<BhaPreInvoice>('Returned_From', 'Returned From'),
    dateColumn<BhaPreInvoice>('Return_Date', 'Return Date'),
    textColumn<BhaPreInvoice>('PO', 'PO'),
    textColumn<BhaPreInvoice>('Ref', 'Ref'),
    ...assetColumn<BhaPreInvoice>(fleet),
    pdfColumn<BhaPreInvoice>({ onOpen: onPdf }),
  ] satisfies DataTableColumn<BhaPreInvoice>[];
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
    const open = (orderNo: string) => void run(() => portalApi().getPreinvPDF({ orderno: orderNo }));
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
                selected.map((preInvoice) => preInvoice.Order_No),
              ),
            )
          }
        />
      ) : (
        <DataTable
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
