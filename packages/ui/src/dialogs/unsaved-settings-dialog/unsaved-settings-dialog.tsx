import { AlertDialog } from 'radix-ui';
import { usePortalContainer } from '../../portal-container/portal-container.js';
import { useAsyncAction } from '../modal-dialog/use-async-action.js';
import { useReturnFocus } from '../modal-dialog/use-return-focus.js';

/** Props of {@link UnsavedSettingsDialog}. */
export interface UnsavedSettingsDialogProps {
  /** Whether the prompt is shown: the user is leaving the inventory with changed column settings. */
  open: boolean;
  /** Called with false when the user stays (Escape): the navigation should be cancelled. */
  onOpenChange: (open: boolean) => void;
  /** 'don't save': leave without saving (the host then closes the prompt by setting `open` to false). */
  onDiscard: () => void;
  /**
   * 'Save settings': save the column settings, then leave (the host closes the prompt). While the promise is
   * pending the buttons are disabled; a rejection keeps the prompt open with the error's message.
   */
  onSave: () => void | Promise<void>;
}

/**
 * The prompt shown when leaving the inventory with unsaved column settings (spec part 1 §2, §4), with the
 * spec's two choices 'don't save' and 'Save settings'. Escape keeps the user on the page.
 *
 * @example
 * <UnsavedSettingsDialog
 *   open={blocker.state === 'blocked'}
 *   onOpenChange={(open) => !open && blocker.reset()}
 *   onDiscard={() => blocker.proceed()}
 *   onSave={async () => { await saveHeaders(); blocker.proceed(); }}
 * />
 */
export function UnsavedSettingsDialog({ open, onOpenChange, onDiscard, onSave }: UnsavedSettingsDialogProps) {
  const portalContainer = usePortalContainer();
  const save = useAsyncAction(onSave);
  const focus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (save.pending) return;
        if (!next) save.reset();
        onOpenChange(next);
      }}
    >
      <AlertDialog.Portal container={portalContainer}>
        <AlertDialog.Overlay className="rr-dialog__overlay" />
        <AlertDialog.Content
          className="rr-dialog"
          data-size="sm"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <AlertDialog.Title className="rr-dialog__title">Unsaved column settings</AlertDialog.Title>
          <AlertDialog.Description className="rr-dialog__description">
            You have changed the columns of this table. Save the settings before you leave?
          </AlertDialog.Description>
          {save.error ? (
            <p className="rr-alert" role="alert">
              {save.error}
            </p>
          ) : null}
          <div className="rr-dialog__actions">
            <button type="button" className="rr-button" disabled={save.pending} onClick={onDiscard}>
              don't save
            </button>
            <button
              type="button"
              className="rr-button"
              data-variant="primary"
              disabled={save.pending}
              aria-busy={save.pending || undefined}
              onClick={() => save.run()}
            >
              Save settings
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
