import { DOCUMENT_NOT_FOUND_MESSAGE } from '@rigready/core';
import { useSnackbar } from '@rigready/ui';
import { useCallback } from 'react';

/**
 * Runs a document call (a pdflink/excellink answer, a zip) and shows the spec's red snackbar, 'Error: The
 * requested document was not found. Please try again later...', when the link is empty or the call fails,
 * whatever the cause (spec part 1 §8).
 *
 * @example
 * const openDocument = useDocumentCall();
 * await openDocument(() => portalApi().then((api) => api.getDTExcel({ id_no: 'DT-9001' })));
 */
export function useDocumentCall(): (call: () => Promise<unknown>) => Promise<void> {
  const snackbar = useSnackbar();
  return useCallback(
    async (call) => {
      try {
        await call();
      } catch {
        snackbar.showError(DOCUMENT_NOT_FOUND_MESSAGE);
      }
    },
    [snackbar],
  );
}
