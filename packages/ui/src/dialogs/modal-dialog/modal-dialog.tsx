import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { usePortalContainer } from '../../portal-container/portal-container.js';
import { useReturnFocus } from './use-return-focus.js';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  /** Whether the dialog is open (controlled). Leave out, with `trigger`, for an uncontrolled dialog. */
  open?: boolean;
  /** Whether an uncontrolled dialog starts open. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, the close button, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** The dialog's title, its accessible name. */
  title: ReactNode;
  /** A sentence under the title, its accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom (Cancel, Confirm ...). */
  actions?: ReactNode;
  /** Width class: `sm` 28rem, `md` 36rem (default), `lg` 60rem, `full` nearly the viewport. */
  size?: 'sm' | 'md' | 'lg' | 'full';
  /**
   * Where focus goes when the dialog closes, for a dialog opened without `trigger` (from a menu item, for
   * instance, which no longer exists once the menu has closed).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The kit's modal dialog on Radix Dialog: a titled, labelled panel that traps focus, closes on Escape and
 * returns focus to its trigger. The other dialogs of the kit are built on it.
 *
 * @example
 * <ModalDialog title="Pipe list" trigger={<button type="button">Open</button>} actions={<button>Close</button>}>
 *   ...
 * </ModalDialog>
 */
export function ModalDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  actions,
  size = 'md',
  returnFocusTo,
}: ModalDialogProps) {
  const portalContainer = usePortalContainer();
  const focus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className="rr-dialog__overlay" />
        <Dialog.Content
          className="rr-dialog"
          data-size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="rr-dialog__header">
            <Dialog.Title className="rr-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="rr-dialog__close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="rr-dialog__description">{description}</Dialog.Description>
          ) : null}
          {children ? <div className="rr-dialog__body">{children}</div> : null}
          {actions ? <div className="rr-dialog__actions">{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
