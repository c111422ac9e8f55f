import {
  deliveryTicketBhaSchema,
  deliveryTicketSchema,
  excelLinkAnswerSchema,
  pdfLinkAnswerSchema,
  preInvoiceBhaSchema,
  preInvoiceTubularSchema,
  receivedRowSchema,
} from '@rigready/core';
import { z } from 'zod';
import type { Identity } from '../../access/identity.server.js';
import { withDocumentLinks } from '../../documents/links/delivery-links.server.js';
import { documentLinkAnswer } from '../../documents/serve/document-answers.server.js';
import { apiJson } from '../../security/api-answers.server.js';
import {
  bhaDeliveries,
  bhaPreInvoices,
  deliveryLines,
  preInvoiceLines,
  receivedLines,
} from '../../services/logistics-lists.server.js';
import { defineApiCall } from '../api-call.server.js';
import { answerKnownErrors } from './answer-known-errors.server.js';

const username = z.string().optional();
const reference = (what: string) => z.string().min(1, what);

/** Users with the hidePreInvoice flag do not get the pre-invoice screen, its lists or its documents. */
function assertPreInvoiceShown(identity: Identity): void {
  if (identity.user.flags?.hidePreInvoice === true) {
    throw apiJson({ message: 'Pre-invoices are not shown for this user' }, 403);
  }
}

/** `/getDelivery`: the caller's tubular delivery-ticket lines, with links to their stored attachments. */
export const getDelivery = defineApiCall({
  name: 'getDelivery',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'delivery',
  summary: "The caller's tubular delivery-ticket lines, newest first.",
  params: z.object({ username }),
  answer: z.array(deliveryTicketSchema),
  handle: async ({ identity, scoped }) => withDocumentLinks(identity, await deliveryLines(scoped)),
});

/** `/getDeliveryBHA`: the caller's BHA delivery tickets. */
export const getDeliveryBHA = defineApiCall({
  name: 'getDeliveryBHA',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'delivery',
  summary: "The caller's BHA delivery tickets, newest first.",
  params: z.object({ username }),
  answer: z.array(deliveryTicketBhaSchema),
  handle: ({ scoped }) => bhaDeliveries(scoped),
});

/** `/getReceived`: the caller's received-goods lines. */
export const getReceived = defineApiCall({
  name: 'getReceived',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'received',
  summary: "The caller's received-goods lines, newest first.",
  params: z.object({ username }),
  answer: z.array(receivedRowSchema),
  handle: async ({ scoped }) => (await receivedLines(scoped)).map(({ documents: _names, ...row }) => row),
});

/** `/getPreinv`: the caller's tubular pre-invoice lines (403 for users with hidePreInvoice). */
export const getPreinv = defineApiCall({
  name: 'getPreinv',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'preinvoice',
  summary: "The caller's tubular pre-invoice lines, newest first.",
  params: z.object({ username }),
  answer: z.array(preInvoiceTubularSchema),
  handle: ({ identity, scoped }) => {
    assertPreInvoiceShown(identity);
    return preInvoiceLines(scoped);
  },
});

/** `/getPreInvoiceBHA`: the caller's BHA pre-invoices (403 for users with hidePreInvoice). */
export const getPreInvoiceBHA = defineApiCall({
  name: 'getPreInvoiceBHA',
  method: 'GET',
  access: 'signed-in',
  cacheable: true,
  route: 'preinvoice',
  summary: "The caller's BHA pre-invoices, newest first.",
  params: z.object({ username }),
  answer: z.array(preInvoiceBhaSchema),
  handle: ({ identity, scoped }) => {
    assertPreInvoiceShown(identity);
    return bhaPreInvoices(scoped);
  },
});

/** `/getPreinvPDF`: a link to the pre-invoice of an order (stored, else generated; tubular, else BHA). */
export const getPreinvPDF = defineApiCall({
  name: 'getPreinvPDF',
  method: 'GET',
  access: 'signed-in',
  route: 'preinvoice',
  summary: 'A link to the pre-invoice of one of the caller’s orders.',
  params: z.object({ orderno: reference('an order number') }),
  answer: pdfLinkAnswerSchema,
  handle: (call) => {
    assertPreInvoiceShown(call.identity);
    return answerKnownErrors(() =>
      documentLinkAnswer(call, 'pdflink', { kind: 'pre-invoice-pdf', Order_No: call.params.orderno }),
    );
  },
});

