import { DataTable, type DataTableColumn, ModalDialog } from '@rigready/ui';
import { useMemo, useState } from 'react';
import { FIELD_LABELS } from '../field-labels.js';
import { portalApi } from '../portal-api.js';
import { assetColumn, dateColumn, numberColumn, pdfColumn, textColumn } from '../table-columns.js';
import { useDocumentCall } from '../use-document-call.js';
import { DeliveryDocumentsMenu } from './delivery-documents-menu.js';
import { downloadSelectedZip } from './download-selected-zip.js';

/** A tubular delivery-ticket line as /delivery lists it, its stored documents as the caller's links. */
export interface DeliveryLine {
  DT_No: string;
  Date: string | null;
  Sent_To: string | null;
  Item_No: string;
  Quantity: number | null;
  Shipped: number;
  Rig: string | null;
  Equipment: string | null;
  Weight: string | null;
  Grade: string | null;
  DT_Connection: string | null;
  Ref: string | null;
  Asset: string | null;
  Wiresling: string | null;
  Attachment: string | null;
}

/** A BHA delivery ticket as /delivery lists it. */
export interface BhaDelivery {
  DT_No: string;
  Date: string | null;
  Receiver: string | null;
  Rig: string | null;
  Total_Equipment: number | null;
  Asset: string | null;
}

/** What the /delivery loader answers, by pipe type. */
export type DeliveryScreenData =
  | { pipeType: 'Tubular'; fleet: boolean; tubular: DeliveryLine[] }
  | { pipeType: 'BHA'; fleet: boolean; bha: BhaDelivery[] };

/**
 * The tubular shipping columns (spec part 1 §3), the Asset column in fleet mode, and a Documents button
 * per line that opens its PDF menu.
 *
 * @example
 * deliveryColumns(true, setLine).map((column) => column.header);
 */
export function deliveryColumns(fleet: boolean, onDocuments: (line: DeliveryLine) => void) {
  return [
    { ...textColumn<DeliveryLine>('DT_No', FIELD_LABELS.DT_No), pinned: true },
    { ...dateColumn<DeliveryLine>('Date', FIELD_LABELS.Date), primary: true },
    { ...textColumn<DeliveryLine>('Sent_To', FIELD_LABELS.Sent_To), primary: true },
    { ...textColumn<DeliveryLine>('Item_No', FIELD_LABELS.Item_No), primary: true },
    { ...numberColumn<DeliveryLine>('Quantity', FIELD_LABELS.Quantity), primary: true },
    { ...textColumn<DeliveryLine>('Rig', FIELD_LABELS.Rig), primary: true },
    textColumn<DeliveryLine>('Equipment', FIELD_LABELS.Equipment),
    textColumn<DeliveryLine>('Weight', FIELD_LABELS.Weight),
    textColumn<DeliveryLine>('Grade', FIELD_LABELS.Grade),
    textColumn<DeliveryLine>('DT_Connection', FIELD_LABELS.DT_Connection),
    textColumn<DeliveryLine>('Ref', FIELD_LABELS.Ref),
    ...assetColumn<DeliveryLine>(fleet),
    {
      ...pdfColumn<DeliveryLine>({ id: 'Documents', header: 'Documents', onOpen: onDocuments }),
      primary: true,
    },
  ] satisfies DataTableColumn<DeliveryLine>[];
}

/**
 * The BHA shipping columns: DT No, Date, Receiver, Rig, Total Equipment, the Asset in fleet mode and the
 * ticket's PDF.
 *
 * @example
 * bhaDeliveryColumns(false, openTicket).map((column) => column.id);
 */
export function bhaDeliveryColumns(fleet: boolean, onPdf: (ticket: BhaDelivery) => void) {
  return [
    { ...textColumn<BhaDelivery>('DT_No', 'DT No'), pinned: true },
    { ...dateColumn<BhaDelivery>('Date', 'Date'), primary: true },
    { ...textColumn<BhaDelivery>('Receiver', 'Receiver'), primary: true },
    { ...textColumn<BhaDelivery>('Rig', 'Rig'), primary: true },
    { ...numberColumn<BhaDelivery>('Total_Equipment', 'Total Equipment'), primary: true },
    ...assetColumn<BhaDelivery>(fleet),
    { ...pdfColumn<BhaDelivery>({ onOpen: onPdf }), primary: true },
  ] satisfies DataTableColumn<BhaDelivery>[];
}

function TubularDeliveries({ lines, fleet }: { lines: DeliveryLine[]; fleet: boolean }) {
  const [line, setLine] = useState<DeliveryLine | null>(null);
  const columns = useMemo(() => deliveryColumns(fleet, setLine), [fleet]);
  return (
    <>
      <DataTable
        label="Shipping"
        rows={lines}
        columns={columns}
        defaultSortColumnId="Date"
        csvFileName="Shipping.csv"
      />
      <ModalDialog
        open={line !== null}
        onOpenChange={(open) => {
          if (!open) setLine(null);
        }}
        title={line ? `Delivery ticket ${line.DT_No} · ${line.Item_No}` : 'Delivery ticket'}
        size="sm"
      >
        {line ? <DeliveryDocumentsMenu line={line} /> : null}
      </ModalDialog>
    </>
  );
}

function BhaDeliveries({ tickets, fleet }: { tickets: BhaDelivery[]; fleet: boolean }) {
  const run = useDocumentCall();
  const columns = useMemo(
    () =>
      bhaDeliveryColumns(
        fleet,
        (ticket) => void run(() => portalApi().generateDeliveryPDF({ id_no: ticket.DT_No })),
      ),
    [fleet, run],
  );
  return (
    <DataTable
      label="Shipping BHA"
      rows={tickets}
      columns={columns}
      defaultSortColumnId="Date"
      csvFileName="ShippingBHA.csv"
      onDownloadSelected={(selected) =>
        void run(async () =>
          downloadSelectedZip(
            '/delivery/zip',
            selected.map((ticket) => ticket.DT_No),
          ),
        )
      }
    />
  );
}

/**
 * /delivery (Shipping): the tubular delivery-ticket lines with each line's PDF menu (ticket PDF with its
 * fallback, Excel, attachment, wire-sling), or with the BHA switch the BHA tickets with their PDFs,
 * 'select all' and 'Download Selected' (one zip).
 *
 * @example
 * <DeliveryScreen data={loaderData} />
 */
export function DeliveryScreen({ data }: { data: DeliveryScreenData }) {
  return (
    <div className="rr-page rr-delivery">
      <h1>Shipping {data.pipeType === 'BHA' ? 'BHA' : 'Tubular'}</h1>
      {data.pipeType === 'BHA' ? (
        <BhaDeliveries tickets={data.bha} fleet={data.fleet} />
      ) : (
        <TubularDeliveries lines={data.tubular} fleet={data.fleet} />
      )}
    </div>
  );
}
