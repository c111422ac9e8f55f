/** The six screens the home page links to, in the spec's order (spec part 1 §2). */
export const HOME_TILE_PATHS = Object.freeze([
  '/inventory',
  '/delivery',
  '/ongoingorders',
  '/completedorders',
  '/statistics',
  '/NCR',
] as const);

/** One of {@link HOME_TILE_PATHS}. */
export type HomeTilePath = (typeof HOME_TILE_PATHS)[number];
