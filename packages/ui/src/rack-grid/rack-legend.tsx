import { POSITION_AGE_THRESHOLDS, type RackColor, type RackColourScale } from '@rigready/core';
import type { CSSProperties } from 'react';
import { statusColourVar } from '../charts/status-colour-var.js';

/** Props of {@link RackLegend}. */
export interface RackLegendProps {
  colourRule: RackColourScale;
  /** Per item number its colour and description (the rack answer's colormap). */
  colormap?: Readonly<Record<string, RackColor>> | undefined;
  /** Per item number its colour from the kit's palette (`itemColours`); the grid's stripes use the same. */
  itemColours?: Readonly<Record<string, string>> | undefined;
}

/** What each scale measures and which age scale it is, the legend's title and its list's name. */
const SCALE_TITLES: Record<RackColourScale, string> = {
  'rack-view': 'Days since last inspection — storage scale',
  'rack-dialog': 'Days since last inspection — inspection-due scale',
  class: 'Class at the latest inspection',
};

// The two age scales colour one joint differently (40 days: yellow in storage, green when due). Both
// legends say this one sentence, so neither view reads as contradicting the other.
const BOTH_AGE_SCALES =
  'Both scales count days since the last inspection: the rack location view uses the storage scale ' +
  `(red from ${POSITION_AGE_THRESHOLDS['rack-view'].redFrom} days, joints lying in the yard), the inventory ` +
  `rack dialog the inspection-due scale (red from ${POSITION_AGE_THRESHOLDS['rack-dialog'].redFrom} days, ` +
  'joints due for re-inspection).';

function scaleEntries(colourRule: RackColourScale): [string, string][] {
  if (colourRule === 'class') {
    return [
      [statusColourVar('green'), 'Premium'],
      [statusColourVar('yellow'), 'Class 2'],
      [statusColourVar('red'), 'Reject'],
      [statusColourVar('unknown'), 'Not classed'],
    ];
  }
  const { yellowFrom, redFrom } = POSITION_AGE_THRESHOLDS[colourRule];
  return [
    [statusColourVar('green'), `Under ${yellowFrom} days`],
    [statusColourVar('yellow'), `${yellowFrom} to under ${redFrom} days`],
    [statusColourVar('red'), `${redFrom} days or more`],
    [statusColourVar('unknown'), 'Not inspected'],
  ];
}

/**
 * The key of a rack grid, titled with what its colours measure: the age colours under the colour rule
 * (from core's thresholds, the scale named in the title, with one sentence the same on both age scales
 * about both) and a joint never inspected, or the class colours and a joint not classed; the
 * occupied and empty positions; and the item colours.
 *
 * @example
 * <RackLegend colourRule="rack-view" colormap={colormap} itemColours={itemColours(colormap)} />
 * <RackLegend colourRule="class" />
 */
export function RackLegend({ colourRule, colormap, itemColours }: RackLegendProps) {
  const title = SCALE_TITLES[colourRule];
  const items = Object.entries(colormap ?? {});
  return (
    <div className="rr-rack-legend" data-scale={colourRule}>
      <div className="rr-rack-legend__group">
        <span className="rr-rack-legend__title" aria-hidden="true">
          {title}
        </span>
        <ul className="rr-rack-legend__list" aria-label={title}>
          {scaleEntries(colourRule).map(([colour, text]) => (
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
        {colourRule === 'class' ? null : <p className="rr-rack-legend__note">{BOTH_AGE_SCALES}</p>}
      </div>
      {items.length > 0 && (
        <div className="rr-rack-legend__group">
          <span className="rr-rack-legend__title" aria-hidden="true">
            Items
          </span>
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
        </div>
      )}
    </div>
  );
}
