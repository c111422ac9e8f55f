import { type RefObject, useRef } from 'react';

/** The auto-focus handlers {@link useReturnFocus} returns, for a Radix Dialog or AlertDialog content. */
export interface ReturnFocusHandlers {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Sends focus back where it was before a dialog opened, or to `returnFocusTo` when given. Radix does this
 * only for a dialog opened through its own Trigger; a controlled dialog opened by a host's button, a menu
 * item or a route change would otherwise leave focus on the page body.
 *
 * @example
 * const focus = useReturnFocus(avatarRef);
 * <Dialog.Content onOpenAutoFocus={focus.onOpenAutoFocus} onCloseAutoFocus={focus.onCloseAutoFocus} />
 */
export function useReturnFocus(returnFocusTo?: RefObject<HTMLElement | null>): ReturnFocusHandlers {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = globalThis.document?.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event) => {
      const target = returnFocusTo?.current ?? opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
