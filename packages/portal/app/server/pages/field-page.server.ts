import { requirePageUser } from '../access/require-page.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/**
 * What the field screens' frame needs from the server: whose device data the page may use (`owner`, the
 * user and the customer acted for: data of any other owner is deleted before the page reads it), who is
 * signed in, and the provider's time zone for the copy's age. An admin viewing no customer gets the frame
 * and the portal's refusal of a copy.
 *
 * @example
 * export const loader = ({ request }: Route.LoaderArgs) => fieldPage(request);
 */
export async function fieldPage(request: Request) {
  const { user, customer } = await requirePageUser(request);
  return {
    owner: `${user.id}|${customer?.customer ?? ''}`,
    email: user.email,
    customer: customer?.customer ?? null,
    isAdmin: user.isAdmin,
    timeZone: getPortalRuntime().env.timeZone,
  };
}

/** The field frame's loader data. */
export type FieldPage = Awaited<ReturnType<typeof fieldPage>>;
