import type { ReturnedPipeList } from '../../../shared/returned-pipe-lists.js';
import { safeDownloadName } from '../../document-store/download-name.server.js';
import type { OrderTallyExport } from '../render/xlsx/excel-exports.server.js';

function named(name: string): string {
  return safeDownloadName(name);
}

/**
 * The download names of the generated documents (docs/documents.md), already safe for Content-Disposition:
 * numbers come from rows and may hold anything.
 *
 * @example
 * generatedDocumentNames.deliveryTicketPdf('NW-DT1'); // 'DT NW-DT1.pdf'
 * generatedDocumentNames.orderTallyExcel('dp', 'machining', '40211'); // 'dp machining 40211.xlsx'
 */
export const generatedDocumentNames = {
  deliveryTicketPdf: (dtNo: string) => named(`DT ${dtNo}.pdf`),
  deliveryTicketExcel: (dtNo: string) => named(`DT ${dtNo}.xlsx`),
  orderConfirmationPdf: (orderNo: string) => named(`Order ${orderNo} confirmation.pdf`),
  preInvoicePdf: (orderNo: string) => named(`Pre-invoice ${orderNo}.pdf`),
  receivedNotePdf: (receiveNo: string) => named(`Received ${receiveNo}.pdf`),
  inventoryReportPdf: (asset: string) => named(`Inventory ${asset}.pdf`),
  orderTallyPdf: (list: ReturnedPipeList, orderNo: string) => named(`${list} ${orderNo}.pdf`),
  orderTallyExcel: (list: ReturnedPipeList, sheet: OrderTallyExport, orderNo: string) =>
    named(`${list} ${sheet} ${orderNo}.xlsx`),
  serialsExcel: (itemNo: string, location: string) => named(`${itemNo} ${location}.xlsx`),
};
