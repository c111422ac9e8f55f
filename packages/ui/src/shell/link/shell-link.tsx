import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

/** Props the shell passes to a link component; React Router's `Link` accepts all of them. */
export interface ShellLinkProps {
  /** The absolute path to open, e.g. '/home'. */
  to: string;
  className?: string;
  children?: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * The link component the shell renders its links with, so it works with any router: pass React Router's
 * `Link` in the portal, or a tool's own link; the default is a plain anchor.
 *
 * @example
 * import { Link } from 'react-router';
 * <NavigationBar LinkComponent={Link} currentPath={location.pathname} ... />
 */
export type LinkComponent = ComponentType<ShellLinkProps>;

/**
 * The default {@link LinkComponent}: a plain `<a href>` that reloads the page.
 *
 * @example
 * <AnchorLink to="/home">Home</AnchorLink>
 */
export function AnchorLink({ to, children, ...rest }: ShellLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
