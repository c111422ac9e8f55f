import { POSITION_AGE_THRESHOLDS, type PositionColourScale, type RackColor } from '@rigready/core';
import type { CSSProperties } from 'react';
import { statusColourVar } from '../charts/status-colour-var.js';

/** Props of {@link RackLegend}. */
export interface RackLegendProps {
  colourRule: PositionColourScale;
  /** Per item number its colour and description (the rack answer's colormap). */
  colormap?: Readonly<Record<string, RackColor>> | undefined;
  /** Per item number its colour from the kit's palette (`itemColours`); the grid's stripes use the same. */
  itemColours?: Readonly<Record<string, string>> | undefined;
}

/**
 * The key of a rack grid: what each age colour means under the colour rule (from core's thresholds), a
 * joint never inspected, the occupied and empty positions, and the item colours.
 *
 * @example
 * <RackLegend colourRule="rack-view" colormap={colormap} itemColours={itemColours(colormap)} />
 */
export function RackLegend({ colourRule, colormap, itemColours }: RackLegendProps) {
  const { yellowFrom, redFrom } = POSITION_AGE_THRESHOLDS[colourRule];
  const ages: [string, string][] = [
    [statusColourVar('green'), `Under ${yellowFrom} days`],
    [statusColourVar('yellow'), `${yellowFrom} to under ${redFrom} days`],
    [statusColourVar('red'), `${redFrom} days or more`],
    [statusColourVar('unknown'), 'Not inspected'],
  ];
  const items = Object.entries(colormap ?? {});
  return (
    <div className="rr-rack-legend">
      <ul className="rr-rack-legend__list" aria-label="Days since inspection">
        {ages.map(([colour, text]) => (
          <li key={text}>
            <span className="rr-rack-legend__swatch" style={{ background: colour }} aria-hidden="true" />
            {text}
          </li>
        ))}
        <li>
          <span className="rr-rack-legend__swatch" data-cell-state="occupied" aria-hidden="true" />
          Occupied (another customer)
        </li>
        <li>
          <span className="rr-rack-legend__swatch" data-cell-state="empty" aria-hidden="true" />
          Empty
        </li>
      </ul>
      {items.length > 0 && (
        <ul className="rr-rack-legend__list" aria-label="Items">
          {items.map(([itemNo, entry]) => (
            <li key={itemNo}>
              <span
                className="rr-rack-legend__swatch rr-rack-legend__swatch--item"
                style={{ '--rr-rack-item-colour': itemColours?.[itemNo] ?? entry.color } as CSSProperties}
                aria-hidden="true"
              />
              <span className="rr-rack-legend__item">{itemNo}</span>
              {entry.iteminfo ? <span className="rr-rack-legend__info">{entry.iteminfo}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
