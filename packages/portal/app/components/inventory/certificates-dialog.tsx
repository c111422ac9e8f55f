import { certificatesOf, ModalDialog } from '@rigready/ui';
import type { TubularInventoryRow } from './tubular-inventory-columns.js';

/**
 * The certificate list of an inventory row (PDF..PDF5 with their dates), opened from the row's PDF cell.
 * ui's CertificateListDialog brings its own trigger button; the table's cell is the trigger here, so this
 * dialog is controlled and lists the same entries (ui's certificatesOf).
 *
 * @example
 * <CertificatesDialog row={row} onClose={() => setRow(null)} />
 */
export function CertificatesDialog({
  row,
  onClose,
}: {
  row: TubularInventoryRow | null;
  onClose: () => void;
}) {
  const certificates = row ? certificatesOf(row) : [];
  return (
    <ModalDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={row ? `Certificates of ${row.Item_No}` : 'Certificates'}
      size="sm"
    >
      {certificates.length === 0 ? (
        <p className="rr-dialog__description">No certificates for this item.</p>
      ) : (
        <ul className="rr-certificates">
          {certificates.map((certificate) => (
            <li key={certificate.index} className="rr-certificates__item">
              <span>
                Certificate {certificate.index}
                {certificate.date ? (
                  <span className="rr-certificates__date"> · {certificate.date}</span>
                ) : null}
              </span>
              <a className="rr-button" href={certificate.file} target="_blank" rel="noopener">
                Open
              </a>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
