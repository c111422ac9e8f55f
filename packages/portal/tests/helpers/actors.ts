import type { Actor } from '../../app/server/scoping/actor.server.js';

/** The two customers of the two-customers fixture. */
export const NORTHWIND = 'Northwind Drilling';
export const POLAR = 'Polar Energy';

/**
 * An actor for tests: a customer user in fleet mode with no asset restriction unless overridden.
 *
 * @example
 * const guest = actorFor(NORTHWIND, { allowedAssets: ['Rig A'], routesList: ['dp'] });
 */
export function actorFor(customer: string | null, overrides: Partial<Actor> = {}): Actor {
  return {
    userId: `user-of-${customer ?? 'admin'}`,
    email: `${customer ?? 'admin'}@example.test`.replaceAll(' ', '.'),
    customer,
    isAdmin: false,
    actingCustomer: null,
    allowedAssets: [],
    excludedAssets: [],
    selection: { kind: 'fleet' },
    routesList: [],
    ...overrides,
  };
}

/** An admin, optionally viewing the portal as a customer. */
export function adminActor(actingCustomer: string | null = null): Actor {
  return actorFor(null, { isAdmin: true, actingCustomer });
}
