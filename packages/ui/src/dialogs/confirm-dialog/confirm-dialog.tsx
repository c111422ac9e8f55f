import { AlertDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { usePortalContainer } from '../../portal-container/portal-container.js';
import { useAsyncAction } from '../modal-dialog/use-async-action.js';
import { useReturnFocus } from '../modal-dialog/use-return-focus.js';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled); leave out with `trigger` for an uncontrolled dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  /** What will happen if the user confirms. */
  description: ReactNode;
  /** Label of the confirming button; default 'Confirm'. */
  confirmLabel?: string;
  /** Label of the cancelling button; default 'Cancel'. */
  cancelLabel?: string;
  /** `danger` paints the confirming button red, for deletions. */
  tone?: 'default' | 'danger';
  /**
   * Called on confirm. While its promise is pending both buttons are disabled; when it rejects the dialog
   * stays open and shows the error's message; when it resolves the dialog closes.
   */
  onConfirm: () => void | Promise<void>;
}

/**
 * A yes/no question before an action that cannot be undone (deleting a user or a customer), on Radix
 * AlertDialog: focus starts on Cancel, Escape cancels, and a click outside does nothing.
 *
 * @example
 * <ConfirmDialog
 *   trigger={<button type="button">Delete</button>}
 *   title="Delete customer"
 *   description="Delete Acme Drilling and its users?"
 *   confirmLabel="Delete"
 *   tone="danger"
 *   onConfirm={() => api.deleteCustomer('C-7')}
 * />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const portalContainer = usePortalContainer();
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const confirm = useAsyncAction(onConfirm);
  const focus = useReturnFocus();
  const setOpen = (next: boolean) => {
    if (!next && confirm.pending) return;
    if (!next) confirm.reset();
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal container={portalContainer}>
        <AlertDialog.Overlay className="rr-dialog__overlay" />
        <AlertDialog.Content
          className="rr-dialog"
          data-size="sm"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <AlertDialog.Title className="rr-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="rr-dialog__description">{description}</AlertDialog.Description>
          {confirm.error ? (
            <p className="rr-alert" role="alert">
              {confirm.error}
            </p>
          ) : null}
          <div className="rr-dialog__actions">
            <AlertDialog.Cancel className="rr-button" disabled={confirm.pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className="rr-button"
              data-variant={tone === 'danger' ? 'danger' : 'primary'}
              disabled={confirm.pending}
              aria-busy={confirm.pending || undefined}
              onClick={async () => {
                if (await confirm.run()) setOpen(false);
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
