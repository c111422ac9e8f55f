import { isPipeTypeSwitchVisible, type PipeType } from '@rigready/core';
import { DropdownMenu, ToggleGroup } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import type { ChangePasswordDialogProps } from '../../forms/change-password-dialog/change-password-dialog.js';
import { usePortalContainer } from '../../portal-container/portal-container.js';
import { AnchorLink, type LinkComponent } from '../link/shell-link.js';
import {
  ChangePasswordOnDemand,
  type ChangePasswordSchemaSource,
  preloadChangePasswordDialog,
} from './change-password-on-demand.js';

/** Props of {@link NavigationBar}. */
export interface NavigationBarProps {
  /** The current path; decides the logo link (none on /login) and the BHA/Tubular switch (flagged routes). */
  currentPath: string;
  /** The router's link component; default a plain anchor. */
  LinkComponent?: LinkComponent;
  /** The brand shown at the start; default the text 'rigready'. */
  logo?: ReactNode;
  /** The accessible name of the logo link; default 'rigready home'. */
  logoLabel?: string;
  /** The chosen pipe type. */
  pipeType: PipeType;
  onPipeTypeChange: (pipeType: PipeType) => void;
  /** Opens the drawer; without it there is no menu button (e.g. signed out). */
  onMenuClick?: () => void;
  /** Disables the menu button (core's `drawerMenu(...).disabled`: on /asset, and on /admin). */
  menuDisabled?: boolean;
  /** Whether the drawer is open, for the menu button's `aria-expanded`. */
  menuOpen?: boolean;
  /** The signed-in user's e-mail; without it there is no avatar menu. */
  userEmail?: string;
  /** Pages of the user's own listed first in the avatar menu, e.g. notification settings. */
  accountLinks?: readonly { label: string; to: string }[];
  /** Something shown beside the avatar, e.g. the admin's 'Viewing as' label. */
  children?: ReactNode;
  /** Changes the password from the avatar menu's dialog (the kit's `ChangePasswordDialog`). */
  onChangePassword: ChangePasswordDialogProps['onSubmit'];
  /**
   * The change-password form's rules; the spec's when absent. The dialog and its form libraries load
   * when the avatar menu first opens; a host that passes a function loading its schema (a dynamic
   * `import()`) keeps the schema library out of its pages' first scripts too.
   */
  changePasswordSchema?: ChangePasswordSchemaSource;
  onLogOut: () => void;
}

const PIPE_TYPES: readonly PipeType[] = ['Tubular', 'BHA'];

function safeSwitchVisible(path: string): boolean {
  try {
    return isPipeTypeSwitchVisible(path);
  } catch {
    return false;
  }
}

/**
 * The portal's top bar (spec part 1 §2): the menu button, the logo (a link to /home except on /login), the
 * BHA/Tubular switch on the routes the route table flags, and the avatar menu with the `accountLinks`,
 * Change password (which opens the change-password dialog) and Log out. Router-agnostic: links go through `LinkComponent`.
 *
 * @example
 * <NavigationBar
 *   currentPath={location.pathname}
 *   LinkComponent={Link}
 *   pipeType={session.pipeType}
 *   onPipeTypeChange={(pipeType) => session.setPipeType(pipeType)}
 *   onMenuClick={() => setDrawerOpen(true)}
 *   userEmail={session.user?.email}
 *   onChangePassword={(values) => auth.changePassword(values)}
 *   onLogOut={() => session.signOut()}
 * />
 */
export function NavigationBar({
  currentPath,
  LinkComponent = AnchorLink,
  logo = 'rigready',
  logoLabel = 'rigready home',
  pipeType,
  onPipeTypeChange,
  onMenuClick,
  menuDisabled = false,
  menuOpen = false,
  userEmail,
  accountLinks = [],
  children,
  onChangePassword,
  changePasswordSchema,
  onLogOut,
}: NavigationBarProps) {
  const portalContainer = usePortalContainer();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const avatar = useRef<HTMLButtonElement>(null);
  const onLogin = currentPath.toLowerCase().replace(/\/+$/, '') === '/login';
  return (
    <header className="rr-navbar">
      {onMenuClick ? (
        <button
          type="button"
          className="rr-navbar__icon-button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          disabled={menuDisabled}
          onClick={onMenuClick}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
          </svg>
        </button>
      ) : null}
      {onLogin ? (
        <span className="rr-navbar__logo">{logo}</span>
      ) : (
        <LinkComponent to="/home" className="rr-navbar__logo" aria-label={logoLabel}>
          {logo}
        </LinkComponent>
      )}
      <div className="rr-navbar__spacer" />
      {safeSwitchVisible(currentPath) ? (
        <ToggleGroup.Root
          type="single"
          className="rr-pipe-switch"
          aria-label="Pipe type"
          value={pipeType}
          onValueChange={(value) => {
            if (value === 'Tubular' || value === 'BHA') onPipeTypeChange(value);
          }}
        >
          {PIPE_TYPES.map((type) => (
            <ToggleGroup.Item key={type} value={type} className="rr-pipe-switch__item">
              {type}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      ) : null}
      {children}
      {userEmail ? (
        <DropdownMenu.Root
          modal={false}
          onOpenChange={(open) => {
            if (open) void preloadChangePasswordDialog().catch(() => undefined);
          }}
        >
          <DropdownMenu.Trigger
            ref={avatar}
            className="rr-navbar__avatar"
            aria-label={`Account of ${userEmail}`}
          >
            <span aria-hidden="true">{userEmail.slice(0, 1).toUpperCase()}</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal container={portalContainer}>
            <DropdownMenu.Content className="rr-menu" align="end" sideOffset={6}>
              <DropdownMenu.Label className="rr-menu__label">{userEmail}</DropdownMenu.Label>
              {accountLinks.map((link) => (
                <DropdownMenu.Item key={link.to} className="rr-menu__item" asChild>
                  <LinkComponent to={link.to}>{link.label}</LinkComponent>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Item className="rr-menu__item" onSelect={() => setPasswordOpen(true)}>
                Change password
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="rr-menu__separator" />
              <DropdownMenu.Item className="rr-menu__item" onSelect={onLogOut}>
                Log out
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
      <ChangePasswordOnDemand
        open={passwordOpen}
        onOpenChange={setPasswordOpen}
        onSubmit={onChangePassword}
        schema={changePasswordSchema}
        returnFocusTo={avatar}
      />
    </header>
  );
}
