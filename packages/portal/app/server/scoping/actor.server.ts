/** What the actor is looking at: one asset (rig or field), or the fleet (all its allowed assets). */
export type AssetSelection = { kind: 'fleet' } | { kind: 'asset'; asset: string };

/** The pseudo-asset in a user's asset list that offers the fleet view (users.json `assets`). */
export const FLEET_INVENTORY = 'Fleet Inventory';

/**
 * The authenticated party a service acts for. Built by the identity layer from the session, never from
 * request parameters; every service takes it (through a scoped database) as its first argument.
 *
 * @example
 * const actor: Actor = {
 *   userId: 'u1', email: 'customer@rigready.test', customer: 'Northwind Drilling', isAdmin: false,
 *   actingCustomer: null, allowedAssets: ['Rig A', 'Fleet Inventory'], excludedAssets: [],
 *   selection: { kind: 'fleet' }, routesList: [],
 * };
 */
export interface Actor {
  userId: string;
  email: string;
  /** The user's customer; null only for admins. */
  customer: string | null;
  isAdmin: boolean;
  /** For an admin viewing the portal as a customer: that customer's name. */
  actingCustomer: string | null;
  /** Included assets; empty means all of the customer's (may contain {@link FLEET_INVENTORY}). */
  allowedAssets: readonly string[];
  excludedAssets: readonly string[];
  selection: AssetSelection;
  /** Allowed route names (dp, heavy, dcollar, octg, inspectionBHA, NCR); empty means all. */
  routesList: readonly string[];
}

/** The actor asked for data outside its scope (another customer, an asset it may not see). HTTP 403. */
export class ScopeError extends Error {
  override name = 'ScopeError';
  readonly status = 403;
}
