/** How a user's route list changes in an edit: the routes to take away and the routes to give. */
export interface RouteChanges {
  removed: string[];
  added: string[];
}

/**
 * The routes an edit removes and adds (spec part 2 §7: /editCurrentUser sends user_removed_routes and
 * user_added_routes, not the whole list), each in the order of the list it comes from, without repeats.
 * Applying them to `before` gives `after` as a set.
 *
 * @example
 * routeChanges(['dp', 'NCR'], ['dp', 'octg']); // { removed: ['NCR'], added: ['octg'] }
 * routeChanges([], []); // { removed: [], added: [] }
 */
export function routeChanges(before: readonly string[], after: readonly string[]): RouteChanges {
  const kept = new Set(after);
  const had = new Set(before);
  return {
    removed: [...new Set(before.filter((route) => !kept.has(route)))],
    added: [...new Set(after.filter((route) => !had.has(route)))],
  };
}
