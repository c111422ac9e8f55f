import type { PipeType } from '../session/session.types.js';
import { matchRoute } from './match-route.js';
import type { RouteDefinition } from './route-table.types.js';

/**
 * Whether the navigation bar shows the BHA/Tubular switch on the given target.
 *
 * @example
 * isPipeTypeSwitchVisible('/delivery?x=1'); // true
 * isPipeTypeSwitchVisible('/dp'); // false
 */
export function isPipeTypeSwitchVisible(target: string): boolean {
  return matchRoute(target)?.pipeTypeSwitch ?? false;
}

/**
 * The list a route loads on entry for the chosen pipe type, or null when it loads none that way.
 *
 * @example
 * routeDataPath(routeByName('preinvoice'), 'BHA'); // '/getPreInvoiceBHA'
 * routeDataPath(routeByName('inventory'), 'Tubular'); // null
 */
export function routeDataPath(route: RouteDefinition, pipeType: PipeType): string | null {
  if (pipeType !== 'Tubular' && pipeType !== 'BHA') {
    throw new RangeError(`The pipe type must be Tubular or BHA, got ${JSON.stringify(pipeType)}`);
  }
  return route.dataPaths[pipeType];
}
