import type { Readable } from 'node:stream';
import { FIELD_LABELS, type LabelledField } from '../../../../shared/field-labels.js';
import type { DeliveryLineRow, TallyRow } from '../../../db/contract-rows.server.js';
import type { DeliveryTicketDocument } from '../../content/document-delivery-ticket.server.js';
import type { ClassedTallyRow, OrderTallyDocument } from '../../content/document-order-tally.server.js';
import type { ClassedSerialRow, SerialExportDocument } from '../../content/document-serial-exports.server.js';
import type { DocumentContext } from '../document-context.server.js';
import { renderXlsxSheet, type XlsxColumn } from './xlsx-sheet.server.js';

const LIST_NAMES = { dp: 'Drill pipe', hw: 'Heavy weight', dc: 'Drill collar', octg: 'OCTG' } as const;

// Headed with the screens' labels of the fields (one list of them, shared with the screens' columns).
const text = <R>(field: LabelledField, pick: (row: R) => string | null, width?: number): XlsxColumn<R> => ({
  header: FIELD_LABELS[field],
  type: 'text',
  value: pick,
  ...(width ? { width } : {}),
});
const number = <R>(field: LabelledField, pick: (row: R) => number | null): XlsxColumn<R> => ({
  header: FIELD_LABELS[field],
  type: 'number',
  value: pick,
});
const date = <R>(field: LabelledField, pick: (row: R) => string | null): XlsxColumn<R> => ({
  header: FIELD_LABELS[field],
  type: 'date',
  value: pick,
  width: 12,
});

/** The columns of the serial exports. */
export const SERIAL_EXPORT_COLUMNS: readonly XlsxColumn<ClassedSerialRow>[] = [
  text('Serial_Number', (row) => row.Serial_Number, 16),
  text('Item_No', (row) => row.Item_No, 12),
  text('Current_Location', (row) => row.Current_Location, 16),
  text('Class', (row) => row.Class, 12),
  text('Asset', (row) => row.Asset),
  text('Site', (row) => row.Site),
  text('String_Number', (row) => row.String_Number),
  text('Rack_Position', (row) => row.Rack_Position),
  number('Position', (row) => row.Position),
  number('KWP_Length', (row) => row.KWP_Length),
  text('TC_TBA', (row) => row.TC_TBA),
  date('Date_Inspected', (row) => row.Date_Inspected),
  date('Completion_Date', (row) => row.Completion_Date),
  text('Order_No', (row) => row.Order_No),
  text('DT_No', (row) => row.DT_No),
  date('Shipped_Date', (row) => row.Shipped_Date),
];

/**
 * The serials of an item at a location as .xlsx (/createExcel `itemnr`, `location`, and
 * /createExcelShippedSerials `itemnr`).
 *
 * @example
 * const xlsx = renderSerialsExcel(await serialsAtLocationDocument(scoped, '550DP.12', 'Rig_Ready'), context);
 */
export function renderSerialsExcel(exported: SerialExportDocument, context: DocumentContext): Readable {
  return renderXlsxSheet(
    {
      sheetName: `${exported.location} ${exported.Item_No}`,
      title: `Serials of item ${exported.Item_No} at ${exported.location}`,
      customer: exported.Customer,
      columns: SERIAL_EXPORT_COLUMNS,
      rows: exported.serials,
    },
    context,
  );
}

const jointKey: readonly XlsxColumn<TallyRow>[] = [
  text('Order_No', (row) => row.Order_No),
  text('Item_No', (row) => row.Item_No, 12),
  text('Serial_Number', (row) => row.Serial_Number, 16),
  date('Inspection_Date', (row) => row.Inspection_Date),
];

/**
 * The columns of the per-joint tally (/getdpExcel ...): the inspection results of tallies.json and the
 * class they give.
 */
export const TALLY_EXPORT_COLUMNS: readonly XlsxColumn<ClassedTallyRow>[] = [
  ...jointKey,
  text('IPC', (row) => row.IPC),
  number('Wall', (row) => row.Wall),
  number('TS_Pin', (row) => row.TS_Pin),
  number('TS_Box', (row) => row.TS_Box),
  number('OD_Box', (row) => row.OD_Box),
  text('TU_Tube', (row) => row.TU_Tube),
  text('TJ_Tooljoint', (row) => row.TJ_Tooljoint),
  text('Machining_Pin', (row) => row.Machining_Pin),
  text('Machining_Box', (row) => row.Machining_Box),
  text('Hardbanding_Box', (row) => row.Hardbanding_Box),
  text('Pipe_Status', (row) => row.Pipe_Status),
  text('Class', (row) => row.Class, 12),
];

/** The columns of the machining results (/getMachExcel, /getMachExcelHW, /getMachExcelDC). */
export const MACHINING_EXPORT_COLUMNS: readonly XlsxColumn<TallyRow>[] = [
  ...jointKey,
  text('Machining_Pin', (row) => row.Machining_Pin),
  text('Machining_Box', (row) => row.Machining_Box),
  number('TS_Pin', (row) => row.TS_Pin),
  number('TS_Box', (row) => row.TS_Box),
];

