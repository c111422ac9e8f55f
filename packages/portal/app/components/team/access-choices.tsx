import { ChoiceSwitches } from './choice-switches.js';

/** Props of {@link AccessChoices}. */
export interface AccessChoicesProps {
  customer: string;
  assets: readonly { value: string; label: string }[];
  routes: readonly { value: string; label: string }[];
  chosenAssets: readonly string[];
  chosenRoutes: readonly string[];
  onAssetsChange: (next: string[]) => void;
  onRoutesChange: (next: string[]) => void;
}

/**
 * A customer's user's assets and pages as the customer's administrator chooses them, for an invitation and
 * for a member alike: none chosen means all the customer's assets, and every page.
 *
 * @example
 * <AccessChoices customer="Northwind Drilling" assets={assets} routes={routes} chosenAssets={[]}
 *   chosenRoutes={[]} onAssetsChange={setAssets} onRoutesChange={setRoutes} />
 */
export function AccessChoices({
  customer,
  assets,
  routes,
  chosenAssets,
  chosenRoutes,
  onAssetsChange,
  onRoutesChange,
}: AccessChoicesProps) {
  return (
    <>
      <ChoiceSwitches
        legend="Assets"
        emptyMeans={`None chosen: all of ${customer}'s assets`}
        options={assets}
        chosen={chosenAssets}
        onChange={onAssetsChange}
      />
      <ChoiceSwitches
        legend="Pages"
        emptyMeans="None chosen: every page (a user with chosen pages is a guest, who never requests or approves)"
        options={routes}
        chosen={chosenRoutes}
        onChange={onRoutesChange}
      />
    </>
  );
}
