import type { HomeTilePath } from './home-tile-paths.js';

const ICONS: Readonly<Record<HomeTilePath, string>> = {
  '/inventory': 'M3 5h18v4H3zm1 5h16v9H4zm5 2v2h6v-2z',
  '/delivery':
    'M2 6h12v9H2zm12 3h4l3 3v3h-7zM6 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  '/ongoingorders': 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.4l4 2.3-1 1.7-5-3V7z',
  '/completedorders': 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5L6 12l1.5-1.5 3 3 6-6L18 9z',
  '/statistics': 'M4 20V10h3v10zm6 0V4h3v16zm6 0v-7h3v7z',
  '/NCR': 'M12 2 1 21h22zm-1 7h2v6h-2zm0 8h2v2h-2z',
};

/** Props of {@link TileIcon}. */
export interface TileIconProps {
  path: HomeTilePath;
}

/**
 * The decorative icon of a home tile (`aria-hidden`; the tile's label names the link).
 *
 * @example
 * <TileIcon path="/inventory" />
 */
export function TileIcon({ path }: TileIconProps) {
  return (
    <svg
      className="rr-home-tiles__icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="40"
      height="40"
    >
      <path d={ICONS[path]} fill="currentColor" />
    </svg>
  );
}
