import type { DrawerMenu } from '@rigready/core';
import { type ReactNode, useState } from 'react';
import { Drawer } from '../drawer/drawer.js';
import { Footer, type FooterProps } from '../footer/footer.js';
import { AnchorLink, type LinkComponent } from '../link/shell-link.js';
import { NavigationBar, type NavigationBarProps } from '../navigation-bar/navigation-bar.js';

/** Props of {@link AppShell}. */
export interface AppShellProps
  extends Omit<
    NavigationBarProps,
    'onMenuClick' | 'menuOpen' | 'menuDisabled' | 'LinkComponent' | 'children'
  > {
  /** The drawer menu from core's `drawerMenu(session, currentPath)`; its `disabled` disables the menu button. */
  menu: DrawerMenu;
  LinkComponent?: LinkComponent;
  /** The footer's copyright and social links. */
  footer: FooterProps;
  /** Shown in the bar beside the avatar, e.g. the admin's 'Viewing as' label. */
  barContent?: ReactNode;
  /** The screen. */
  children: ReactNode;
}

/**
 * The portal's frame: a skip link, the navigation bar, the drawer built from core's menu, the screen in
 * `<main>`, and the footer. It owns only the drawer's open state; everything else comes from props, so it
 * works under any router.
 *
 * @example
 * <AppShell
 *   currentPath={pathname}
 *   LinkComponent={Link}
 *   menu={drawerMenu(session, pathname)}
 *   pipeType={session.pipeType}
 *   onPipeTypeChange={setPipeType}
 *   userEmail={session.user?.email}
 *   onChangePassword={changePassword}
 *   onLogOut={signOut}
 *   footer={{ owner: 'Acme Inspection AS' }}
 * >
 *   <Outlet />
 * </AppShell>
 */
export function AppShell({
  menu,
  LinkComponent = AnchorLink,
  footer,
  barContent,
  children,
  ...bar
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hasMenu = menu.links.length > 0 || menu.groups.length > 0;
  return (
    <div className="rr-app-shell">
      <a className="rr-app-shell__skip" href="#rr-main">
        Skip to content
      </a>
      <NavigationBar
        {...bar}
        LinkComponent={LinkComponent}
        onMenuClick={hasMenu ? () => setDrawerOpen(true) : undefined}
        menuDisabled={menu.disabled}
        menuOpen={drawerOpen}
      >
        {barContent}
      </NavigationBar>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        menu={menu}
        currentPath={bar.currentPath}
        LinkComponent={LinkComponent}
      />
      <main id="rr-main" className="rr-app-shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer {...footer} />
    </div>
  );
}
