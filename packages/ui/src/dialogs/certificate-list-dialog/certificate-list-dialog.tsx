import { formatDate, type InventoryRow } from '@rigready/core';
import { ModalDialog } from '../modal-dialog/modal-dialog.js';
import { useAsyncAction } from '../modal-dialog/use-async-action.js';

/** The certificate fields of an inventory row that {@link CertificateListDialog} reads. */
export type CertificateFields = Pick<
  InventoryRow,
  | 'Item_No'
  | 'action'
  | 'PDF'
  | 'PDF2'
  | 'PDF3'
  | 'PDF4'
  | 'PDF5'
  | 'Date1'
  | 'Date2'
  | 'Date3'
  | 'Date4'
  | 'Date5'
>;

/** One certificate of a row: its number (1-5), its file and its date as shown. */
export interface CertificateEntry {
  index: number;
  file: string;
  date: string;
}

/** Props of {@link CertificateListDialog}. */
export interface CertificateListDialogProps {
  /** The inventory row whose certificates are listed. */
  row: CertificateFields;
  /**
   * Opens one certificate (fetch its link, open or download it). While its promise is pending the buttons are
   * disabled; a rejection shows the error's message in the dialog.
   */
  onOpenCertificate?: (certificate: CertificateEntry) => void | Promise<void>;
  /**
   * The address of one certificate, for a host whose rows already hold downloadable links: each Open is then
   * a link to it in a new tab instead of a button that calls `onOpenCertificate`.
   */
  certificateHref?: (certificate: CertificateEntry) => string;
  /**
   * Whether the dialog is open, for a host that opens it from its own control (a table cell, for instance):
   * the dialog is then controlled and draws no PDF button. Leave out for the PDF button.
   */
  open?: boolean;
  /** Called when a controlled dialog asks to close (Escape, the close button, a click outside). */
  onOpenChange?: (open: boolean) => void;
}

/** The inventory's `action` value of a row without certificates (spec part 1 §3, §5). */
const NO_CERTIFICATE = 'No Certificate';

const SLOTS = [
  ['PDF', 'Date1'],
  ['PDF2', 'Date2'],
  ['PDF3', 'Date3'],
  ['PDF4', 'Date4'],
  ['PDF5', 'Date5'],
] as const;

function shownDate(value: CertificateFields['Date1']): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatDate(value);
  } catch {
    return String(value);
  }
}

/**
 * The certificates of a row in the order PDF, PDF2..PDF5, each with its date (Date1..Date5) as DD.MM.YYYY;
 * empty slots are skipped.
 *
 * @example
 * certificatesOf({ Item_No: '550DP.12', PDF: 'documents/c1.pdf', Date1: '2024-03-01' });
 * // [{ index: 1, file: 'documents/c1.pdf', date: '01.03.2024' }]
 */
export function certificatesOf(row: CertificateFields): CertificateEntry[] {
  return SLOTS.flatMap(([fileKey, dateKey], slot) => {
    const file = row[fileKey];
    return file ? [{ index: slot + 1, file, date: shownDate(row[dateKey]) }] : [];
  });
}

/**
 * The inventory row's PDF button and the dialog it opens: the row's certificates (PDF..PDF5 with
 * Date1..Date5), each with an Open button, or an Open link when `certificateHref` is given. The PDF button is
 * disabled when the row's action is 'No Certificate'. With `open` the dialog is controlled and has no PDF
 * button, for a host whose own control opens it.
 *
 * @example
 * <CertificateListDialog row={row} onOpenCertificate={({ file }) => openDocument(file)} />
 * <CertificateListDialog row={row} open onOpenChange={close} certificateHref={({ file }) => file} />
 */
export function CertificateListDialog({
  row,
  onOpenCertificate,
  certificateHref,
  open: controlledOpen,
  onOpenChange,
}: CertificateListDialogProps) {
  const open = useAsyncAction(onOpenCertificate);
  const certificates = certificatesOf(row);
  const disabled = row.action === NO_CERTIFICATE;
  return (
    <ModalDialog
      title={`Certificates of ${row.Item_No}`}
      size="sm"
      open={controlledOpen}
      onOpenChange={onOpenChange}
      trigger={
        controlledOpen === undefined ? (
          <button
            type="button"
            className="rr-button"
            disabled={disabled}
            aria-label={`PDF certificates of ${row.Item_No}`}
          >
            PDF
          </button>
        ) : undefined
      }
    >
      {open.error ? (
        <p className="rr-alert" role="alert">
          {open.error}
        </p>
      ) : null}
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
              {certificateHref ? (
                <a className="rr-button" href={certificateHref(certificate)} target="_blank" rel="noopener">
                  Open
                </a>
              ) : (
                <button
                  type="button"
                  className="rr-button"
                  disabled={open.pending}
                  aria-label={`Open certificate ${certificate.index}${certificate.date ? ` of ${certificate.date}` : ''}`}
                  onClick={() => open.run(certificate)}
                >
                  Open
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