/** The columns of the hardbanding results (/getHardExcel, /getHardExcelHW). */
export const HARDBANDING_EXPORT_COLUMNS: readonly XlsxColumn<TallyRow>[] = [
  ...jointKey,
  text('Hardbanding_Box', (row) => row.Hardbanding_Box),
  number('OD_Box', (row) => row.OD_Box),
];

/** Which per-joint sheet of an order: the whole tally, machining only, or hardbanding only. */
export type OrderTallyExport = 'tally' | 'machining' | 'hardbanding';

const TALLY_SHEETS: Record<
  OrderTallyExport,
  { name: string; columns: readonly XlsxColumn<ClassedTallyRow>[] }
> = {
  tally: { name: 'tally', columns: TALLY_EXPORT_COLUMNS },
  machining: { name: 'machining', columns: MACHINING_EXPORT_COLUMNS },
  hardbanding: { name: 'hardbanding', columns: HARDBANDING_EXPORT_COLUMNS },
};

/**
 * The per-joint results of an order as .xlsx: the whole tally (/getdpExcel, /gethwExcel, /getdcExcel,
 * /getoctgExcel), the machining results (/getMachExcel*) or the hardbanding results (/getHardExcel*).
 *
 * @example
 * const xlsx = renderOrderTallyExcel(await orderTallyDocument(scoped, 'hw', '40212'), 'machining', context);
 */
export function renderOrderTallyExcel(
  report: OrderTallyDocument,
  sheet: OrderTallyExport,
  context: DocumentContext,
): Readable {
  const { name, columns } = TALLY_SHEETS[sheet];
  return renderXlsxSheet(
    {
      sheetName: `${report.list} ${name} ${report.Order_No}`,
      title: `${LIST_NAMES[report.list]} ${name}, order ${report.Order_No}`,
      customer: report.Customer,
      columns,
      rows: report.joints,
    },
    context,
  );
}

/** One row of the delivery-ticket export: a shipped joint with its line, or a line without joints. */
export interface DeliveryTicketExportRow {
  line: DeliveryLineRow;
  serial: DeliveryTicketDocument['serials'][number] | null;
}

/** The columns of /getDTExcel: the ticket's header and line fields, then the joint. */
export const DELIVERY_TICKET_EXPORT_COLUMNS: readonly XlsxColumn<DeliveryTicketExportRow>[] = [
  text('DT_No', (row) => row.line.DT_No),
  date('Date', (row) => row.line.Date),
  text('Sent_To', (row) => row.line.Sent_To),
  text('Rig', (row) => row.line.Rig),
  text('Item_No', (row) => row.line.Item_No, 12),
  number('Quantity', (row) => row.line.Quantity),
  text('Equipment', (row) => row.line.Equipment, 14),
  text('Weight', (row) => row.line.Weight),
  text('Grade', (row) => row.line.Grade),
  text('DT_Connection', (row) => row.line.DT_Connection),
  text('Ref', (row) => row.line.Ref),
  text('Serial_Number', (row) => row.serial?.Serial_Number ?? null, 16),
  number('KWP_Length', (row) => row.serial?.KWP_Length ?? null),
  date('Shipped_Date', (row) => row.serial?.Shipped_Date ?? null),
  text('Class', (row) => row.serial?.Class ?? null, 12),
];

/**
 * A delivery ticket's lines and serials flattened to one row per shipped joint (a line with no recorded
 * joint gives one row with empty joint cells).
 *
 * @example
 * deliveryTicketExportRows(ticket).length; // joints, plus lines without joints
 */
export function deliveryTicketExportRows(ticket: DeliveryTicketDocument): DeliveryTicketExportRow[] {
  const byItem = new Map<string, DeliveryTicketDocument['serials']>();
  for (const serial of ticket.serials) {
    const list = byItem.get(serial.Item_No) ?? [];
    list.push(serial);
    byItem.set(serial.Item_No, list);
  }
  const rows: DeliveryTicketExportRow[] = [];
  for (const line of ticket.lines) {
    const serials = byItem.get(line.Item_No) ?? [];
    if (serials.length === 0) rows.push({ line, serial: null });
    for (const serial of serials) rows.push({ line, serial });
  }
  return rows;
}

/**
 * The delivery ticket as .xlsx (/getDTExcel `id_no`).
 *
 * @example
 * const xlsx = renderDeliveryTicketExcel(ticket, context);
 */
export function renderDeliveryTicketExcel(
  ticket: DeliveryTicketDocument,
  context: DocumentContext,
): Readable {
  return renderXlsxSheet(
    {
      sheetName: `DT ${ticket.DT_No}`,
      title: `Delivery ticket ${ticket.DT_No}`,
      customer: ticket.Customer,
      columns: DELIVERY_TICKET_EXPORT_COLUMNS,
      rows: deliveryTicketExportRows(ticket),
    },
    context,
  );
}
