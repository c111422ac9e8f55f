import { formatCount } from '@rigready/core';
import { AnchorLink, type LinkComponent } from '../../shell/link/shell-link.js';

/** One figure and the list it opens. */
export interface FigureTile {
  /** What is counted, e.g. 'Joints rig ready' or an item number. */
  label: string;
  /** The count; the list at `to` has exactly this many rows. */
  value: number;
  /** What the count counts when the label does not say it, shown small after the number, e.g. 'lines'. */
  unit?: string;
  /** The path of the list behind the figure. */
  to: string;
  /** A second line, e.g. the item's size, grade and connection. */
  detail?: string;
  /** A figure that needs attention when above zero: `'warning'` (coming due) or `'alarm'` (overdue). */
  tone?: 'warning' | 'alarm';
}

/** Props of {@link FigureTiles}. */
export interface FigureTilesProps {
  /** The group's heading. */
  title: string;
  figures: readonly FigureTile[];
  /** Shown in place of the tiles when there are none. */
  emptyMessage?: string;
  /** The router's link component; default a plain anchor. */
  LinkComponent?: LinkComponent;
}

/**
 * A titled group of figures, each a link to the list it counts: the number large, what it counts under
 * it. A toned figure is marked in colour only while above zero, so a calm page stays calm. The tiles
 * wrap to the width (two to a row on a phone).
 *
 * @example
 * <FigureTiles
 *   title="In the shop"
 *   figures={[{ label: 'Machining', value: 42, to: '/inventory?location=Machining' }]}
 *   LinkComponent={Link}
 * />
 */
export function FigureTiles({ title, figures, emptyMessage, LinkComponent = AnchorLink }: FigureTilesProps) {
  return (
    <section className="rr-figure-tiles" aria-label={title}>
      <h2 className="rr-figure-tiles__title">{title}</h2>
      {figures.length === 0 ? (
        <p className="rr-figure-tiles__empty">{emptyMessage ?? 'Nothing to show'}</p>
      ) : (
        <ul className="rr-figure-tiles__list">
          {figures.map((figure) => (
            <li key={figure.to}>
              <LinkComponent to={figure.to} className="rr-figure-tiles__tile">
                <span
                  className="rr-figure-tiles__value"
                  data-tone={figure.tone && figure.value > 0 ? figure.tone : undefined}
                >
                  {formatCount(figure.value)}
                  {figure.unit ? <span className="rr-figure-tiles__unit"> {figure.unit}</span> : null}
                </span>
                <span className="rr-figure-tiles__label">{figure.label}</span>
                {figure.detail ? <span className="rr-figure-tiles__detail">{figure.detail}</span> : null}
              </LinkComponent>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
