import type { Identity } from '../../access/identity.server.js';

/**
 * Why an identity may not take the device copy or record a count, or null when it may: a customer's own
 * user (not a guest) for their customer, or a provider admin viewing the portal as a customer (the yard's
 * staff count too). An admin viewing as no customer must choose one first.
 *
 * @example
 * fieldRefusal(guest); // 'Guests cannot count'
 */
export function fieldRefusal(identity: Identity): string | null {
  const { user, actor } = identity;
  if (user.isAdmin) return actor.actingCustomer === null ? 'Choose a customer to view first' : null;
  if (user.customer === null) return 'Choose a customer to view first';
  if (user.routesList.length > 0) return 'Guests cannot count';
  return null;
}

/**
 * The customer a field action is for: the admin's viewed customer, else the user's own. Call it after
 * {@link fieldRefusal} answered null.
 *
 * @example
 * fieldCustomer(identity); // 'Northwind Drilling'
 */
export function fieldCustomer(identity: Identity): string {
  const customer = identity.user.isAdmin ? identity.actor.actingCustomer : identity.user.customer;
  if (customer === null) throw new Error('fieldCustomer: the identity acts for no customer');
  return customer;
}
