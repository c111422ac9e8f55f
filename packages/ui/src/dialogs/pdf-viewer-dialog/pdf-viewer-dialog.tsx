import { useEffect, useState } from 'react';
import { ModalDialog } from '../modal-dialog/modal-dialog.js';

/** Props of {@link PdfViewerDialog}. */
export interface PdfViewerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document's name, the dialog's title (e.g. 'ISO 9001 | ISO 14001'). */
  title: string;
  /** The PDF: a Blob (decoded by the host, e.g. from the certificates call) or a URL; null while loading. */
  source: Blob | string | null;
  /** The file name offered by the download link; default the title plus '.pdf'. */
  fileName?: string;
  /** A message to show instead of the document, e.g. the spec's 'PDF does not exist'. */
  error?: string | null;
}

/** The source as a URL, with an object URL for a Blob that is revoked when the Blob changes or on unmount. */
function useSourceUrl(source: Blob | string | null): string | null {
  const [url, setUrl] = useState<string | null>(typeof source === 'string' ? source : null);
  useEffect(() => {
    if (source === null || typeof source === 'string') {
      setUrl(source);
      return;
    }
    const objectUrl = URL.createObjectURL(source);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [source]);
  return url;
}

/**
 * A PDF shown inside a dialog (the certificates page: NTO, ISO 9001 | ISO 14001, JQS), in an `<iframe>`:
 * a page whose Content-Security-Policy has `object-src 'none'` can still show it, as long as the PDF comes
 * from a source its `frame-src` allows (a URL of its own origin; a Blob's object URL needs `blob:`) and that
 * answer allows the framing. A download link sits under the document in every case, for browsers that
 * cannot show a PDF inline (many phones).
 *
 * @example
 * <PdfViewerDialog open={open} onOpenChange={setOpen} title="NTO" source="/certificates/NTO" fileName="NTO.pdf" />
 */
export function PdfViewerDialog({
  open,
  onOpenChange,
  title,
  source,
  fileName,
  error,
}: PdfViewerDialogProps) {
  const url = useSourceUrl(source);
  const name = fileName ?? `${title}.pdf`;
  const download = url ? (
    <a className="rr-button" href={url} download={name}>
      Download {name}
    </a>
  ) : null;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="full"
      actions={error ? null : download}
    >
      {error ? (
        <p className="rr-alert" role="alert">
          {error}
        </p>
      ) : url ? (
        <iframe className="rr-pdf-viewer__frame" src={url} title={title} />
      ) : (
        <p className="rr-pdf-viewer__fallback" role="status">
          Loading…
        </p>
      )}
    </ModalDialog>
  );
}
