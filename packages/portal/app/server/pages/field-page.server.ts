import { requirePageUser } from '../access/require-page.server.js';
import { fieldRefusal } from '../actions/field-counts/field-refusal.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/**
 * What the field screens' frame needs from the server: whose device data the page may use (`owner`, the
 * user and the customer acted for: data of any other owner is deleted before the page reads it), who is
 * signed in, the provider's time zone for the copy's age, and why the portal refuses a copy (an admin
 * viewing no customer gets the frame and that reason, and the page asks for no copy).
 *
 * @example
 * export const loader = ({ request }: Route.LoaderArgs) => fieldPage(request);
 */
export async function fieldPage(request: Request) {
  const identity = await requirePageUser(request);
  const { user, customer } = identity;
  return {
    owner: `${user.id}|${customer?.customer ?? ''}`,
    email: user.email,
    customer: customer?.customer ?? null,
    timeZone: getPortalRuntime().env.timeZone,
    /** Why the portal gives this user no copy (an admin viewing no customer), asked for no further. */
    refusal: fieldRefusal(identity),
  };
}
