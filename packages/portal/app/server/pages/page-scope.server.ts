import type { Identity } from '../access/identity.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { createScopedDb, type ScopedDb } from '../scoping/scoped-db.server.js';

/**
 * The scoped db of a page's signed-in caller, for the page's loader to hand to a service.
 *
 * @example
 * const rows = await listNcr(pageScope(await requirePageUser(request)));
 */
export function pageScope(identity: Identity): ScopedDb {
  return createScopedDb(getPortalRuntime().handle, identity.actor);
}
