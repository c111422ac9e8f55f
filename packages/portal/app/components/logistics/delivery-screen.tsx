import type { DeliveryTicket, DeliveryTicketBha } from '@rigready/core';
import { DataTable, type DataTableColumn, ModalDialog } from '@rigready/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import { assetColumn, dateColumn, numberColumn, pdfColumn, textColumn } from '../../shared/table-columns.js';
import { portalApi } from '../portal-api.js';
import { useDocumentCall } from '../use-document-call.js';
import { DeliveryDocumentsMenu } from './delivery-documents-menu.js';
import { downloadSelectedZip } from './download-selected-zip.js';

/** The ticket a URL narrowed the list to: its number when the caller has it, else null (no such ticket). */
type TicketFilter = { dt: string | null } | null;

/** What the /delivery loader answers, by pipe type. */
export type DeliveryScreenData =
  | { pipeType: 'Tubular'; fleet: boolean; ticket: TicketFilter; tubular: DeliveryTicket[] }
  | { pipeType: 'BHA'; fleet: boolean; ticket: TicketFilter; bha: DeliveryTicketBha[] };

/**
 * The tubular shipping columns (spec part 1 §3), the Asset column in fleet mode, and after the Rig (in
 * view at 1280 px) a Ticket PDF button that opens the line's delivery ticket and a Documents button that
 * opens its PDF menu.
 *
 * @example
 * deliveryColumns(true, setLine, openTicket).map((column) => column.header);
 */
export function deliveryColumns(
  fleet: boolean,
  onDocuments: (line: DeliveryTicket) => void,
  onTicket: (line: DeliveryTicket) => void,
) {
  return [
    { ...textColumn<DeliveryTicket>('DT_No', FIELD_LABELS.DT_No), pinned: true },
    { ...dateColumn<DeliveryTicket>('Date', FIELD_LABELS.Date), primary: true },
    { ...textColumn<DeliveryTicket>('Sent_To', FIELD_LABELS.Sent_To), primary: true },
    { ...textColumn<DeliveryTicket>('Item_No', FIELD_LABELS.Item_No), primary: true },
    { ...numberColumn<DeliveryTicket>('Quantity', FIELD_LABELS.Quantity), primary: true },
    { ...textColumn<DeliveryTicket>('Rig', FIELD_LABELS.Rig), primary: true },
    // The documents are what a shipping line is opened for: in view at a desk's width, before the details;
    // the ticket's PDF, the one most asked for, opens with one press.
    {
      id: 'Ticket_PDF',
      header: 'Ticket',
      accessor: () => 'Ticket PDF',
      type: 'action',
      width: 110,
      filterable: false,
      searchable: false,
      primary: true,
      onAction: onTicket,
    },
    {
      ...pdfColumn<DeliveryTicket>({ id: 'Documents', header: 'Documents', onOpen: onDocuments }),
      primary: true,
    },
    // The pipe's details, which Item No already names, are one click away in Edit headers: the ticket
    // and its documents stay in view at 1280 px.
    { ...textColumn<DeliveryTicket>('Equipment', FIELD_LABELS.Equipment), defaultVisible: false },
    { ...textColumn<DeliveryTicket>('Weight', FIELD_LABELS.Weight), defaultVisible: false },
    { ...textColumn<DeliveryTicket>('Grade', FIELD_LABELS.Grade), defaultVisible: false },
    { ...textColumn<DeliveryTicket>('DT_Connection', FIELD_LABELS.DT_Connection), defaultVisible: false },
    { ...textColumn<DeliveryTicket>('Ref', FIELD_LABELS.Ref), defaultVisible: false },
    ...assetColumn<DeliveryTicket>(fleet, false),
  ] satisfies DataTableColumn<DeliveryTicket>[];
}

/**
 * The BHA shipping columns: DT No, Date, Receiver, Rig, Total Equipment, the Asset in fleet mode and the
 * ticket's PDF.
 *
 * @example
 * bhaDeliveryColumns(false, openTicket).map((column) => column.id);
 */
export function bhaDeliveryColumns(fleet: boolean, onPdf: (ticket: DeliveryTicketBha) => void) {
  return [
    { ...textColumn<DeliveryTicketBha>('DT_No', 'DT No'), pinned: true },
    { ...dateColumn<DeliveryTicketBha>('Date', 'Date'), primary: true },
    { ...textColumn<DeliveryTicketBha>('Receiver', 'Receiver'), primary: true },
    { ...textColumn<DeliveryTicketBha>('Rig', 'Rig'), primary: true },
    { ...numberColumn<DeliveryTicketBha>('Total_Equipment', 'Total Equipment'), primary: true },
    ...assetColumn<DeliveryTicketBha>(fleet),
    { ...pdfColumn<DeliveryTicketBha>({ onOpen: onPdf }), primary: true },
  ] satisfies DataTableColumn<DeliveryTicketBha>[];
}

function TubularDeliveries({ lines, fleet }: { lines: DeliveryTicket[]; fleet: boolean }) {
  const [line, setLine] = useState<DeliveryTicket | null>(null);
  const run = useDocumentCall();
  const columns = useMemo(
    () =>
      deliveryColumns(
        fleet,
        setLine,
        (ticket) =>
          void run(() => portalApi().then((api) => api.generateDeliveryPDF({ id_no: ticket.DT_No }))),
      ),
    [fleet, run],
  );
  return (
    <>
      <DataTable
        columnSettings
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

function BhaDeliveries({ tickets, fleet }: { tickets: DeliveryTicketBha[]; fleet: boolean }) {
  const run = useDocumentCall();
  const columns = useMemo(
    () =>
      bhaDeliveryColumns(
        fleet,
        (ticket) =>
          void run(() => portalApi().then((api) => api.generateDeliveryPDF({ id_no: ticket.DT_No }))),
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
            selected.map((ticket) => String(ticket.DT_No)),
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
      {data.ticket ? (
        <p className="rr-page__filter-note">
          {data.ticket.dt
            ? `Showing delivery ticket ${data.ticket.dt}.`
            : 'You have no delivery ticket of that number.'}{' '}
          <Link to="/delivery">Show all deliveries</Link>
        </p>
      ) : null}
      {data.pipeType === 'BHA' ? (
        <BhaDeliveries tickets={data.bha} fleet={data.fleet} />
      ) : (
        <TubularDeliveries lines={data.tubular} fleet={data.fleet} />
      )}
    </div>
  );
}
