import { writeAudit } from '../audit/audit-log.server.js';
import { setActingCustomer } from '../auth/session-store.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { findCustomer, type Identity } from './identity.server.js';

/**
 * An admin starts viewing the portal as a customer: stored on this admin session only, and audited.
 * Answers false (nothing changes) for a non-admin or an unknown customer.
 *
 * @example
 * await startViewAs(runtime, adminIdentity, 'Northwind Drilling'); // true
 */
export async function startViewAs(
  runtime: PortalRuntime,
  identity: Identity,
  customer: string,
): Promise<boolean> {
  if (!identity.user.isAdmin) return false;
  const found = customer ? await findCustomer(runtime.handle, customer) : null;
  if (!found) return false;
  await setActingCustomer(runtime.handle, identity.session.idHash, found.customer);
  await writeAudit(
    runtime.handle,
    { action: 'view-as.started', actorUserId: identity.user.id, customer: found.customer },
    runtime.now(),
  );
  return true;
}

/**
 * The admin stops viewing as a customer (audited when one was being viewed).
 *
 * @example
 * await endViewAs(runtime, adminIdentity);
 */
export async function endViewAs(runtime: PortalRuntime, identity: Identity): Promise<void> {
  const previous = identity.session.actingCustomer;
  await setActingCustomer(runtime.handle, identity.session.idHash, null);
  if (previous) {
    await writeAudit(
      runtime.handle,
      { action: 'view-as.ended', actorUserId: identity.user.id, customer: previous },
      runtime.now(),
    );
  }
}
