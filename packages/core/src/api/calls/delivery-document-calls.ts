import { openExcelLink, openPdfLink } from '../answers.js';
import type { CallOptions } from '../client-options.js';
import { isApiError } from '../errors.js';
import type { Transport } from '../transport.js';
import type { DeliveryParams } from './params.js';

/**
 * The delivery ticket documents. `generateDeliveryPDF` falls back to the stored PDF (`getDeliveryPDF`) when
 * generation fails or gives no link; a sign-out or a cancellation is not a reason to fall back.
 *
 * @example
 * const { generateDeliveryPDF } = createDeliveryDocumentCalls(transport);
 * await generateDeliveryPDF({ id_no: '9001' });
 */
export function createDeliveryDocumentCalls(transport: Transport) {
  const getDeliveryPDF = (params: DeliveryParams, options?: CallOptions): Promise<string> =>
    openPdfLink(
      transport,
      {
        call: 'getDeliveryPDF',
        method: 'get',
        path: '/getDeliveryPDF',
        query: { ...params },
        required: ['id_no'],
        loading: 'dialog',
      },
      options,
    );
  return {
    /** GET /getDTattachmentPDF `dt_no`, `item_no`: opens a delivery ticket attachment (e.g. the wire-sling). */
    getDTattachmentPDF: (
      params: { dt_no: string | number; item_no: string },
      options?: CallOptions,
    ): Promise<string> =>
      openPdfLink(
        transport,
        {
          call: 'getDTattachmentPDF',
          method: 'get',
          path: '/getDTattachmentPDF',
          query: { ...params },
          required: ['dt_no', 'item_no'],
          loading: 'dialog',
        },
        options,
      ),
    /** GET /generateDeliveryPDF `id_no`, falling back to GET /getDeliveryPDF `id_no`. */
    generateDeliveryPDF: async (params: DeliveryParams, options?: CallOptions): Promise<string> => {
      try {
        return await openPdfLink(
          transport,
          {
            call: 'generateDeliveryPDF',
            method: 'get',
            path: '/generateDeliveryPDF',
            query: { ...params },
            required: ['id_no'],
            loading: 'dialog',
            reportNotFound: false,
          },
          options,
        );
      } catch (error) {
        if (isApiError(error, 'auth') || isApiError(error, 'aborted') || isApiError(error, 'bad-input')) {
          throw error;
        }
        return getDeliveryPDF(params, options);
      }
    },
    /** GET /getDeliveryPDF `id_no`: opens the stored delivery ticket PDF. */
    getDeliveryPDF,
    /** GET /getDTExcel `id_no`: opens the delivery ticket as Excel. */
    getDTExcel: (params: DeliveryParams, options?: CallOptions): Promise<string> =>
      openExcelLink(
        transport,
        {
          call: 'getDTExcel',
          method: 'get',
          path: '/getDTExcel',
          query: { ...params },
          required: ['id_no'],
          loading: 'dialog',
        },
        options,
      ),
  };
}
