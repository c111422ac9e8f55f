import { DeliveryTicketPdfMenu } from '@rigready/ui';
import { useState } from 'react';
import { portalApi } from '../portal-api.js';
import { useDocumentCall } from '../use-document-call.js';

/** A delivery line's documents: its ticket and item, and the signed wire-sling and attachment links. */
export interface DeliveryDocumentsLine {
  DT_No: string | number;
  Item_No?: string | null;
  Wiresling?: string | null;
  Attachment?: string | null;
}

function openLink(link: string | null | undefined): Promise<void> {
  if (!link) return Promise.reject(new Error('no document'));
  window.open(link, '_blank', 'noopener');
  return Promise.resolve();
}

/**
 * The PDF menu of one delivery line: the delivery ticket PDF (generated, falling back to the stored one),
 * its Excel, the attachment and the wire-sling certificate. A missing document shows the spec's
 * 'document not found' snackbar.
 *
 * @example
 * <DeliveryDocumentsMenu line={{ DT_No: 'DT-9001', Item_No: '550DP.12', Wiresling: null }} />
 */
export function DeliveryDocumentsMenu({ line }: { line: DeliveryDocumentsLine }) {
  const run = useDocumentCall();
  const [busy, setBusy] = useState(false);
  const act = (call: () => Promise<unknown>) => () => {
    setBusy(true);
    void run(call).finally(() => setBusy(false));
  };
  return (
    <DeliveryTicketPdfMenu
      dtNo={line.DT_No}
      busy={busy}
      onDeliveryTicket={act(() => portalApi().then((api) => api.generateDeliveryPDF({ id_no: line.DT_No })))}
      onExcel={act(() => portalApi().then((api) => api.getDTExcel({ id_no: line.DT_No })))}
      onAttachment={
        line.Attachment !== undefined
          ? act(() => openLink(line.Attachment))
          : line.Item_No
            ? act(() =>
                portalApi().then((api) =>
                  api.getDTattachmentPDF({ dt_no: line.DT_No, item_no: line.Item_No as string }),
                ),
              )
            : undefined
      }
      onWiresling={line.Wiresling !== undefined ? act(() => openLink(line.Wiresling)) : undefined}
    />
  );
}
