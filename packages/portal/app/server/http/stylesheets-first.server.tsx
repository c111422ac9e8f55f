import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { EntryContext } from 'react-router';

/**
 * The stylesheets of the routes a page renders, in route order, each once: what `<Links>` renders as
 * `<link rel="stylesheet">`. A page that shows an error renders the routes down to the one whose error
 * boundary shows it, so only their stylesheets: a preload of another would be fetched for nothing.
 *
 * @example
 * routeStylesheets(routerContext); // ['/assets/root-C7z9QTa8.css', '/assets/inventory-BkdQVx37.css']
 */
export function routeStylesheets(context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>): string[] {
  const { matches, errors } = context.staticHandlerContext;
  const rendered = errors
    ? matches.slice(0, matches.findIndex((match) => errors[match.route.id] !== undefined) + 1)
    : matches;
  const hrefs = rendered.flatMap((match) => context.manifest.routes[match.route.id]?.css ?? []);
  return [...new Set(hrefs)];
}

/**
 * Asks for a page's stylesheets before its scripts. React writes the `<link rel="modulepreload">` of
 * `<Scripts>` at the top of the head and the stylesheets of `<Links>` after them, and a browser on
 * HTTP/1.1 fetches six at a time in that order: /inventory's four stylesheets, which hold back the first
 * paint, waited behind 28 scripts, which do not. A preload React writes before either puts them first.
 *
 * @example
 * <StylesheetsFirst hrefs={routeStylesheets(routerContext)}><ServerRouter … /></StylesheetsFirst>
 */
export function StylesheetsFirst({ hrefs, children }: { hrefs: readonly string[]; children: ReactNode }) {
  for (const href of hrefs) preload(href, { as: 'style' });
  return children;
}
