import type { DrawerMenu } from '@rigready/core';
import { useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../shared/root-data.js';
import { errorPageText } from './error-page-text.js';

/** The pages of a drawer menu, in its order: top-level links, then each group's. */
function menuPages(menu: DrawerMenu): { path: string; label: string }[] {
  return [...menu.links, ...menu.groups.flatMap((group) => group.links)];
}

/**
 * The body of an error page (refused, not found, failed) for the route error being shown: a heading, the
 * sentence of errorPageText with the request id of the answer, the visitor's pages when the frame's menu
 * is known, and the way back to the start page. Plain links: the next page loads afresh.
 *
 * @example
 * <ErrorPage menu={drawerMenu(session, pathname)} />
 */
export function ErrorPage({ menu }: { menu?: DrawerMenu }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  const { title, sentence } = errorPageText(error, pathname, root?.requestId ?? null);
  const pages = menu ? menuPages(menu) : [];
  return (
    <div className="rr-page rr-error-page">
      <h1>{title}</h1>
      <p>{sentence}</p>
      {pages.length > 0 ? (
        <nav aria-label="Your pages">
          <ul className="rr-error-page__pages">
            {pages.map((page) => (
              <li key={page.path}>
                <a className="rr-tap-link" href={page.path}>
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <a className="rr-tap-link" href="/home">
          Go to your start page
        </a>
      </p>
    </div>
  );
}

/**
 * {@link ErrorPage} on the sign-in page's card, for an error no frame is around (a page outside it, or the
 * frame's own loader failed).
 *
 * @example
 * export const ErrorBoundary = StandaloneErrorPage;
 */
export function StandaloneErrorPage() {
  return (
    <main className="rr-auth">
      <section className="rr-auth__card">
        <p className="rr-auth__brand">rigready</p>
        <ErrorPage />
      </section>
    </main>
  );
}
