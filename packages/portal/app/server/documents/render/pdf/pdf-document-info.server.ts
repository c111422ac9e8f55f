import type { DocumentContext } from '../document-context.server.js';
import { toWinAnsi } from './win-ansi-text.server.js';

/**
 * The document information of a generated PDF (what a viewer's Properties show): its title, the provider
 * as author, the customer as subject when there is one, and the document date as its creation date.
 *
 * @example
 * new PDFDocument({ info: pdfDocumentInfo('Delivery ticket DT NW-DT1', context, 'Northwind Drilling') });
 */
export function pdfDocumentInfo(
  title: string,
  context: DocumentContext,
  subject?: string,
): PDFKit.DocumentInfo {
  return {
    Title: toWinAnsi(title),
    Author: toWinAnsi(context.provider),
    ...(subject === undefined ? {} : { Subject: toWinAnsi(subject) }),
    CreationDate: context.date,
    ModDate: context.date,
  };
}
