import { excelLinkAnswerSchema, pdfLinkAnswerSchema, type RouteName } from '@rigready/core';
import { z } from 'zod';
import type { ReturnedPipeList } from '../../../shared/returned-pipe-lists.js';
import type { OrderTallyExport } from '../../documents/render/xlsx/excel-exports.server.js';
import { documentLinkAnswer, documentNotFound } from '../../documents/serve/document-answers.server.js';
import { chiksanSerials } from '../../services/reports.server.js';
import { defineApiCall } from '../api-call.server.js';

const orderno = z.object({ orderno: z.string().trim().min(1, 'an order number') });

const LIST_ROUTES: Record<ReturnedPipeList, RouteName> = {
  dp: 'dp',
  hw: 'heavy',
  dc: 'dcollar',
  octg: 'octg',
};

/** `/getOrderPDF` (orderno): the order confirmation (stored, or generated; tubular, else BHA). */
export const getOrderPDF = defineApiCall({
  name: 'getOrderPDF',
  method: 'GET',
  access: 'signed-in',
  route: 'neworder',
  summary: 'A link to the order confirmation PDF of an order of the caller.',
  params: orderno,
  answer: pdfLinkAnswerSchema,
  handle: (call) =>
    documentLinkAnswer(call, 'pdflink', { kind: 'order-confirmation-pdf', Order_No: call.params.orderno }),
});

function reportPdfCall(name: string, list: ReturnedPipeList) {
  return defineApiCall({
    name,
    method: 'GET',
    access: 'signed-in',
    route: LIST_ROUTES[list],
    summary: `A link to the ${list} inspection report PDF of an order (stored, else generated from the tally).`,
    params: orderno,
    answer: pdfLinkAnswerSchema,
    handle: async (call) => {
      const Order_No = call.params.orderno;
      try {
        return await documentLinkAnswer(call, 'pdflink', { kind: 'order-tally-pdf', list, Order_No });
      } catch (error) {
        if (!(error instanceof Response) || error.status !== 404 || list !== 'dp') throw error;
      }
      // The chiksan screen opens its report through /getdpPDF by Order_No (spec part 2 §7).
      const [Serial_Number] = await chiksanSerials(call.scoped, Order_No);
      if (Serial_Number === undefined) throw documentNotFound();
      return documentLinkAnswer(call, 'pdflink', {
        kind: 'stored',
        reference: { kind: 'chiksan', Order_No, Serial_Number },
      });
    },
  });
}

/** `/getdpPDF` (orderno): drill pipe report, or the chiksan report of that order number. */
export const getdpPDF = reportPdfCall('getdpPDF', 'dp');
/** `/gethwPDF` (orderno): heavy weight report. */
export const gethwPDF = reportPdfCall('gethwPDF', 'hw');
/** `/getdcPDF` (orderno): drill collar report. */
export const getdcPDF = reportPdfCall('getdcPDF', 'dc');
/** `/getoctgPDF` (orderno): OCTG report. */
export const getoctgPDF = reportPdfCall('getoctgPDF', 'octg');

function tallyExcelCall(name: string, list: ReturnedPipeList, sheet: OrderTallyExport) {
  return defineApiCall({
    name,
    method: 'GET',
    access: 'signed-in',
    route: LIST_ROUTES[list],
    summary: `A link to the ${sheet} export (.xlsx) of the ${list} joints of an order.`,
    params: orderno,
    answer: excelLinkAnswerSchema,
    handle: (call) =>
      documentLinkAnswer(call, 'excellink', {
        kind: 'order-tally-xlsx',
        list,
        sheet,
        Order_No: call.params.orderno,
      }),
  });
}

/** `/getdpExcel` (orderno): drill pipe tally. */
export const getdpExcel = tallyExcelCall('getdpExcel', 'dp', 'tally');
/** `/gethwExcel` (orderno): heavy weight tally. */
export const gethwExcel = tallyExcelCall('gethwExcel', 'hw', 'tally');
/** `/getdcExcel` (orderno): drill collar tally. */
export const getdcExcel = tallyExcelCall('getdcExcel', 'dc', 'tally');
/** `/getoctgExcel` (orderno): OCTG tally. */
export const getoctgExcel = tallyExcelCall('getoctgExcel', 'octg', 'tally');
/** `/getMachExcel` (orderno): drill pipe machining. */
export const getMachExcel = tallyExcelCall('getMachExcel', 'dp', 'machining');
/** `/getMachExcelHW` (orderno): heavy weight machining. */
export const getMachExcelHW = tallyExcelCall('getMachExcelHW', 'hw', 'machining');
/** `/getMachExcelDC` (orderno): drill collar machining. */
export const getMachExcelDC = tallyExcelCall('getMachExcelDC', 'dc', 'machining');
/** `/getHardExcel` (orderno): drill pipe hardbanding. */
export const getHardExcel = tallyExcelCall('getHardExcel', 'dp', 'hardbanding');
/** `/getHardExcelHW` (orderno): heavy weight hardbanding. */
export const getHardExcelHW = tallyExcelCall('getHardExcelHW', 'hw', 'hardbanding');

/** `/QHSE_getPDF` (NCR_No): the stored document of a non-conformance report of the caller. */
export const QHSE_getPDF = defineApiCall({
  name: 'QHSE_getPDF',
  method: 'GET',
  access: 'signed-in',
  route: 'NCR',
  summary: 'A link to the PDF of a non-conformance report of the caller.',
  params: z.object({ NCR_No: z.string().trim().min(1, 'an NCR number'), username: z.string().optional() }),
  answer: pdfLinkAnswerSchema,
  handle: (call) =>
    documentLinkAnswer(call, 'pdflink', {
      kind: 'stored',
      reference: { kind: 'ncr', NCR_No: call.params.NCR_No },
    }),
});
