import { data, redirect } from 'react-router';
import { findCookieIdentity } from '../access/find-identity.server.js';

/**
 * The answer for a path no page has: the spec sends a signed-out visitor to /login; a signed-in one gets
 * 404, which the frame shows as "There is no page at …" with the menu beside it.
 *
 * @example
 * export const loader = ({ request }: Route.LoaderArgs) => unknownPath(request);
 */
export async function unknownPath(request: Request): Promise<never> {
  if (!(await findCookieIdentity(request))) throw redirect('/login');
  throw data(null, { status: 404 });
}
