import type { Identity } from '../access/identity.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { ActionError } from './action-error.server.js';
import { permissionsOf } from './action-permissions.server.js';

/** A customer's user who may approve, as a decision records them. */
export interface Approver {
  userId: string;
  name: string | null;
  email: string;
  customer: string;
}

/** What a user without the approver permission is told. */
export const NOT_AN_APPROVER =
  'You may not approve or decide: a provider admin gives the approver permission to users of your company';

/**
 * The signed-in user as an approver of their own customer, or a 403: a guest, a provider admin (viewing
 * as a customer or not) and a user without the approver permission never decide.
 *
 * @throws {@link ActionError} 403 with {@link NOT_AN_APPROVER}.
 * @example
 * const approver = await requireApprover(handle, identity); // { userId, name, email, customer }
 */
export async function requireApprover(handle: DatabaseHandle, identity: Identity): Promise<Approver> {
  const { mayApprove } = await permissionsOf(handle, identity);
  const { user } = identity;
  if (!mayApprove || user.customer === null) throw new ActionError(403, NOT_AN_APPROVER);
  return { userId: user.id, name: user.name, email: user.email, customer: user.customer };
}
