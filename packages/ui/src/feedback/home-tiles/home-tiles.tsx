import { matchRoute } from '@rigready/core';
import { AnchorLink, type LinkComponent } from '../../shell/link/shell-link.js';
import { HOME_TILE_PATHS, type HomeTilePath } from './home-tile-paths.js';
import { TileIcon } from './tile-icon.js';

/** Props of {@link HomeTiles}. */
export interface HomeTilesProps {
  /** The tiles to show, e.g. only the routes the user may open; default all six. */
  paths?: readonly HomeTilePath[];
  /** The router's link component; default a plain anchor. */
  LinkComponent?: LinkComponent;
}

/**
 * The home page's tiles: inventory, shipping, ongoing orders, completed orders, statistics and NCR, each a
 * link titled by the route table.
 *
 * @example
 * <HomeTiles LinkComponent={Link} />
 */
export function HomeTiles({ paths = HOME_TILE_PATHS, LinkComponent = AnchorLink }: HomeTilesProps) {
  return (
    <ul className="rr-home-tiles">
      {paths.map((path) => (
        <li key={path}>
          <LinkComponent to={path} className="rr-home-tiles__tile">
            <TileIcon path={path} />
            <span className="rr-home-tiles__label">{matchRoute(path)?.title ?? path}</span>
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
}
