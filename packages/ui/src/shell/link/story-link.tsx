import type { ShellLinkProps } from './shell-link.js';

/**
 * A link for stories and tests that stays on the page: it reports the path it would open in
 * `data-to` and does not navigate.
 *
 * @example
 * <NavigationBar LinkComponent={StoryLink} ... />
 */
export function StoryLink({ to, children, onClick, ...rest }: ShellLinkProps) {
  return (
    <a
      href={to}
      data-to={to}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}
