import { FLEET_INVENTORY } from '@rigready/core';
import { useId } from 'react';

/** Props of {@link AssetCards}. */
export interface AssetCardsProps {
  /** The customer name, shown above the cards. */
  username: string;
  /** The user's assets (rigs or fields); a 'Fleet Inventory' entry is shown once, first. */
  assets: readonly string[];
  /** The asset chosen now ('Fleet Inventory' in fleet mode), marked as pressed. */
  currentAsset?: string | null;
  /** Whether the 'Fleet Inventory' card is offered; default true. */
  showFleet?: boolean;
  /** Stores the choice (core's asset transition) and goes home. */
  onChoose: (asset: string) => void;
}

/**
 * The asset chooser's cards (spec part 2 §2): the username, a 'Fleet Inventory' card covering all assets and
 * one card per asset; each card is a button, the current one pressed.
 *
 * @example
 * <AssetCards username="Acme Drilling" assets={['Rig 1', 'Rig 2']} currentAsset="Rig 1" onChoose={chooseAsset} />
 */
export function AssetCards({ username, assets, currentAsset, showFleet = true, onChoose }: AssetCardsProps) {
  const titleId = useId();
  const choices = [
    ...(showFleet ? [FLEET_INVENTORY] : []),
    ...assets.filter((asset) => asset !== FLEET_INVENTORY),
  ];
  return (
    <section className="rr-asset-cards" aria-labelledby={titleId}>
      <h2 className="rr-asset-cards__title" id={titleId}>
        {username}
      </h2>
      <ul className="rr-asset-cards__list">
        {choices.map((asset) => (
          <li key={asset}>
            <button
              type="button"
              className="rr-asset-cards__card"
              data-fleet={asset === FLEET_INVENTORY ? '' : undefined}
              aria-pressed={asset === currentAsset}
              onClick={() => onChoose(asset)}
            >
              <span className="rr-asset-cards__name">{asset}</span>
              <span className="rr-asset-cards__note">
                {asset === FLEET_INVENTORY ? 'All assets' : 'Single asset'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
