import { type Actor, FLEET_INVENTORY, ScopeError } from './actor.server.js';

/**
 * The predicates one actor's queries get, in plain values: the customer (null = every customer, for an
 * admin not viewing as anyone), the assets a row's Asset must be one of (null = any, including rows with
 * no asset), and the assets it must not be.
 */
export interface ScopeRules {
  customer: string | null;
  onlyAssets: readonly string[] | null;
  excludedAssets: readonly string[];
}

/**
 * Turns an actor into {@link ScopeRules}, refusing a selection the actor may not make.
 * Rows with a null Asset belong to no rig or field: they are shown only when nothing narrows the assets
 * (fleet view of a user whose asset list is empty or only "Fleet Inventory", or an admin).
 *
 * @example
 * scopeRules({ ...actor, allowedAssets: ['Rig A'], selection: { kind: 'fleet' } });
 * // { customer: 'Northwind Drilling', onlyAssets: ['Rig A'], excludedAssets: [] }
 */
export function scopeRules(actor: Actor): ScopeRules {
  if (actor.isAdmin) {
    return {
      customer: actor.actingCustomer,
      onlyAssets: actor.selection.kind === 'asset' ? [actor.selection.asset] : null,
      excludedAssets: [],
    };
  }
  if (!actor.customer) throw new ScopeError(`User ${actor.email} belongs to no customer`);
  const allowed = actor.allowedAssets.filter((asset) => asset !== FLEET_INVENTORY);
  const excluded = [...actor.excludedAssets];
  if (actor.selection.kind === 'asset') {
    const { asset } = actor.selection;
    if ((allowed.length > 0 && !allowed.includes(asset)) || excluded.includes(asset)) {
      throw new ScopeError(`Asset ${asset} is not available to ${actor.email}`);
    }
    return { customer: actor.customer, onlyAssets: [asset], excludedAssets: excluded };
  }
  return {
    customer: actor.customer,
    onlyAssets: allowed.length > 0 ? allowed : null,
    excludedAssets: excluded,
  };
}

/**
 * Whether the rules let the actor see one row, given its customer and, for a table with an asset column,
 * its asset (`hasAsset` false: the table has none, so only the customer counts). The same predicate the
 * scoped db writes in SQL, for rows the job reads outside a query (notification events).
 *
 * @example
 * rowInScope({ customer: 'Northwind Drilling', onlyAssets: ['Rig A'], excludedAssets: [] }, 'Northwind Drilling', 'Rig B', true); // false
 */
export function rowInScope(
  rules: ScopeRules,
  customer: string,
  asset: string | null,
  hasAsset: boolean,
): boolean {
  if (rules.customer !== null && rules.customer !== customer) return false;
  if (!hasAsset) return true;
  if (rules.onlyAssets !== null && (asset === null || !rules.onlyAssets.includes(asset))) return false;
  return asset === null || !rules.excludedAssets.includes(asset);
}
