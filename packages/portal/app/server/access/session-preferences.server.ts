import type { PipeType } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import { assetChoices, isAssetOffered } from './asset-choices.server.js';
import type { Identity } from './identity.server.js';

/**
 * The asset choices of a signed-in identity (its own, or the viewed customer's for an admin).
 *
 * @example
 * const { fleet, assets } = identityAssetChoices(identity);
 */
export function identityAssetChoices(identity: Identity) {
  return assetChoices(identity.user, identity.customer, identity.coreSession.viewAs !== null);
}

/**
 * Stores the asset chooser's choice on the session ('Fleet Inventory' turns fleet on), so the next request's
 * actor narrows every scoped query to it. Answers false, storing nothing, for an asset not offered.
 *
 * @example
 * await chooseSessionAsset(handle, identity, 'Rig A'); // true
 */
export async function chooseSessionAsset(
  handle: DatabaseHandle,
  identity: Identity,
  asset: string,
): Promise<boolean> {
  if (!isAssetOffered(identityAssetChoices(identity), asset)) return false;
  await handle.db
    .updateTable('sessions')
    .set({ current_asset: asset })
    .where('id_hash', '=', identity.session.idHash)
    .execute();
  return true;
}

/**
 * Stores the BHA/Tubular switch on the session, so it survives navigation and reloads.
 *
 * @example
 * await chooseSessionPipeType(handle, identity, 'BHA');
 */
export async function chooseSessionPipeType(
  handle: DatabaseHandle,
  identity: Identity,
  pipeType: PipeType,
): Promise<void> {
  await handle.db
    .updateTable('sessions')
    .set({ pipe_type: pipeType })
    .where('id_hash', '=', identity.session.idHash)
    .execute();
}