/** `/getReceivedPDF`: a link to the received note of a receipt. */
export const getReceivedPDF = defineApiCall({
  name: 'getReceivedPDF',
  method: 'GET',
  access: 'signed-in',
  route: 'received',
  summary: 'A link to the received note of one of the caller’s receipts.',
  params: z.object({ receivednr: reference('a receive number') }),
  answer: pdfLinkAnswerSchema,
  handle: (call) =>
    answerKnownErrors(() =>
      documentLinkAnswer(call, 'pdflink', { kind: 'received-note-pdf', Receive_No: call.params.receivednr }),
    ),
});

/** `/getReceivedFreightpapers`: a link to the stored freight papers of a receipt. */
export const getReceivedFreightpapers = defineApiCall({
  name: 'getReceivedFreightpapers',
  method: 'GET',
  access: 'signed-in',
  route: 'received',
  summary: 'A link to the freight papers of one of the caller’s receipts.',
  params: z.object({ receivednr: reference('a receive number') }),
  answer: pdfLinkAnswerSchema,
  handle: (call) =>
    answerKnownErrors(() =>
      documentLinkAnswer(call, 'pdflink', {
        kind: 'stored',
        reference: { kind: 'received', Receive_No: call.params.receivednr, document: 'freight_papers' },
      }),
    ),
});

/** `/getDTattachmentPDF`: a link to a delivery-ticket line's stored attachment (else its wire-sling). */
export const getDTattachmentPDF = defineApiCall({
  name: 'getDTattachmentPDF',
  method: 'GET',
  access: 'signed-in',
  route: 'delivery',
  summary: 'A link to the stored attachment (or wire-sling certificate) of a delivery-ticket line.',
  params: z.object({ dt_no: reference('a delivery ticket number'), item_no: reference('an item number') }),
  answer: pdfLinkAnswerSchema,
  handle: (call) =>
    answerKnownErrors(async () => {
      const line = { kind: 'delivery' as const, DT_No: call.params.dt_no, Item_No: call.params.item_no };
      try {
        return await documentLinkAnswer(call, 'pdflink', {
          kind: 'stored',
          reference: { ...line, document: 'attachment' },
        });
      } catch (error) {
        if (!(error instanceof Response) || error.status !== 404) throw error;
        return documentLinkAnswer(call, 'pdflink', {
          kind: 'stored',
          reference: { ...line, document: 'wiresling' },
        });
      }
    }),
});

function deliveryTicketPdf(name: 'generateDeliveryPDF' | 'getDeliveryPDF', summary: string) {
  return defineApiCall({
    name,
    method: 'GET',
    access: 'signed-in',
    route: 'delivery',
    summary,
    params: z.object({ id_no: reference('a delivery ticket number') }),
    answer: pdfLinkAnswerSchema,
    handle: (call) =>
      answerKnownErrors(() =>
        documentLinkAnswer(call, 'pdflink', { kind: 'delivery-ticket-pdf', DT_No: call.params.id_no }),
      ),
  });
}

/** `/generateDeliveryPDF`: a link to the delivery ticket generated from its rows (tubular, else BHA). */
export const generateDeliveryPDF = deliveryTicketPdf(
  'generateDeliveryPDF',
  'A link to the delivery ticket, generated from its lines and shipped joints.',
);
/** `/getDeliveryPDF`: the legacy fallback of generateDeliveryPDF; the same generated ticket. */
export const getDeliveryPDF = deliveryTicketPdf(
  'getDeliveryPDF',
  'The fallback of generateDeliveryPDF: the same ticket.',
);

/** `/getDTExcel`: a link to the delivery ticket as .xlsx (one row per shipped joint). */
export const getDTExcel = defineApiCall({
  name: 'getDTExcel',
  method: 'GET',
  access: 'signed-in',
  route: 'delivery',
  summary: 'A link to the delivery ticket as a spreadsheet.',
  params: z.object({ id_no: reference('a delivery ticket number') }),
  answer: excelLinkAnswerSchema,
  handle: (call) =>
    answerKnownErrors(() =>
      documentLinkAnswer(call, 'excellink', { kind: 'delivery-ticket-xlsx', DT_No: call.params.id_no }),
    ),
});
