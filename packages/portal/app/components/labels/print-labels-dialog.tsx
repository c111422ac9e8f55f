import { ModalDialog, saveBlob, useAsyncAction } from '@rigready/ui';
import { useId, useState } from 'react';
import { DEFAULT_LABEL_SHEET_FORMAT, LABEL_SHEET_FORMATS } from '../../shared/label-sheet-formats.js';
import { type LabelSheetJoints, labelSheetUrl } from './label-sheet-query.js';
import './print-labels-dialog.css';

/** What to print labels for, and how the dialog names it ('2 joints', 'Rack R1 at Tananger'). */
export interface LabelChoice {
  joints: LabelSheetJoints;
  what: string;
}

/** The file name in a Content-Disposition answer (its UTF-8 `filename*` first), or a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

async function downloadSheet(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `The labels could not be made (HTTP ${response.status})`);
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), 'labels.pdf'));
}

/**
 * 'Print labels': chooses a label sheet format and downloads the PDF of QR code labels for the chosen
 * joints, saying how to print it (actual size). The server's refusal shows in the dialog.
 *
 * @example
 * <PrintLabelsDialog choice={{ joints: { serials: ['NW-0001'] }, what: '1 joint' }} onClose={() => setChoice(null)} />
 */
export function PrintLabelsDialog({ choice, onClose }: { choice: LabelChoice | null; onClose: () => void }) {
  const [format, setFormat] = useState(DEFAULT_LABEL_SHEET_FORMAT);
  const download = useAsyncAction(async () => {
    if (!choice) return;
    await downloadSheet(labelSheetUrl(choice.joints, format));
    onClose();
  });
  const legend = useId();
  return (
    <ModalDialog
      open={choice !== null}
      onOpenChange={(open) => {
        if (!open) {
          download.reset();
          onClose();
        }
      }}
      title={`Print labels · ${choice?.what ?? ''}`}
      description="Print the PDF at 100 % (actual size), not fit to page, on the label sheet chosen below."
      size="md"
      actions={
        <button
          type="button"
          className="rr-button"
          data-variant="primary"
          disabled={download.pending}
          aria-busy={download.pending || undefined}
          onClick={() => download.run()}
        >
          {download.pending ? 'Making labels…' : 'Download PDF'}
        </button>
      }
    >
      {download.error ? (
        <p className="rr-alert" role="alert">
          {download.error}
        </p>
      ) : null}
      <fieldset className="rr-label-formats" aria-labelledby={legend}>
        <legend id={legend}>Label sheet</legend>
        {LABEL_SHEET_FORMATS.map((option) => (
          <label key={option.id} className="rr-label-formats__option">
            <input
              type="radio"
              name="label-format"
              value={option.id}
              checked={format === option.id}
              onChange={() => setFormat(option.id)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </fieldset>
    </ModalDialog>
  );
}
