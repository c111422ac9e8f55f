import type { CustomerFeatures } from '../session/session.types.js';
import { matchRoute, targetPathname } from './match-route.js';

/**
 * A customer's extra public path to its serial history (the legacy /KCADeutag), from `features.publicSlug`.
 *
 * @example
 * const slug: PublicSlug = { slug: 'KCADeutag', customer: 'KCA Deutag' };
 */
export interface PublicSlug {
  readonly slug: string;
  readonly customer: string;
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * What is wrong with a `publicSlug` value, or null when it can serve as a path: one path segment of
 * letters, digits, '-' and '_' (a leading '/' is allowed) that no route of the table already uses.
 *
 * @example
 * publicSlugProblem('KCADeutag'); // null
 * publicSlugProblem('/login'); // 'publicSlug "/login" is the path of the route "login"'
 */
export function publicSlugProblem(slug: string): string | null {
  const bare = slug.replace(/^\//, '');
  if (!SLUG.test(bare)) {
    return `publicSlug ${JSON.stringify(slug)} must be one path segment of letters, digits, "-" and "_"`;
  }
  const taken = matchRoute(`/${bare}`);
  return taken ? `publicSlug ${JSON.stringify(slug)} is the path of the route "${taken.name}"` : null;
}

/**
 * The public slugs of the given customers (those whose `features.publicSlug` is a usable slug), for the
 * guard's context. The host reads the customers on the server, since slugs are data.
 *
 * @example
 * publicSlugsOf([{ customer: 'KCA Deutag', features: { publicSlug: 'KCADeutag' } }]);
 * // [{ slug: 'KCADeutag', customer: 'KCA Deutag' }]
 */
export function publicSlugsOf(
  customers: ReadonlyArray<{ readonly customer: string; readonly features?: CustomerFeatures | null }>,
): PublicSlug[] {
  return customers.flatMap(({ customer, features }) => {
    const slug = features?.publicSlug;
    return slug && publicSlugProblem(slug) === null ? [{ slug: slug.replace(/^\//, ''), customer }] : [];
  });
}

/**
 * The public slug a target opens, or null. A slug is a rule, not a route: the keystone (serial history)
 * screen answers it for the slug's customer. Matching ignores case and a trailing slash.
 *
 * @example
 * resolvePublicSlug('/kcadeutag?serialnr=123', [{ slug: 'KCADeutag', customer: 'KCA Deutag' }]);
 * // { slug: 'KCADeutag', customer: 'KCA Deutag' }
 */
export function resolvePublicSlug(target: string, slugs: readonly PublicSlug[]): PublicSlug | null {
  const segment = targetPathname(target).slice(1).toLowerCase();
  if (segment === '' || segment.includes('/')) return null;
  return slugs.find((entry) => entry.slug.replace(/^\//, '').toLowerCase() === segment) ?? null;
}
