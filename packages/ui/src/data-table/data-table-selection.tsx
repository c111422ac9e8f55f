import { useEffect, useRef } from 'react';

/**
 * Id of the row-selection column the table adds first when rows are selectable.
 *
 * @example
 * columns[0]?.id === SELECT_COLUMN_ID;
 */
export const SELECT_COLUMN_ID = '__select';

/**
 * The selected rows of the page shown, keyed by row id (the row's index in the data as a string).
 *
 * @example
 * const selection: RowSelection = { '0': true, '7': true };
 */
export type RowSelection = Readonly<Record<string, true>>;

/**
 * The spec's alert when 'Download Selected' is pressed with nothing selected (part 1 §5).
 *
 * @example
 * screen.getByRole('alert').textContent === NOTHING_SELECTED_MESSAGE;
 */
export const NOTHING_SELECTED_MESSAGE = 'Please select PDFs to download first.';

/** Props of {@link SelectAllCheckbox}. */
export interface SelectAllCheckboxProps {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The header checkbox that selects or clears every row on the page ("select all"); mixed when some are.
 *
 * @example
 * <SelectAllCheckbox checked={false} indeterminate disabled={false} onChange={selectPage} />
 */
export function SelectAllCheckbox({ checked, indeterminate, disabled, onChange }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="rr-data-table__checkbox"
      aria-label="Select all rows on this page"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** Props of {@link DownloadSelectedButton}. */
export interface DownloadSelectedButtonProps {
  selectedCount: number;
  onDownload: () => void;
  /** Called when the button is pressed with nothing selected, to show the spec's alert. */
  onNothingSelected: () => void;
}

/**
 * 'Download Selected': downloads the selected rows' PDFs through the host, or asks for the alert when
 * nothing is selected. Stays enabled at 0 so the alert can explain what to do.
 *
 * @example
 * <DownloadSelectedButton selectedCount={2} onDownload={download} onNothingSelected={showAlert} />
 */
export function DownloadSelectedButton({
  selectedCount,
  onDownload,
  onNothingSelected,
}: DownloadSelectedButtonProps) {
  return (
    <button
      type="button"
      className="rr-data-table__button rr-data-table__button--primary"
      onClick={() => (selectedCount === 0 ? onNothingSelected() : onDownload())}
    >
      {selectedCount > 0 ? `Download Selected (${selectedCount})` : 'Download Selected'}
    </button>
  );
}
