import { FLEET_INVENTORY } from '@rigready/core';

/** What a session may choose on the asset chooser: the fleet view or not, and the single assets. */
export interface AssetChoices {
  fleet: boolean;
  assets: readonly string[];
}

/** The asset a session looks at: 'Fleet Inventory' with fleet on, or one asset with fleet off. */
export interface AssetChoice {
  fleet: boolean;
  currentAsset: string;
}

const FLEET_CHOICE: AssetChoice = { fleet: true, currentAsset: FLEET_INVENTORY };

const withoutFleet = (assets: readonly string[]) => assets.filter((asset) => asset !== FLEET_INVENTORY);

/**
 * The choices the asset chooser offers (spec part 1 §4, §6): a user's own asset list, or all of the customer's
 * assets when that list is empty; the fleet when the list offers 'Fleet Inventory' or is empty; excluded
 * assets never. An admin chooses among the viewed customer's assets, or only the fleet when viewing no one.
 *
 * @example
 * assetChoices(user, customer, false); // { fleet: false, assets: ['Rig A', 'Rig B'] }
 */
export function assetChoices(
  user: { isAdmin: boolean; assets: readonly string[]; excludedAssets: readonly string[] },
  customer: { assets: readonly string[] } | null,
  viewingAs: boolean,
): AssetChoices {
  if (user.isAdmin) {
    return { fleet: true, assets: viewingAs && customer ? withoutFleet(customer.assets) : [] };
  }
  const own = withoutFleet(user.assets);
  const offered = own.length > 0 ? own : withoutFleet(customer?.assets ?? []);
  return {
    fleet: own.length === 0 || user.assets.includes(FLEET_INVENTORY),
    assets: offered.filter((asset) => !user.excludedAssets.includes(asset)),
  };
}

/**
 * Whether `asset` is one of the choices ('Fleet Inventory' only when the fleet is offered).
 *
 * @example
 * isAssetOffered({ fleet: false, assets: ['Rig A'] }, 'Fleet Inventory'); // false
 */
export function isAssetOffered(choices: AssetChoices, asset: string): boolean {
  return asset === FLEET_INVENTORY ? choices.fleet : choices.assets.includes(asset);
}

/**
 * The session's asset: the stored choice while it is still offered (an admin may have changed the user's
 * assets since), else the spec's default after sign-in: the fleet when offered, else the first asset.
 *
 * @example
 * resolveAssetChoice({ fleet: false, assets: ['Rig A', 'Rig B'] }, null); // { fleet: false, currentAsset: 'Rig A' }
 */
export function resolveAssetChoice(choices: AssetChoices, stored: string | null): AssetChoice {
  if (stored && isAssetOffered(choices, stored)) {
    return stored === FLEET_INVENTORY ? FLEET_CHOICE : { fleet: false, currentAsset: stored };
  }
  const first = choices.assets[0];
  return choices.fleet || first === undefined ? FLEET_CHOICE : { fleet: false, currentAsset: first };
}
