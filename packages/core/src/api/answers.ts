import { z } from 'zod';
import type { CallOptions } from './client-options.js';
import { ApiError, DOCUMENT_NOT_FOUND_MESSAGE } from './errors.js';
import { excelLinkAnswerSchema, pdfLinkAnswerSchema } from './schemas/documents.js';
import { type RequestSpec, readJson, type Transport } from './transport.js';

/**
 * Sends a call whose answer is `{ pdflink }` and hands the link to the host's `openDocument`. An empty link
 * is an ApiError `document-missing` carrying {@link DOCUMENT_NOT_FOUND_MESSAGE}. Resolves with the link.
 *
 * @example
 * const link = await openPdfLink(transport, { call: 'getOrderPDF', method: 'get', path: '/getOrderPDF',
 *   query: { orderno: '40211' }, required: ['orderno'], loading: 'dialog' });
 */
export function openPdfLink(
  transport: Transport,
  spec: RequestSpec,
  options: CallOptions = {},
): Promise<string> {
  return transport.request(spec, options, async (response) => {
    const answer = await readJson(spec.call, pdfLinkAnswerSchema, response);
    return openLink(transport, spec.call, answer.pdflink, 'pdf');
  });
}

/**
 * Sends a call whose answer is `{ excellink }` and hands the link to the host's `openDocument`; an empty
 * link is an ApiError `document-missing`. Resolves with the link.
 *
 * @example
 * await openExcelLink(transport, { call: 'getDTExcel', method: 'get', path: '/getDTExcel', query: { id_no } });
 */
export function openExcelLink(
  transport: Transport,
  spec: RequestSpec,
  options: CallOptions = {},
): Promise<string> {
  return transport.request(spec, options, async (response) => {
    const answer = await readJson(spec.call, excelLinkAnswerSchema, response);
    return openLink(transport, spec.call, answer.excellink, 'excel');
  });
}

function openLink(transport: Transport, call: string, link: string | null, kind: 'pdf' | 'excel'): string {
  const trimmed = link?.trim() ?? '';
  if (trimmed === '') throw new ApiError('document-missing', DOCUMENT_NOT_FOUND_MESSAGE, { call });
  transport.options.openDocument(trimmed, kind);
  return trimmed;
}

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

/**
 * Sends a call whose answer is a zip archive and hands it to the host's `saveBlob` under `fileName`. An
 * answer that is not a zip (by Content-Type) is a schema error; an empty archive is `document-missing`.
 *
 * @example
 * await saveZip(transport, { call: 'getPDFmultiple', method: 'get', path: '/getPDFmultiple',
 *   query: { selected: '["40211"]' } }, 'pdf_files.zip');
 */
export function saveZip(
  transport: Transport,
  spec: RequestSpec,
  fileName: string,
  options: CallOptions = {},
): Promise<void> {
  return transport.request(spec, options, async (response) => {
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ZIP_TYPES.includes(type)) {
      throw new ApiError(
        'schema',
        `${spec.call}: expected a zip archive, the answer is ${type || 'untyped'}`,
        {
          call: spec.call,
          path: '(content-type)',
        },
      );
    }
    const blob = await response.blob();
    if (blob.size === 0)
      throw new ApiError('document-missing', DOCUMENT_NOT_FOUND_MESSAGE, { call: spec.call });
    transport.options.saveBlob(blob, fileName);
  });
}

const dataDownloadSchema = z.array(z.record(z.string(), z.unknown()));

/**
 * Sends a call whose answer is a JSON list of records, checks it is one, and hands the unchanged text to
 * the host's `saveBlob` as `application/json` under `fileName`.
 *
 * @example
 * await saveJsonDownload(transport, { call: 'dpjson', method: 'get', path: '/dpjson' }, 'dp_oimr.json');
 */
export function saveJsonDownload(
  transport: Transport,
  spec: RequestSpec,
  fileName: string,
  options: CallOptions = {},
): Promise<void> {
  return transport.request(spec, options, async (response) => {
    const body = await response.clone().text();
    await readJson(spec.call, dataDownloadSchema, response);
    transport.options.saveBlob(new Blob([body], { type: 'application/json' }), fileName);
  });
}
