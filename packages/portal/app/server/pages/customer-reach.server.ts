import { data } from 'react-router';
import type { Identity } from '../access/identity.server.js';

/**
 * Whose approvals and decisions a page may show: a customer's user their own customer's, a provider admin
 * the customer viewed as, or every customer's (null) when viewing none. A customer's user without a
 * customer reaches nothing (403), never everything.
 *
 * @example
 * const customer = customerReach(identity); // 'Northwind Drilling', or null for an admin viewing none
 */
export function customerReach(identity: Identity): string | null {
  if (identity.user.isAdmin) return identity.actor.actingCustomer;
  if (identity.user.customer === null) throw data({ message: 'Not allowed' }, { status: 403 });
  return identity.user.customer;
}
