import type { ClassMarking } from '@rigready/core';
import { ClassChip } from '@rigready/ui';
import { Form, Link } from 'react-router';
import './required-class.css';

/** One of the customer's assets with the class it requires and how many joints in service fall below it. */
export interface AssetRequirement {
  asset: string;
  requiredClass: string | null;
  below: number;
}

const belowLink = (asset: string) => `/inventory?${new URLSearchParams({ below: 'required', asset })}`;

/**
 * The customer's assets, each with its required class (a choice of `classes` or none, saved per asset
 * when `canSet`, else only shown as a chip with the provider's `marking`) and its joints below it, a link
 * to their list.
 *
 * @example
 * <RequiredClassTable assets={[{ asset: 'Rig K1', requiredClass: 'Premium', below: 10 }]}
 *   classes={['Premium', 'Class 2']} canSet marking={marking} />
 */
export function RequiredClassTable({
  assets,
  classes,
  canSet,
  marking,
}: {
  assets: readonly AssetRequirement[];
  classes: readonly string[];
  canSet: boolean;
  marking: ClassMarking;
}) {
  if (assets.length === 0) return <p>No rigs or fields to set a class for.</p>;
  return (
    <ul className="rr-required-class__assets">
      {assets.map(({ asset, requiredClass, below }) => (
        <li key={asset} data-asset={asset}>
          <span className="rr-required-class__asset">{asset}</span>
          {canSet ? (
            <Form method="post" className="rr-required-class__form" key={requiredClass ?? 'none'}>
              <input type="hidden" name="asset" value={asset} />
              <select
                name="requiredClass"
                aria-label={`Required class of ${asset}`}
                defaultValue={requiredClass ?? 'none'}
              >
                <option value="none">No class required</option>
                {classes.map((jointClass) => (
                  <option key={jointClass} value={jointClass}>
                    {jointClass}
                  </option>
                ))}
              </select>
              <button type="submit" className="rr-button">
                Save
              </button>
            </Form>
          ) : requiredClass ? (
            <ClassChip
              jointClass={requiredClass as 'Premium' | 'Class 2'}
              reasonsDisplay="none"
              marking={marking}
            />
          ) : (
            <span>No class required</span>
          )}
          {requiredClass ? (
            <Link className="rr-required-class__count" to={belowLink(asset)}>
              {below} below {requiredClass}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
