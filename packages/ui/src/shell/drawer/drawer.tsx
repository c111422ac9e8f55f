import type { DrawerLink, DrawerMenu } from '@rigready/core';
import { Dialog } from 'radix-ui';
import { useReturnFocus } from '../../dialogs/modal-dialog/use-return-focus.js';
import { usePortalContainer } from '../../portal-container/portal-container.js';
import { AnchorLink, type LinkComponent } from '../link/shell-link.js';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu from core's `drawerMenu(session, currentPath)`: the top-level links and the groups. */
  menu: DrawerMenu;
  /** The current path; its link is marked `aria-current="page"`. */
  currentPath: string;
  /** The router's link component; default a plain anchor. */
  LinkComponent?: LinkComponent;
}

function isCurrent(link: DrawerLink, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  return path.toLowerCase() === link.path.toLowerCase();
}

/**
 * The navigation drawer: a side sheet (Radix Dialog: focus trapped, Escape closes, focus back on the menu
 * button) listing core's drawer menu, the top-level links first and then each group under its heading.
 * Choosing a link closes the drawer.
 *
 * @example
 * <Drawer open={open} onOpenChange={setOpen} menu={drawerMenu(session, pathname)} currentPath={pathname} LinkComponent={Link} />
 */
export function Drawer({ open, onOpenChange, menu, currentPath, LinkComponent = AnchorLink }: DrawerProps) {
  const portalContainer = usePortalContainer();
  const focus = useReturnFocus();
  const renderLinks = (links: readonly DrawerLink[]) => (
    <ul className="rr-drawer__links">
      {links.map((link) => (
        <li key={link.name}>
          <LinkComponent
            to={link.path}
            className="rr-drawer__link"
            aria-current={isCurrent(link, currentPath) ? 'page' : undefined}
            onClick={() => onOpenChange(false)}
          >
            {link.label}
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className="rr-dialog__overlay" />
        <Dialog.Content
          className="rr-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="rr-drawer__header">
            <Dialog.Title className="rr-drawer__title">Menu</Dialog.Title>
            <Dialog.Close className="rr-dialog__close" aria-label="Close menu">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            {menu.links.length > 0 ? renderLinks(menu.links) : null}
            {menu.groups.map((group) => (
              <section
                key={group.group}
                className="rr-drawer__group"
                aria-labelledby={`rr-drawer-${group.group}`}
              >
                <h3 className="rr-drawer__group-title" id={`rr-drawer-${group.group}`}>
                  {group.group}
                </h3>
                {renderLinks(group.links)}
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
