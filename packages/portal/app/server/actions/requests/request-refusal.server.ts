import type { Identity } from '../../access/identity.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import { permissionsOf } from '../action-permissions.server.js';

/**
 * Why an identity may not make a request, or null when it may: a request is a customer's own user's with
 * the request permission (see `permissionsOf`); admins work requests and guests never act.
 *
 * @example
 * await requestRefusal(handle, guest); // 'Guests cannot make requests'
 */
export async function requestRefusal(handle: DatabaseHandle, identity: Identity): Promise<string | null> {
  const { user } = identity;
  if (user.isAdmin || user.customer === null)
    return "Provider admins work requests; a request is made by the customer's own users";
  if (user.routesList.length > 0) return 'Guests cannot make requests';
  if (!(await permissionsOf(handle, identity)).mayRequest)
    return 'You may not make requests: ask your provider for the request permission';
  return null;
}
