import { openExcelLink, openPdfLink } from '../answers.js';
import type { CallOptions } from '../client-options.js';
import type { Transport } from '../transport.js';
import type { OrderParams, ReceivedParams } from './params.js';

/**
 * The order, received-goods and pre-invoice documents: each answers `{ pdflink }` or `{ excellink }`, which
 * the client hands to the host's `openDocument`; each resolves with the link.
 *
 * @example
 * const { getdpPDF, getMachExcel } = createDocumentCalls(transport);
 * await getdpPDF({ orderno: '40211' });
 */
export function createDocumentCalls(transport: Transport) {
  const pdf = (
    call: string,
    query: Record<string, string | number>,
    required: string,
    options?: CallOptions,
  ) =>
    openPdfLink(
      transport,
      { call, method: 'get', path: `/${call}`, query, required: [required], loading: 'dialog' },
      options,
    );
  const excel = (call: string) => (params: OrderParams, options?: CallOptions) =>
    openExcelLink(
      transport,
      {
        call,
        method: 'get',
        path: `/${call}`,
        query: { ...params },
        required: ['orderno'],
        loading: 'dialog',
      },
      options,
    );
  const orderPdf = (call: string) => (params: OrderParams, options?: CallOptions) =>
    pdf(call, { ...params }, 'orderno', options);
  return {
    /** GET /getReceivedPDF `receivednr`: the received-goods report. */
    getReceivedPDF: (params: ReceivedParams, options?: CallOptions): Promise<string> =>
      pdf('getReceivedPDF', { ...params }, 'receivednr', options),
    /** GET /getReceivedFreightpapers `receivednr`: the freight papers of a receipt. */
    getReceivedFreightpapers: (params: ReceivedParams, options?: CallOptions): Promise<string> =>
      pdf('getReceivedFreightpapers', { ...params }, 'receivednr', options),
    /** GET /getOrderPDF `orderno`: the order confirmation. */
    getOrderPDF: orderPdf('getOrderPDF'),
    /** GET /getPreinvPDF `orderno`: the pre-invoice. */
    getPreinvPDF: orderPdf('getPreinvPDF'),
    /** GET /getdpPDF `orderno`: the drill pipe inspection report (also the chiksan PDF, keyed by Order_No). */
    getdpPDF: orderPdf('getdpPDF'),
    /** GET /gethwPDF `orderno`: the heavy weight inspection report. */
    gethwPDF: orderPdf('gethwPDF'),
    /** GET /getdcPDF `orderno`: the drill collar inspection report. */
    getdcPDF: orderPdf('getdcPDF'),
    /** GET /getoctgPDF `orderno`: the OCTG inspection report. */
    getoctgPDF: orderPdf('getoctgPDF'),
    /** GET /getdpExcel `orderno`: the drill pipe tally. */
    getdpExcel: excel('getdpExcel'),
    /** GET /gethwExcel `orderno`: the heavy weight tally. */
    gethwExcel: excel('gethwExcel'),
    /** GET /getdcExcel `orderno`: the drill collar tally. */
    getdcExcel: excel('getdcExcel'),
    /** GET /getoctgExcel `orderno`: the OCTG tally. */
    getoctgExcel: excel('getoctgExcel'),
    /** GET /getMachExcel `orderno`: the drill pipe machining report. */
    getMachExcel: excel('getMachExcel'),
    /** GET /getMachExcelHW `orderno`: the heavy weight machining report. */
    getMachExcelHW: excel('getMachExcelHW'),
    /** GET /getMachExcelDC `orderno`: the drill collar machining report. */
    getMachExcelDC: excel('getMachExcelDC'),
    /** GET /getHardExcel `orderno`: the drill pipe hardbanding report. */
    getHardExcel: excel('getHardExcel'),
    /** GET /getHardExcelHW `orderno`: the heavy weight hardbanding report. */
    getHardExcelHW: excel('getHardExcelHW'),
  };
}
