import { openPdfLink, saveZip } from '../answers.js';
import type { CallOptions } from '../client-options.js';
import type { Transport } from '../transport.js';
import type { BhaReportParams } from './params.js';

/**
 * The file name of the tubular multi-download zip (the spec's name).
 *
 * @example
 * saveBlob(blob, TUBULAR_REPORTS_ZIP_NAME); // 'pdf_files.zip'
 */
export const TUBULAR_REPORTS_ZIP_NAME = 'pdf_files.zip';

/**
 * The file name of the BHA multi-download zip; the spec asks for the provider's brand in it.
 *
 * @example
 * saveBlob(blob, BHA_REPORTS_ZIP_NAME); // 'rigready_bha_reports.zip'
 */
export const BHA_REPORTS_ZIP_NAME = 'rigready_bha_reports.zip';

/**
 * The BHA certificate and report calls and the two multi-downloads. A list travels as one `selected` query
 * parameter holding its JSON text.
 *
 * @example
 * const { getPDFmultipleBHA } = createBhaCertificateCalls(transport);
 * await getPDFmultipleBHA({ selected: [{ type: 'Multi', report_id: 'R-88' }] }); // saves rigready_bha_reports.zip
 */
export function createBhaCertificateCalls(transport: Transport) {
  return {
    /** GET /getBHACertificate with the BHA parameter set: opens the tool's certificate. */
    getBHACertificate: (params: BhaReportParams, options?: CallOptions): Promise<string> =>
      openPdfLink(
        transport,
        {
          call: 'getBHACertificate',
          method: 'get',
          path: '/getBHACertificate',
          query: { ...params },
          required: ['type'],
          loading: 'dialog',
        },
        options,
      ),
    /** GET /getPDF with the BHA parameter set: opens the report. */
    getPDF: (params: BhaReportParams, options?: CallOptions): Promise<string> =>
      openPdfLink(
        transport,
        {
          call: 'getPDF',
          method: 'get',
          path: '/getPDF',
          query: { ...params },
          required: ['type'],
          loading: 'dialog',
        },
        options,
      ),
    /** GET /getPDFmultiple `selected` (JSON list of order numbers): saves the zip as pdf_files.zip. */
    getPDFmultiple: (
      params: { selected: readonly (string | number)[] },
      options?: CallOptions,
    ): Promise<void> =>
      saveZip(
        transport,
        {
          call: 'getPDFmultiple',
          method: 'get',
          path: '/getPDFmultiple',
          query: { selected: params.selected.length > 0 ? JSON.stringify(params.selected) : undefined },
          required: ['selected'],
          loading: 'dialog',
        },
        TUBULAR_REPORTS_ZIP_NAME,
        options,
      ),
    /** GET /getPDFmultipleBHA `selected` (JSON list of BHA parameter sets): saves rigready_bha_reports.zip. */
    getPDFmultipleBHA: (
      params: { selected: readonly BhaReportParams[] },
      options?: CallOptions,
    ): Promise<void> =>
      saveZip(
        transport,
        {
          call: 'getPDFmultipleBHA',
          method: 'get',
          path: '/getPDFmultipleBHA',
          query: { selected: params.selected.length > 0 ? JSON.stringify(params.selected) : undefined },
          required: ['selected'],
          loading: 'dialog',
        },
        BHA_REPORTS_ZIP_NAME,
        options,
      ),
  };
}
