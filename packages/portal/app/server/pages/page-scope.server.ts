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

/**
 * The scoped db of the caller across every asset it may see (its fleet view, excluded assets still left
 * out), whichever asset it has chosen: for figures that are the customer's own whatever the selection,
 * such as the lead times an expected ready date rests on.
 *
 * @example
 * const lines = await completedLeadTimeLines(pageFleetScope(identity));
 */
export function pageFleetScope(identity: Identity): ScopedDb {
  return createScopedDb(getPortalRuntime().handle, { ...identity.actor, selection: { kind: 'fleet' } });
}

/**
 * The scoped db of a provider admin looking at one customer's records, across its fleet, whichever
 * customer the session views as: for an admin's change that names its customer, such as asking that
 * customer to approve one of its pre-invoices.
 *
 * @example
 * const scoped = pageAdminScope(identity, 'Northwind Drilling');
 */
export function pageAdminScope(identity: Identity, customer: string): ScopedDb {
  if (!identity.user.isAdmin) throw new Error('Only a provider admin looks at a customer of its choice');
  return createScopedDb(getPortalRuntime().handle, {
    ...identity.actor,
    actingCustomer: customer,
    selection: { kind: 'fleet' },
  });
}
