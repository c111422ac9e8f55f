/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** Whether the form may be submitted: the spec keeps Confirm disabled until the form is valid. */
  canSubmit: boolean;
  /** While a submit is in flight both buttons are disabled and Confirm reports itself busy. */
  submitting: boolean;
  /** Shows a Cancel button that calls this; without it there is no Cancel. */
  onCancel?: (() => void) | undefined;
  /** The submit button's label. */
  submitLabel?: string;
}

/**
 * The Cancel and Confirm buttons at the foot of every form of the kit, so each form disables and labels
 * them the same way.
 *
 * @example
 * <FormActions canSubmit={isValid} submitting={isSubmitting} onCancel={() => onOpenChange(false)} />
 */
export function FormActions({ canSubmit, submitting, onCancel, submitLabel = 'Confirm' }: FormActionsProps) {
  return (
    <div className="rr-form__actions">
      {onCancel ? (
        <button type="button" className="rr-button" disabled={submitting} onClick={onCancel}>
          Cancel
        </button>
      ) : null}
      <button
        type="submit"
        className="rr-button"
        data-variant="primary"
        disabled={!canSubmit || submitting}
        aria-busy={submitting || undefined}
      >
        {submitLabel}
      </button>
    </div>
  );
}
