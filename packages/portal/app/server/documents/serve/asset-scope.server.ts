import type { Identity } from '../../access/identity.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import { FLEET_INVENTORY, ScopeError } from '../../scoping/actor.server.js';
import { createScopedDb, type ScopedDb } from '../../scoping/scoped-db.server.js';

/**
 * The caller's scoped db with `asset` selected ('Fleet Inventory' for the fleet), for calls that name the
 * asset they report on (/getInventoryPDF). An asset that is not one of the acting customer's assets, or
 * outside the user's list, is a ScopeError (403): a user whose list is empty (all assets) must still not
 * get a report titled with a name the customer does not own.
 *
 * @example
 * const scoped = scopedForAsset(handle, identity, 'Rig A');
 */
export function scopedForAsset(handle: DatabaseHandle, identity: Identity, asset: string): ScopedDb {
  if (asset === FLEET_INVENTORY)
    return createScopedDb(handle, { ...identity.actor, selection: { kind: 'fleet' } });
  if (identity.customer && !identity.customer.assets.includes(asset)) {
    throw new ScopeError(`Asset ${asset} is not one of ${identity.customer.customer}'s assets`);
  }
  return createScopedDb(handle, { ...identity.actor, selection: { kind: 'asset', asset } });
}
