import { DropdownMenu } from 'radix-ui';
import { memo, type ReactNode, useState } from 'react';
import { usePortalContainer } from '../portal-container/portal-container.js';
import type { MenuOpening } from './deferred-menu.js';

/** Props of {@link TriggeredDropdownMenu}. */
export interface TriggeredDropdownMenuProps extends MenuOpening {
  /** Which edge of the trigger the menu lines up with. */
  readonly align: 'start' | 'end';
  /** The menu's items: mounted only while it is open. */
  readonly children: ReactNode;
}

interface MenuPopupProps {
  readonly open: boolean;
  readonly align: 'start' | 'end';
  readonly children: ReactNode;
}

// Memoized: a new trigger look (a filter's count) re-renders the trigger, not the menu's popper, focus and
// dismiss layers, which would also measure the page again to place the menu. Given stable children, the
// popup re-renders only when it opens or closes; what changes inside reaches its readers through context.
const MenuPopup = memo(function MenuPopup({ open, align, children }: MenuPopupProps) {
  const portalContainer = usePortalContainer();
  return (
    <DropdownMenu.Portal container={portalContainer}>
      <DropdownMenu.Content className="rr-data-table__menu" align={align} sideOffset={4}>
        {open && children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
});

/**
 * The Radix dropdown menu of a deferred table menu: its trigger keeps the look of the plain button that
 * {@link DeferredMenu} drew before the menu loaded, it opens at mount when the user's press loaded it, and
 * its items exist only while it is open. Keep `children` stable (memoized) so that a new trigger look
 * does not re-render the open menu.
 *
 * @example
 * <TriggeredDropdownMenu trigger={look} defaultOpen align="end"><DropdownMenu.Item>Site</DropdownMenu.Item></TriggeredDropdownMenu>
 */
export function TriggeredDropdownMenu({ trigger, defaultOpen, align, children }: TriggeredDropdownMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className={trigger.className} aria-label={trigger.label} {...trigger.data}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <MenuPopup open={open} align={align}>
        {children}
      </MenuPopup>
    </DropdownMenu.Root>
  );
}
