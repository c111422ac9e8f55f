import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import type { MenuOpening } from './deferred-menu.js';

/** Props of {@link TriggeredDropdownMenu}. */
export interface TriggeredDropdownMenuProps extends MenuOpening {
  /** Which edge of the trigger the menu lines up with. */
  readonly align: 'start' | 'end';
  /** The menu's items: mounted only while it is open. */
  readonly children: ReactNode;
}

/**
 * The Radix dropdown menu of a deferred table menu: its trigger keeps the look of the plain button that
 * {@link DeferredMenu} drew before the menu loaded, it opens at mount when the user's press loaded it, and
 * its items exist only while it is open.
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
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="rr-data-table__menu" align={align} sideOffset={4}>
          {open && children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
