import { ModalDialog, QrCode } from '@rigready/ui';

/** Props of {@link SerialHistoryQrDialog}. */
export interface SerialHistoryQrDialogProps {
  /** The serial whose public history the code opens; null keeps the dialog closed. */
  serialNo: string | null;
  /** The customer's serial history link up to `serialnr=` (from the loader). */
  linkPrefix: string;
  onClose: () => void;
}

/**
 * The QR code of a BHA report's public serial history, with the link as text for those who cannot scan.
 *
 * @example
 * <SerialHistoryQrDialog serialNo={serial} linkPrefix={loaderData.serialHistoryLink} onClose={close} />
 */
export function SerialHistoryQrDialog({ serialNo, linkPrefix, onClose }: SerialHistoryQrDialogProps) {
  const link = serialNo === null ? '' : `${linkPrefix}${encodeURIComponent(serialNo)}`;
  return (
    <ModalDialog
      open={serialNo !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Serial history of ${serialNo ?? ''}`}
      description="Scan to open the public serial history of this item on a phone."
      size="sm"
    >
      {serialNo === null ? null : (
        <div style={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
          <QrCode value={link} title={`QR code of the serial history of ${serialNo}`} size={224} />
          <a href={link} style={{ overflowWrap: 'anywhere' }}>
            {link}
          </a>
        </div>
      )}
    </ModalDialog>
  );
}
