import { data } from 'react-router';
import { isFieldPath } from '../../shared/field-pages.js';
import type { Identity } from '../access/identity.server.js';
import { pagePath, requirePageUser } from '../access/require-page.server.js';
import { fieldRefusal } from '../actions/field-counts/field-refusal.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/**
 * Whose data the field app may keep on the device for this session: the user and the customer they act
 * for. Data of any other owner is deleted by the first page that knows it (see useDeviceOwner).
 *
 * @example
 * deviceOwner(identity); // 'u-41|Northwind Drilling'
 */
export function deviceOwner({ user, customer }: Identity): string {
  return `${user.id}|${customer?.customer ?? ''}`;
}

/**
 * What the field screens' frame needs from the server (a path under /scan that is no field screen is not
 * found): whose device data the page may use (`owner`, the
 * user and the customer acted for: data of any other owner is deleted before the page reads it), who is
 * signed in, the provider's time zone for the copy's age, and why the portal refuses a copy (an admin
 * viewing no customer gets the frame and that reason, and the page asks for no copy).
 *
 * @example
 * export const loader = ({ request }: Route.LoaderArgs) => fieldPage(request);
 */
export async function fieldPage(request: Request) {
  const identity = await requirePageUser(request);
  if (!isFieldPath(pagePath(request))) throw data({ message: 'No such field screen' }, { status: 404 });
  const { user, customer } = identity;
  return {
    owner: deviceOwner(identity),
    email: user.email,
    customer: customer?.customer ?? null,
    timeZone: getPortalRuntime().env.timeZone,
    /** Why the portal gives this user no copy (an admin viewing no customer), asked for no further. */
    refusal: fieldRefusal(identity),
  };
}
